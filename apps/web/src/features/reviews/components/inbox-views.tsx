import { INBOX_VIEWS, type InboxView } from '@tableside/domain/workflow';
import { clsx } from 'clsx';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
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
    <div
      role="group"
      aria-label={t('workflow.views.label')}
      className="mb-3 inline-flex w-fit rounded-lg border border-slate-300 p-0.5 dark:border-slate-600"
      data-testid="inbox-views"
    >
      {INBOX_VIEWS.map((v) => (
        <button
          key={v}
          type="button"
          aria-pressed={view === v}
          data-view={v}
          onClick={() => onChange(v)}
          className={clsx(
            'rounded-md px-3 py-1.5 text-sm font-medium',
            view === v
              ? 'bg-blue-700 text-white dark:bg-blue-500 dark:text-slate-950'
              : 'text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
          )}
        >
          {t(`workflow.views.${v}`)}
        </button>
      ))}
    </div>
  );
}
