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

/** The location list itself, loaded on first use (see DeferredMenu). */
export function LocationSwitcherDropdown({ trigger, defaultOpen }: MenuProps) {
  const { t } = useTranslation('dashboard');
  const { locations, selectedId, select } = useSelectedLocation();
  const nameOf = useLocationName();
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
