import { useTranslation } from 'react-i18next';
import { AssigneeSelect } from '../../../components/workflow/assignee-select.tsx';
import { useAssign, useColleagues } from '../api/use-workflow.ts';
import type { ReviewItem } from '../review-types.ts';
import { allowed, useWorkflowAccess } from '../workflow-context.ts';

/**
 * Who works the review (docs/product/team-workflow.md#assignment): a choice among the colleagues
 * who may see its location and take reviews, or nobody. Read-only for roles that may not assign.
 */
export function AssigneeControl({ review }: { review: ReviewItem }) {
  const { t } = useTranslation('dashboard');
  const access = useWorkflowAccess();
  const mayAssign = allowed(access?.assign);
  const colleagues = useColleagues(review.location_id, mayAssign);
  const assign = useAssign(review.location_id);
  if (!access || access.assign.kind === 'hidden' || access.assign.kind === 'locked') {
    return review.assignee_name ? (
      <p className="text-sm">{t('workflow.assignedTo', { name: review.assignee_name })}</p>
    ) : null;
  }
  return (
    <AssigneeSelect
      assignee={{ id: review.assignee_id, name: review.assignee_name }}
      options={(colleagues.data ?? []).filter((c) => c.assignable)}
      loading={colleagues.isPending}
      pending={assign.isPending}
      error={assign.isError ? assign.error : null}
      meId={access.userId}
      onChange={(userId) => assign.mutate({ refs: [review], userId })}
    />
  );
}
