import { awaitingReply } from '@tableside/domain/reviews';
import type { TReplyMetrics } from '@tableside/domain/schemas/analytics';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../hooks/use-lang.ts';
import { formatNumber } from '../format.ts';

/** How quickly and how often guests get an answer. */
export function ReplyCards({ replies }: { replies: TReplyMetrics }) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const items = [
    ['replyRate', `${formatNumber(replies.replyRate, lang, 1)} %`],
    [
      'medianHoursToReply',
      replies.medianHoursToReply === null
        ? '–'
        : t('analytics.hours', { value: formatNumber(replies.medianHoursToReply, lang, 1) }),
    ],
    ['posted', formatNumber(replies.posted, lang)],
    ['awaiting', formatNumber(awaitingReply(replies.byStatus), lang)],
  ] as const;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="reply-cards">
      {items.map(([key, value]) => (
        <li
          key={key}
          className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 className="text-sm font-medium text-slate-700 dark:text-slate-300">
            {t(`analytics.replies.${key}`)}
          </h2>
          <p className="text-2xl font-bold">{value}</p>
        </li>
      ))}
    </ul>
  );
}
