import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import {
  SINGLE_PRESETS,
  isValidRange,
  rangeOf,
  toDay,
  type DateRangeChoice,
  type DayRange,
} from '@tableside/domain/date-ranges';

/**
 * A preset (last 7 or 30 days, this month, last month) or a custom range. A custom range takes
 * effect once both days are set and in order.
 */
export function DateRangeControl({
  value,
  onChange,
}: {
  value: DateRangeChoice;
  onChange: (next: DateRangeChoice) => void;
}) {
  const { t } = useTranslation('dashboard');
  const presetId = useId();
  const startId = useId();
  const endId = useId();
  const errorId = useId();
  const [custom, setCustom] = useState<DayRange>(() => rangeOf(value, toDay(new Date())));
  const invalid = value.preset === 'custom' && !isValidRange(custom);

  function handlePreset(preset: string) {
    if (preset === 'custom') {
      const range = rangeOf(value, toDay(new Date()));
      setCustom(range);
      onChange({ preset: 'custom', ...range });
    } else {
      const known = SINGLE_PRESETS.find((p) => p === preset);
      if (known) onChange({ preset: known });
    }
  }

  function handleDay(next: DayRange) {
    setCustom(next);
    if (isValidRange(next)) onChange({ preset: 'custom', ...next });
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="flex items-center gap-2">
        <label htmlFor={presetId} className="text-sm font-medium">
          {t('reviews.dates.label')}
        </label>
        <select
          id={presetId}
          value={value.preset}
          onChange={(event) => handlePreset(event.target.value)}
          className={`${FIELD_CLASS} py-1.5`}
          data-testid="date-preset"
        >
          {SINGLE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`reviews.dates.presets.${preset}`)}
            </option>
          ))}
          <option value="custom">{t('reviews.dates.presets.custom')}</option>
        </select>
      </div>
      {value.preset === 'custom' && (
        <>
          <div className="flex items-center gap-2">
            <label htmlFor={startId} className="text-sm font-medium">
              {t('reviews.dates.from')}
            </label>
            <input
              id={startId}
              type="date"
              value={custom.startDate}
              max={custom.endDate || undefined}
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => handleDay({ ...custom, startDate: event.target.value })}
              className={`${FIELD_CLASS} py-1.5`}
            />
          </div>
          <div className="flex items-center gap-2">
            <label htmlFor={endId} className="text-sm font-medium">
              {t('reviews.dates.to')}
            </label>
            <input
              id={endId}
              type="date"
              value={custom.endDate}
              min={custom.startDate || undefined}
              aria-invalid={invalid}
              aria-describedby={invalid ? errorId : undefined}
              onChange={(event) => handleDay({ ...custom, endDate: event.target.value })}
              className={`${FIELD_CLASS} py-1.5`}
            />
          </div>
          {invalid && (
            <p
              id={errorId}
              role="alert"
              className="basis-full text-sm text-red-800 dark:text-red-300"
            >
              {t('reviews.dates.invalid')}
            </p>
          )}
        </>
      )}
    </div>
  );
}
