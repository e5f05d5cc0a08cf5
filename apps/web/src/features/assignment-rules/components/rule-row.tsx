import { REVIEW_SOURCES } from '@tableside/domain/reviews';
import type { TColleague, TRuleInput } from '@tableside/domain/schemas/workflow';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { LocationPicker } from '../../../components/location-picker/location-picker.tsx';

const STARS = [1, 2, 3, 4, 5] as const;

function Select({
  label,
  value,
  onChange,
  children,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium">
        {label}
      </label>
      <select
        id={id}
        value={value}
        className={FIELD_CLASS}
        data-testid={testId}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
    </div>
  );
}

/** One rule's conditions and assignee; an empty condition matches any review. */
export function RuleRow({
  rule,
  index,
  count,
  locations,
  colleagues,
  onChange,
  onMove,
  onRemove,
}: {
  rule: TRuleInput;
  index: number;
  count: number;
  locations: readonly { id: string; name: string }[];
  colleagues: readonly TColleague[];
  onChange: (rule: TRuleInput) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('dashboard');
  // The bounds of a rule's rating share their choices: any, or one to five stars.
  const starOptions = (
    <>
      <option value="">{t('workflow.rules.any')}</option>
      {STARS.map((n) => (
        <option key={n} value={n}>
          {t('workflow.rules.stars', { count: n })}
        </option>
      ))}
    </>
  );
  const nameId = useId();
  const set = (patch: Partial<TRuleInput>) => onChange({ ...rule, ...patch });
  const num = (v: string) => (v === '' ? null : Number(v));
  return (
    <li
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      data-testid="assignment-rule"
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex min-w-48 flex-1 flex-col gap-1">
          <label htmlFor={nameId} className="text-xs font-medium">
            {t('workflow.rules.name', { position: index + 1 })}
          </label>
          <input
            id={nameId}
            value={rule.name}
            maxLength={80}
            className={FIELD_CLASS}
            data-testid="rule-name"
            onChange={(e) => set({ name: e.target.value })}
          />
        </div>
        <div className="flex items-center gap-1">
          <label className="mr-2 inline-flex items-center gap-2 text-sm">
            <Checkbox checked={rule.enabled} onChange={(e) => set({ enabled: e.target.checked })} />
            {t('workflow.rules.enabled')}
          </label>
          <Button
            variant="ghost"
            size="sm"
            disabled={index === 0}
            aria-label={t('workflow.rules.up', { name: rule.name })}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={index === count - 1}
            aria-label={t('workflow.rules.down', { name: rule.name })}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('workflow.rules.remove', { name: rule.name })}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <LocationPicker
          label={t('workflow.rules.location')}
          locations={locations}
          value={rule.location_id}
          onChange={(id) => set({ location_id: id })}
          emptyLabel={t('workflow.rules.any')}
          testId="rule-location"
        />
        <Select
          label={t('workflow.rules.minRating')}
          value={String(rule.min_rating ?? '')}
          onChange={(v) => set({ min_rating: num(v) })}
        >
          {starOptions}
        </Select>
        <Select
          label={t('workflow.rules.maxRating')}
          value={String(rule.max_rating ?? '')}
          onChange={(v) => set({ max_rating: num(v) })}
          testId="rule-max-rating"
        >
          {starOptions}
        </Select>
        <Select
          label={t('workflow.rules.source')}
          value={rule.source ?? ''}
          onChange={(v) => set({ source: (v || null) as TRuleInput['source'] })}
        >
          <option value="">{t('workflow.rules.any')}</option>
          {REVIEW_SOURCES.map((s) => (
            <option key={s} value={s}>
              {t(`reviews.sources.${s}`, { defaultValue: s.charAt(0).toUpperCase() + s.slice(1) })}
            </option>
          ))}
        </Select>
        <Select
          label={t('workflow.rules.language')}
          value={rule.language ?? ''}
          onChange={(v) => set({ language: (v || null) as TRuleInput['language'] })}
        >
          <option value="">{t('workflow.rules.anyLanguage')}</option>
          <option value="en">{t('workflow.rules.english')}</option>
          <option value="fr">{t('workflow.rules.french')}</option>
        </Select>
        <Select
          label={t('workflow.rules.assignee')}
          value={rule.assignee_id}
          onChange={(v) => set({ assignee_id: v })}
          testId="rule-assignee"
        >
          <option value="" disabled>
            {t('workflow.rules.choose')}
          </option>
          {colleagues.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
      </div>
      <label className="inline-flex items-center gap-2 text-sm">
        <Checkbox checked={rule.incident} onChange={(e) => set({ incident: e.target.checked })} />
        {t('workflow.rules.incident')}
      </label>
    </li>
  );
}
