import { INTEGRATIONS, type TRestaurant } from '@tableside/domain/schemas/restaurants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox.tsx';

type Integration = TRestaurant['integrations'][number];

/**
 * docs/product/console.md#integrations: Libro, Yelp, Google, TripAdvisor, each at most once;
 * editable only on a Pro or Enterprise tier, otherwise disabled with the hint.
 */
export function IntegrationsPicker({
  value,
  enabled,
  onChange,
}: {
  value: readonly Integration[];
  enabled: boolean;
  onChange: (next: Integration[]) => void;
}) {
  const { t } = useTranslation('superadmin');
  const hintId = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={enabled ? undefined : hintId}>
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {t('superadmin.restaurants.integrations')}
      </legend>
      <div className="flex flex-wrap gap-4">
        {INTEGRATIONS.map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <Checkbox
              disabled={!enabled}
              checked={value.includes(name)}
              data-testid={`integration-${name}`}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...new Set([...value, name])]
                    : value.filter((v) => v !== name),
                )
              }
            />
            {name}
          </label>
        ))}
      </div>
      {!enabled && (
        <p
          id={hintId}
          className="text-xs text-slate-700 dark:text-slate-300"
          data-testid="integrations-hint"
        >
          {t('superadmin.restaurants.integrationsHint')}
        </p>
      )}
    </fieldset>
  );
}
