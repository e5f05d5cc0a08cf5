import { ChevronsUpDown, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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

/** The sidebar's location switcher: All first when offered; the list scrolls past 300px. */
export function LocationSwitcher() {
  const { t } = useTranslation('dashboard');
  const { locations, selected, selectedId, select } = useSelectedLocation();
  const nameOf = useLocationName();
  const current = nameOf(selected);
  return (
    <Dropdown>
      <DropdownTrigger
        data-testid="location-switcher"
        aria-label={t('locations.switch', { name: current })}
        className="flex w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800"
      >
        <MapPin aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0 flex-1 truncate">{current}</span>
        <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0" />
      </DropdownTrigger>
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
