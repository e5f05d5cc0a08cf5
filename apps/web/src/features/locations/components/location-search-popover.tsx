import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationSearchList } from '../../../components/location-picker/location-search-list.tsx';
import type { MenuProps } from '../../../components/ui/deferred-menu.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { useLocationName } from '../hooks/use-location-name.ts';
import { useSelectedLocation } from '../hooks/use-selected-location.ts';

/**
 * The location switcher of a chain: a search over the first matches, so 1,000 locations are found
 * by typing rather than rendered and scrolled. A popover rather than a menu, since a menu may hold
 * only its items.
 */
export function LocationSearchPopover({ trigger, defaultOpen }: MenuProps) {
  const { t } = useTranslation('dashboard');
  const { locations, selectedId, select } = useSelectedLocation();
  const nameOf = useLocationName();
  const [open, setOpen] = useState(defaultOpen);
  const choose = (id: string | null) => {
    if (id) select(id);
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align="start" className="w-64 p-1" data-location-search="">
        <LocationSearchList
          locations={locations}
          nameOf={nameOf}
          selectedId={selectedId}
          onChoose={choose}
          listLabel={t('locations.label')}
          mark="current"
          searchTestId="location-search"
          statusTestId="location-search-status"
          optionTestId={(id) => `location-option-${id}`}
        />
      </PopoverContent>
    </Popover>
  );
}
