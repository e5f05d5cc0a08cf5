import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import {
  SINGLE_PRESETS as DATE_PRESETS,
  type SinglePreset as DatePreset,
} from '@tableside/domain/date-ranges';

export function DateFilter({
  value,
  onChange,
}: {
  value: DatePreset;
  onChange: (p: DatePreset) => void;
}) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('reviews.dates.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(DATE_PRESETS.find((p) => p === e.target.value) ?? value)}
        className={`${FIELD_CLASS} py-1.5`}
        data-testid="insight-date-preset"
      >
        {DATE_PRESETS.map((p) => (
          <option key={p} value={p}>
            {t(`reviews.dates.presets.${p}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
