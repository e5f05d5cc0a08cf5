import { INBOX_VIEWS, type InboxView } from '@tableside/domain/workflow';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { allowed, useWorkflowAccess } from '../workflow-context.ts';

/**
 * The work inbox's views: All, Mine, Unassigned (docs/product/team-workflow.md#views). Below
 * Essential, a hint names the plan that brings them instead.
 */
export function InboxViews({
  view,
  onChange,
}: {
  view: InboxView;
  onChange: (view: InboxView) => void;
}) {
  const { t } = useTranslation('dashboard');
  const access = useWorkflowAccess();
  if (!access) return null;
  if (access.assign.kind === 'locked') {
    return (
      <p
        className="mb-3 flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
        data-testid="workflow-upgrade"
      >
        <Lock aria-hidden="true" className="size-4" />
        {t('workflow.upgrade')}
        <Badge tone="plan">{access.assign.requiredTier}</Badge>
      </p>
    );
  }
  if (!allowed(access.assign)) return null;
  return (
    <SegmentedControl
      options={INBOX_VIEWS}
      value={view}
      onChange={onChange}
      label={t('workflow.views.label')}
      labelOf={(v) => t(`workflow.views.${v}`)}
      className="mb-3"
      testId="inbox-views"
    />
  );
}
