import type { TColleague } from '@tableside/domain/schemas/workflow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../ui/error-text.tsx';
import { FIELD_CLASS } from '../ui/field.ts';

/**
 * Who works a review or a social comment (docs/product/team-workflow.md#assignment): a choice
 * among the colleagues offered, or nobody. The caller says who may be offered and what choosing
 * does; the current assignee stays listed even if they could no longer be chosen.
 */
export function AssigneeSelect({
  assignee,
  options,
  loading,
  pending,
  error,
  meId,
  onChange,
}: {
  assignee: { id: string | null; name: string | null };
  options: readonly TColleague[];
  loading: boolean;
  pending: boolean;
  error: unknown;
  /** The signed-in user, shown as "me". */
  meId: string;
  onChange: (userId: string | null) => void;
}) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const current = assignee.id ?? '';
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t('workflow.assignee')}
        </label>
        <select
          id={id}
          className={FIELD_CLASS}
          value={current}
          disabled={pending || loading}
          data-testid="assignee-select"
          onChange={(event) => onChange(event.target.value || null)}
        >
          <option value="">{t('workflow.unassigned')}</option>
          {current && !options.some((c) => c.id === current) && (
            <option value={current}>{assignee.name ?? current}</option>
          )}
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.id === meId ? t('workflow.me', { name: c.name }) : c.name}
            </option>
          ))}
        </select>
      </div>
      {Boolean(error) && <ErrorText error={error} />}
    </div>
  );
}
