import type { RouteAccess } from '@tableside/domain/access';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from './ui/badge.tsx';

/**
 * An Administration panel whose content needs a plan (the work inbox's rules, targets and
 * templates): its title and description always, then the content, or on a lower plan one line
 * saying which plan brings it.
 */
export function PlanGatedPanel({
  id,
  title,
  description,
  access,
  upgrade,
  children,
}: {
  /** The section's test id; its heading's id is `${id}-heading`. */
  id: string;
  title: string;
  description: string;
  access: RouteAccess;
  upgrade: { text: string; testId: string };
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid={id}
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-700 dark:text-slate-300">{description}</p>
      {access.kind === 'locked' ? (
        <p className="flex items-center gap-2 text-sm" data-testid={upgrade.testId}>
          <Lock aria-hidden="true" className="size-4" />
          {upgrade.text}
          <Badge tone="plan">{access.requiredTier}</Badge>
        </p>
      ) : (
        children
      )}
    </section>
  );
}
