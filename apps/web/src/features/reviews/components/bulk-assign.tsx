import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_CLASS } from '../../../components/ui/field.ts';
import { errorMessageKey } from '../../../lib/api-client.ts';
import { useAssign, useColleagues } from '../api/use-workflow.ts';
import type { ReviewItem } from '../review-types.ts';
import { allowed, useWorkflowAccess } from '../workflow-context.ts';

const UNASSIGN = '-';

/**
 * Assigns the selected reviews to one colleague, or unassigns them: all or nothing, so a
 * colleague who may not see one of their locations is refused with the reason.
 */
export function BulkAssign({
  locationId,
  selected,
}: {
  locationId: string;
  selected: readonly ReviewItem[];
}) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const access = useWorkflowAccess();
  const mayAssign = allowed(access?.assign);
  const colleagues = useColleagues(locationId, mayAssign);
  const assign = useAssign(locationId);
  if (!mayAssign) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('workflow.bulkAssign')}
      </label>
      <select
        id={id}
        value=""
        className={`${FIELD_CLASS} py-1`}
        disabled={assign.isPending || colleagues.isPending}
        data-testid="bulk-assign"
        onChange={(event) => {
          const choice = event.target.value;
          if (!choice) return;
          assign.mutate({ refs: [...selected], userId: choice === UNASSIGN ? null : choice });
        }}
      >
        <option value="">{t('workflow.bulkAssign')}</option>
        <option value={UNASSIGN}>{t('workflow.unassign')}</option>
        {(colleagues.data ?? [])
          .filter((c) => c.assignable)
          .map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
      </select>
      {assign.isError && (
        <span role="alert" className="text-sm text-red-800 dark:text-red-300">
          {t(errorMessageKey(assign.error))}
        </span>
      )}
      {assign.isSuccess && (
        <span role="status" className="text-sm">
          {assign.data.assignee_id
            ? t('workflow.bulkAssigned', { count: assign.data.review_ids.length })
            : t('workflow.bulkUnassigned', { count: assign.data.review_ids.length })}
        </span>
      )}
    </span>
  );
}
