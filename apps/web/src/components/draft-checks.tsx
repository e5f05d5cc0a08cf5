import type { DraftCheck } from '@tableside/domain/draft-checks';
import { clsx } from 'clsx';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { checkDetail } from '../lib/draft-checks.ts';

/**
 * "Checks: 6 of 7 passed" and, unfolded, each check with ✓ or ✗, failed ones first with what
 * failed (docs/product/reviews-and-replies.md#verified-drafts). Folded in the inbox, open in
 * the detail panel.
 */
export function DraftChecks({
  checks,
  open = false,
}: {
  /** In the order to show (lib/draft-checks.ts orderedChecks); nothing is shown when null. */
  checks: DraftCheck[] | null;
  open?: boolean;
}) {
  const { t } = useTranslation('dashboard');
  if (!checks?.length) return null;
  const passed = checks.filter((c) => c.passed).length;
  const allPassed = passed === checks.length;
  return (
    <details
      open={open}
      data-testid="draft-checks"
      data-passed={passed}
      data-total={checks.length}
      className="text-xs text-slate-800 dark:text-slate-200"
    >
      <summary className="cursor-pointer font-medium select-none">
        <span
          className={clsx(
            'inline-flex items-center gap-1',
            allPassed ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300',
          )}
        >
          {allPassed ? (
            <Check aria-hidden="true" className="size-3.5" />
          ) : (
            <X aria-hidden="true" className="size-3.5" />
          )}
          {t('reviews.checks.summary', { passed, total: checks.length })}
        </span>
      </summary>
      <ul className="mt-1.5 flex flex-col gap-1 pl-1">
        {checks.map((check) => (
          <CheckLine key={check.check} check={check} />
        ))}
      </ul>
    </details>
  );
}

function CheckLine({ check }: { check: DraftCheck }) {
  const { t } = useTranslation('dashboard');
  const detail = checkDetail(t, check);
  return (
    <li
      data-testid="draft-check"
      data-check={check.check}
      data-passed={check.passed}
      className="flex gap-1.5"
    >
      {check.passed ? (
        <Check
          aria-hidden="true"
          className="mt-px size-3.5 shrink-0 text-emerald-700 dark:text-emerald-400"
        />
      ) : (
        <X aria-hidden="true" className="mt-px size-3.5 shrink-0 text-red-700 dark:text-red-400" />
      )}
      <span>
        <span className="sr-only">
          {check.passed ? t('reviews.checks.passed') : t('reviews.checks.failed')}:{' '}
        </span>
        <span className={check.passed ? undefined : 'font-semibold'}>
          {t(`reviews.checks.names.${check.check}`)}
        </span>
        {detail && <span className="text-slate-700 dark:text-slate-300"> — {detail}</span>}
      </span>
    </li>
  );
}
