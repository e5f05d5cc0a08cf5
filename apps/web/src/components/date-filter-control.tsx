import {
  COMPARISON_PRESETS,
  formatRange,
  isDatePreset,
  rangeProblem,
  SINGLE_PRESETS,
  type DateFilter,
  type DateRangeChoice,
  type DayRange,
} from '@tableside/domain/date-ranges';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button.tsx';
import { FIELD_CLASS } from './ui/field.ts';
import { useLang } from '../hooks/use-lang.ts';

/**
 * An area's date filter (docs/product/analytics.md#date-presets): single and comparison presets, a
 * custom range, reset to the area's default, and the two resolved ranges spelled out. A custom
 * range takes effect once it is valid, so the figures on screen never go blank. Screens without a
 * comparison (staff, menu, keywords) pass `comparisons={false}`: single presets and a custom range.
 */
export function DateFilterControl({
  choice,
  filter,
  onChange,
  onReset,
  comparisons = true,
}: {
  choice: DateRangeChoice;
  filter: DateFilter;
  onChange: (next: DateRangeChoice) => void;
  onReset: () => void;
  comparisons?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const ids = {
    preset: useId(),
    start: useId(),
    end: useId(),
    error: useId(),
    own: useId(),
    cmpStart: useId(),
    cmpEnd: useId(),
  };
  const [custom, setCustom] = useState<DayRange>(filter.current);
  /** A comparison of the user's own choosing; null compares with the period just before. */
  const [comparison, setComparison] = useState<DayRange | null>(null);
  const isCustom = choice.preset === 'custom';
  const problem = isCustom
    ? (rangeProblem(custom) ?? (comparison ? rangeProblem(comparison) : null))
    : null;
  // An emptied day says which range is missing, (docs/product/analytics.md#trends).
  const missing = (r: DayRange) => !r.startDate || !r.endDate;
  const problemCode = !problem
    ? null
    : missing(custom)
      ? 'date_range_required'
      : comparison && missing(comparison)
        ? 'comparison_range_required'
        : 'invalid_date_range';

  function emit(range: DayRange, against: DayRange | null) {
    if (rangeProblem(range) || (against && rangeProblem(against))) return;
    onChange(
      against
        ? { preset: 'custom', ...range, comparison: against }
        : { preset: 'custom', ...range },
    );
  }

  function handlePreset(value: string) {
    if (value === 'custom') {
      setCustom(filter.current);
      setComparison(null);
      onChange({ preset: 'custom', ...filter.current });
    } else if (isDatePreset(value)) {
      onChange({ preset: value });
    }
  }

  function handleDay(next: DayRange) {
    setCustom(next);
    emit(next, comparison);
  }

  function handleComparison(next: DayRange | null) {
    setComparison(next);
    emit(custom, next);
  }

  const dayInput = (
    id: string,
    label: string,
    value: string,
    onDay: (day: string) => void,
    testId: string,
  ) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value}
        aria-invalid={problem !== null}
        aria-describedby={problem ? ids.error : undefined}
        onChange={(event) => onDay(event.target.value)}
        className={`${FIELD_CLASS} py-1.5`}
        data-testid={testId}
      />
    </div>
  );

  return (
    <section
      aria-label={t('analytics.dates.label')}
      className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.preset} className="text-sm font-medium">
            {t('analytics.dates.label')}
          </label>
          <select
            id={ids.preset}
            value={choice.preset}
            onChange={(event) => handlePreset(event.target.value)}
            className={`${FIELD_CLASS} py-1.5`}
            data-testid="analytics-preset"
          >
            <optgroup label={t('analytics.dates.single')}>
              {SINGLE_PRESETS.map((p) => (
                <option key={p} value={p}>
                  {t(`analytics.presets.${p}`)}
                </option>
              ))}
            </optgroup>
            {comparisons && (
              <optgroup label={t('analytics.dates.comparison')}>
                {COMPARISON_PRESETS.map((p) => (
                  <option key={p} value={p}>
                    {t(`analytics.presets.${p}`)}
                  </option>
                ))}
              </optgroup>
            )}
            <option value="custom">{t('analytics.presets.custom')}</option>
          </select>
        </div>
        {isCustom && (
          <>
            {dayInput(
              ids.start,
              t('analytics.dates.from'),
              custom.startDate,
              (day) => handleDay({ ...custom, startDate: day }),
              'analytics-start',
            )}
            {dayInput(
              ids.end,
              t('analytics.dates.to'),
              custom.endDate,
              (day) => handleDay({ ...custom, endDate: day }),
              'analytics-end',
            )}
          </>
        )}
        <Button variant="ghost" size="sm" onClick={onReset}>
          {t('analytics.dates.reset')}
        </Button>
      </div>
      {isCustom && comparisons && (
        <div className="flex flex-wrap items-end gap-3">
          <label htmlFor={ids.own} className="flex items-center gap-2 text-sm">
            <input
              id={ids.own}
              type="checkbox"
              checked={comparison !== null}
              onChange={(event) =>
                handleComparison(event.target.checked ? filter.comparison : null)
              }
              data-testid="analytics-own-comparison"
            />
            {t('analytics.dates.ownComparison')}
          </label>
          {comparison && (
            <>
              {dayInput(
                ids.cmpStart,
                t('analytics.dates.compareFrom'),
                comparison.startDate,
                (day) => handleComparison({ ...comparison, startDate: day }),
                'analytics-compare-start',
              )}
              {dayInput(
                ids.cmpEnd,
                t('analytics.dates.compareTo'),
                comparison.endDate,
                (day) => handleComparison({ ...comparison, endDate: day }),
                'analytics-compare-end',
              )}
            </>
          )}
        </div>
      )}
      {problem && (
        <p id={ids.error} role="alert" className="text-sm text-red-800 dark:text-red-300">
          {t(`common:errors.${problemCode}`)}
        </p>
      )}
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="analytics-ranges">
        {comparisons
          ? t('analytics.dates.versus', {
              current: formatRange(filter.current, lang),
              comparison: formatRange(filter.comparison, lang),
            })
          : formatRange(filter.current, lang)}
      </p>
    </section>
  );
}
