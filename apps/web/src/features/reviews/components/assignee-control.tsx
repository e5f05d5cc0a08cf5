import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { useAssign, useColleagues } from '../api/use-workflow.ts';
import type { ReviewItem } from '../review-types.ts';
import { allowed, useWorkflowAccess } from '../workflow-context.ts';
import { ErrorText } from '../../../components/ui/error-text.tsx';

/**
 * Who works the review (docs/product/team-workflow.md#assignment): a choice among the colleagues
 * who may see its location and take reviews, or nobody. Read-only for roles that may not assign.
 */
export function AssigneeControl({ review }: { review: ReviewItem }) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const access = useWorkflowAccess();
  const mayAssign = allowed(access?.assign);
  const colleagues = useColleagues(review.location_id, mayAssign);
  const assign = useAssign(review.location_id);
  if (!access || access.assign.kind === 'hidden' || access.assign.kind === 'locked') {
    return review.assignee_name ? (
      <p className="text-sm">{t('workflow.assignedTo', { name: review.assignee_name })}</p>
    ) : null;
  }
  const options = (colleagues.data ?? []).filter((c) => c.assignable);
  const current = review.assignee_id ?? '';
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
          disabled={assign.isPending || colleagues.isPending}
          data-testid="assignee-select"
          onChange={(event) =>
            assign.mutate({ refs: [review], userId: event.target.value || null })
          }
        >
          <option value="">{t('workflow.unassigned')}</option>
          {/* The current assignee stays listed even if they could no longer be chosen. */}
          {current && !options.some((c) => c.id === current) && (
            <option value={current}>{review.assignee_name ?? current}</option>
          )}
          {options.map((c) => (
            <option key={c.id} value={c.id}>
              {c.id === access.userId ? t('workflow.me', { name: c.name }) : c.name}
            </option>
          ))}
        </select>
      </div>
      {assign.isError && <ErrorText error={assign.error} />}
    </div>
  );
}
