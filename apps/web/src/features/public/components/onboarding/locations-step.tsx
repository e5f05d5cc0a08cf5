import {
  LOCATION_COUNT_CHOICES,
  ENTERPRISE_LOCATION_COUNT,
  maxLocationsFor,
  showsWebsiteError,
  type OnboardingDraft,
  type OnboardingLocationDraft,
} from '@tableside/domain/onboarding';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FIELD_CLASS } from '../../../../components/ui/field.ts';
import { FieldLabel, STEP_TITLE } from './field-label.tsx';
import { PlaceSearch } from './place-search.tsx';

type Props = {
  draft: OnboardingDraft;
  update: (patch: Partial<OnboardingDraft>) => void;
  lang: string;
  /** The server has a Places key: each entry gets a search box above its fields. */
  placesSearch: boolean;
};

const EMPTY_ENTRY: OnboardingLocationDraft = {
  name: '',
  place_id: null,
  address: { formatted: '', lat: null, lng: null },
  website: '',
};

/**
 * The count, then one entry per location the range allows
 * (docs/product/onboarding.md#locations-step). Typed entries give the same payload as a place
 * search would, without a place id or coordinates.
 */
export function LocationsStep({ draft, update, lang, placesSearch }: Props) {
  const { t } = useTranslation('public');
  const count = maxLocationsFor(draft.locationCount);
  const entries = Array.from({ length: count }, (_, i) => draft.locations[i] ?? EMPTY_ENTRY);
  const setEntry = (index: number, patch: Partial<OnboardingLocationDraft>) => {
    const next = [...entries];
    next[index] = { ...(draft.locations[index] ?? EMPTY_ENTRY), ...patch };
    update({ locations: next });
  };
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className={STEP_TITLE}>{t('onboarding.locations.title')}</legend>
      <div className="flex flex-col gap-1">
        <FieldLabel
          htmlFor="onboarding-location-count"
          text={t('onboarding.locations.count')}
          required
        />
        <select
          id="onboarding-location-count"
          value={draft.locationCount}
          required
          onChange={(event) => update({ locationCount: event.target.value })}
          className={`${FIELD_CLASS} max-w-xs`}
          data-testid="onboarding-location-count"
        >
          <option value="">{t('onboarding.locations.choose')}</option>
          {LOCATION_COUNT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(`onboarding.locations.counts.${choice}`)}
            </option>
          ))}
        </select>
      </div>
      {draft.locationCount === ENTERPRISE_LOCATION_COUNT && (
        <div
          role="status"
          className="rounded-lg bg-blue-50 p-4 text-sm dark:bg-blue-950"
          data-testid="onboarding-enterprise"
        >
          <p>{t('onboarding.locations.enterprise')}</p>
          <Link
            to={`/${lang}/enterprise-quote`}
            className="mt-2 inline-block font-semibold text-blue-800 underline dark:text-blue-300"
          >
            {t('onboarding.locations.enterpriseLink')}
          </Link>
        </div>
      )}
      {count > 0 && (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('onboarding.locations.optional')}
        </p>
      )}
      {count > 0 && !placesSearch && (
        <p
          role="note"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          data-testid="onboarding-search-off"
        >
          {t('onboarding.locations.searchOff')}
        </p>
      )}
      {entries.map((entry, index) => (
        <fieldset
          key={index}
          className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-3 dark:border-slate-800 dark:bg-slate-900"
          data-testid={`onboarding-location-${index}`}
        >
          <legend className="px-1 text-sm font-semibold">
            {t('onboarding.locations.entry', { n: index + 1 })}
          </legend>
          {placesSearch && (
            <PlaceSearch
              index={index}
              lang={lang}
              entry={entry}
              onChoose={(patch) => setEntry(index, patch)}
            />
          )}
          {(
            [
              ['name', 'text', 'organization', entry.name],
              ['address', 'text', 'street-address', entry.address.formatted],
              ['website', 'url', 'url', entry.website],
            ] as const
          ).map(([field, type, autoComplete, value]) => {
            const id = `onboarding-location-${index}-${field}`;
            const wrong = field === 'website' && showsWebsiteError(value);
            return (
              <div key={field} className="flex flex-col gap-1">
                <FieldLabel htmlFor={id} text={t(`onboarding.locations.${field}`)} />
                <input
                  id={id}
                  type={type}
                  autoComplete={autoComplete}
                  value={value}
                  maxLength={field === 'website' ? 2048 : 200}
                  placeholder={
                    field === 'website' ? t('onboarding.locations.placeholderWebsite') : undefined
                  }
                  onChange={(event) =>
                    setEntry(
                      index,
                      field === 'address'
                        ? {
                            address: { formatted: event.target.value, lat: null, lng: null },
                            place_id: null,
                          }
                        : { [field]: event.target.value },
                    )
                  }
                  aria-invalid={wrong}
                  aria-describedby={wrong ? `${id}-error` : undefined}
                  className={FIELD_CLASS}
                  data-testid={id}
                />
                {wrong && (
                  <p
                    id={`${id}-error`}
                    className="text-sm text-red-700 dark:text-red-300"
                    data-testid={`${id}-error`}
                  >
                    {t('onboarding.locations.websiteError')}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
    </fieldset>
  );
}
