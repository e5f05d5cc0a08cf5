import { ChevronsUpDown, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DeferredMenu } from '../../../components/ui/deferred-menu.tsx';
import { useLocationName } from '../hooks/use-location-name.ts';
import { useSelectedLocation } from '../hooks/use-selected-location.ts';

const loadDropdown = () =>
  import('./location-switcher-dropdown.tsx').then((module) => module.LocationSwitcherDropdown);

/** The sidebar's location switcher: All first when offered; the list scrolls past 300px. */
export function LocationSwitcher() {
  const { t } = useTranslation('dashboard');
  const { selected } = useSelectedLocation();
  const current = useLocationName()(selected);
  return (
    <DeferredMenu
      load={loadDropdown}
      props={{}}
      trigger={
        <button
          data-testid="location-switcher"
          aria-label={t('locations.switch', { name: current })}
          className="flex w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:hover:bg-slate-800"
        >
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span className="min-w-0 flex-1 truncate">{current}</span>
          <ChevronsUpDown aria-hidden="true" className="size-4 shrink-0" />
        </button>
      }
    />
  );
}
