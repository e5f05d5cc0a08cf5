import { dueDistance } from '@tableside/domain/response-targets';
import { clsx } from 'clsx';
import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TReview } from '@tableside/domain/schemas/reviews';
import { useLang } from '../../hooks/use-lang.ts';

const TONES = {
  on_time: 'text-slate-800 dark:text-slate-200',
  due_soon: 'font-semibold text-amber-900 dark:text-amber-200',
  overdue: 'font-semibold text-red-800 dark:text-red-300',
} as const;

/**
 * The time left to answer an unanswered review or social comment, or how late it is
 * (docs/product/team-workflow.md#response-time-targets), in words: "Overdue by 3 hours".
 */
export function ResponseDue({ due }: { due: TReview['response_due'] | undefined }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  if (!due || due.state === 'answered') return null;
  const distance = dueDistance(new Date(due.due_at), new Date());
  const duration = new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: distance.unit,
    unitDisplay: 'long',
  }).format(distance.value);
  // The state is the server's; the words follow the clock, so a late item never reads "due in".
  const state = distance.overdue ? 'overdue' : due.state;
  return (
    <span
      className={clsx('inline-flex items-center gap-1', TONES[state])}
      data-testid="response-due"
      data-state={state}
    >
      <Clock aria-hidden="true" className="size-3.5" />
      {t(`workflow.due.${state}`, { duration })}
    </span>
  );
}
