import { useTranslation } from 'react-i18next';
import {
  CHART_COLOURS,
  COLOUR_NAMES,
  setLocationColour,
  useLocationColours,
} from '../../../lib/location-colours.ts';
import { useSelectedLocation } from '../hooks/use-selected-location.ts';
import { isAllLocation } from '../pick-location.ts';

/**
 * The account dialog's Locations tab: the colour each location has on every chart, kept in this
 * browser (docs/product/analytics.md#location-colours).
 */
export function LocationColoursTab() {
  const { t } = useTranslation('dashboard');
  const locations = useSelectedLocation().locations.filter((l) => !isAllLocation(l));
  const colours = useLocationColours(locations.map((l) => l.id));
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {t('account.locationColours.intro')}
      </p>
      {locations.map((location) => (
        <fieldset
          key={location.id}
          className="flex flex-wrap items-center justify-between gap-2"
          data-testid="location-colour"
        >
          <legend className="float-left text-sm font-medium">{location.name}</legend>
          <div className="flex flex-wrap gap-1.5">
            {CHART_COLOURS.map((colour) => (
              <label
                key={colour}
                title={t(`common:colours.${COLOUR_NAMES[colour]}`)}
                className="grid size-7 cursor-pointer place-items-center rounded-full has-checked:ring-2 has-checked:ring-slate-900 has-checked:ring-offset-2 has-focus-visible:outline-2 has-focus-visible:outline-blue-600 dark:has-checked:ring-white dark:ring-offset-slate-900"
              >
                <input
                  type="radio"
                  name={`colour-${location.id}`}
                  value={colour}
                  checked={colours[location.id] === colour}
                  onChange={() => setLocationColour(location.id, colour)}
                  aria-label={t(`common:colours.${COLOUR_NAMES[colour]}`)}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className="size-5 rounded-full"
                  style={{ background: colour }}
                />
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
