import {
  ROI_DEFAULTS,
  ROI_LIMITS,
  ROI_MAX_DIGITS,
  formatRoiResult,
  roiResults,
  type RoiInputs,
  type RoiResults,
} from '@tableside/domain/roi';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '../../../../components/ui/field.ts';
import { CARD_CLASS, Section } from './section.tsx';

const INPUTS = [
  'monthlyReviews',
  'responseTime',
  'staffCost',
] as const satisfies readonly (keyof RoiInputs)[];
const OUTPUTS = [
  'timeSaved',
  'costSaved',
  'responseImprovement',
] as const satisfies readonly (keyof RoiResults)[];

/**
 * Rendered with the defaults' results; prerender/roi-widget.ts recomputes on input with the same
 * domain function, as the page has no React.
 */
export function RoiCalculator({ lang }: { lang: string }) {
  const { t } = useTranslation('public');
  const results = roiResults(ROI_DEFAULTS);
  const number = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US');
  return (
    <Section id="roi" title={t('landing.roi.title')} intro={t('landing.roi.intro')}>
      <form data-roi="" className="grid gap-6 md:grid-cols-2" noValidate>
        <fieldset className={`${CARD_CLASS} flex flex-col gap-4`}>
          <legend className="sr-only">{t('landing.roi.title')}</legend>
          {INPUTS.map((name) => (
            <div key={name} className="flex flex-col gap-1">
              <label htmlFor={`roi-${name}`} className="text-sm font-medium">
                {t(`landing.roi.${name}`)}
              </label>
              <input
                id={`roi-${name}`}
                name={name}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={ROI_MAX_DIGITS}
                aria-describedby={`roi-${name}-range`}
                defaultValue={String(ROI_DEFAULTS[name])}
                className={FIELD_CLASS}
                data-testid={`roi-${name}`}
              />
              {/* Shown by prerender/roi-widget.ts while the value is outside the field's bounds. */}
              <p
                id={`roi-${name}-range`}
                data-roi-range={name}
                hidden
                className="text-sm text-red-700 dark:text-red-300"
                data-testid={`roi-${name}-range`}
              >
                {t('landing.roi.range', {
                  min: number.format(ROI_LIMITS[name].min),
                  max: number.format(ROI_LIMITS[name].max),
                })}
              </p>
            </div>
          ))}
        </fieldset>
        <div className={`${CARD_CLASS} flex flex-col gap-4`}>
          <h3 className="font-semibold">{t('landing.roi.results')}</h3>
          <dl className="grid gap-4 sm:grid-cols-3 md:grid-cols-1 lg:grid-cols-3">
            {OUTPUTS.map((name) => (
              <div key={name} className="flex flex-col-reverse">
                <dt className="text-sm text-slate-700 dark:text-slate-300">
                  {t(`landing.roi.${name}`)}
                </dt>
                <dd className="text-3xl font-bold [overflow-wrap:anywhere] text-blue-800 tabular-nums dark:text-blue-300">
                  <output
                    htmlFor={INPUTS.map((input) => `roi-${input}`).join(' ')}
                    aria-live="polite"
                    data-roi-out={name}
                    data-testid={`roi-${name}`}
                  >
                    {formatRoiResult(name, results[name], lang)}
                  </output>
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-slate-700 dark:text-slate-300">{t('landing.roi.note')}</p>
        </div>
      </form>
    </Section>
  );
}
