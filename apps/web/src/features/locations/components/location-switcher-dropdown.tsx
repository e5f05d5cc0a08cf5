import { useTranslation } from 'react-i18next';
import type { MenuProps } from '../../../components/ui/deferred-menu.tsx';
import {
  Dropdown,
  DropdownContent,
  DropdownHeading,
  DropdownRadioGroup,
  DropdownRadioItem,
  DropdownTrigger,
} from '../../../components/ui/dropdown.tsx';
import { useLocationName } from '../hooks/use-location-name.ts';
import { useSelectedLocation } from '../hooks/use-selected-location.ts';
import { SEARCH_PAST } from '../../../lib/match-locations.ts';
import { LocationSearchPopover } from './location-search-popover.tsx';

/**
 * The location list itself, loaded on first use (see DeferredMenu); past a screenful of
 * locations, the search over them instead.
 */
export function LocationSwitcherDropdown({ trigger, defaultOpen }: MenuProps) {
  const { t } = useTranslation('dashboard');
  const { locations, selectedId, select } = useSelectedLocation();
  const nameOf = useLocationName();
  // All included in the count.
  if (locations.length > SEARCH_PAST)
    return <LocationSearchPopover trigger={trigger} defaultOpen={defaultOpen} />;
  return (
    <Dropdown defaultOpen={defaultOpen}>
      <DropdownTrigger asChild>{trigger}</DropdownTrigger>
      <DropdownContent align="start" className="max-h-[300px] w-60 overflow-y-auto">
        <DropdownHeading>{t('locations.label')}</DropdownHeading>
        <DropdownRadioGroup value={selectedId ?? ''} onValueChange={select}>
          {locations.map((location) => (
            <DropdownRadioItem
              key={location.id}
              value={location.id}
              data-testid={`location-option-${location.id}`}
            >
              {nameOf(location)}
            </DropdownRadioItem>
          ))}
        </DropdownRadioGroup>
      </DropdownContent>
    </Dropdown>
  );
}
