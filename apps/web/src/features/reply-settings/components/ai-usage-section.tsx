import {
  AI_USAGE_PURPOSES,
  type TAiUsageFigures,
  type TAiUsageMonth,
  type TRestaurantAiUsage,
} from '@tableside/domain/schemas/ai-usage';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '../../../components/ui/simple-table.tsx';
import { useLang } from '../../../hooks/use-lang.ts';
import { formatCost, formatCount, formatMonth } from '../../../lib/format-usage.ts';
import { useAiUsage } from '../api/use-ai-usage.ts';

const tokensOf = (f: TAiUsageFigures) => f.prompt_tokens + f.completion_tokens;

/** One month: a row per purpose used, then the total. */
function MonthTable({
  month,
  usage,
  showCost,
  testId,
}: {
  month: TAiUsageMonth;
  usage: TRestaurantAiUsage;
  showCost: boolean;
  testId: string;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useLang();
  const title = formatMonth(month.month, lang);
  const columns = [
    t('replySettings.aiUsage.purpose'),
    t('replySettings.aiUsage.calls'),
    t('replySettings.aiUsage.tokens'),
    ...(showCost ? [t('replySettings.aiUsage.cost')] : []),
  ];
  const row = (key: string, label: string, f: TAiUsageFigures, total = false) => (
    <tr key={key} className={total ? 'font-semibold' : undefined} data-testid={`${testId}-${key}`}>
      <th scope="row" className="py-2 pr-3 text-left font-[inherit]">
        {label}
      </th>
      <td className="py-2 pr-3 tabular-nums">{formatCount(f.calls, lang)}</td>
      <td className={showCost ? 'py-2 pr-3 tabular-nums' : 'py-2 tabular-nums'}>
        {formatCount(tokensOf(f), lang)}
      </td>
      {showCost && (
        <td className="py-2 tabular-nums">{formatCost(f.cost_micros, usage.currency, lang)}</td>
      )}
    </tr>
  );
  const byPurpose = new Map(month.by_purpose.map((p) => [p.purpose, p]));
  return (
    <div className="min-w-0" data-testid={testId}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {month.total.calls === 0 ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {t('replySettings.aiUsage.none')}
        </p>
      ) : (
        <SimpleTable
          caption={t('replySettings.aiUsage.caption', { month: title })}
          columns={columns}
          className="mt-2 w-full text-left text-sm"
          headClassName="border-b border-slate-200 text-slate-700 dark:border-slate-700 dark:text-slate-300"
          headCellClassName="font-medium"
          bodyClassName="divide-y divide-slate-100 dark:divide-slate-800"
        >
          {AI_USAGE_PURPOSES.flatMap((purpose) => {
            const figures = byPurpose.get(purpose);
            return figures
              ? [row(purpose, t(`replySettings.aiUsage.purposes.${purpose}`), figures)]
              : [];
          })}
          {row('total', t('replySettings.aiUsage.total'), month.total, true)}
        </SimpleTable>
      )}
    </div>
  );
}

/**
 * What the language model used for the restaurant this month and last
 * (docs/product/reviews-and-replies.md#language-model-usage); read-only, and shown only when a
 * model is configured or has been used.
 */
export function AiUsageSection({ restaurantId }: { restaurantId: string }) {
  const { t } = useTranslation('dashboard');
  const { data: usage } = useAiUsage(restaurantId);
  if (!usage) return null;
  const months = [usage.this_month, usage.last_month];
  if (!usage.configured && months.every((m) => m.total.calls === 0)) return null;
  const showCost = usage.priced || months.some((m) => m.total.cost_micros > 0);
  return (
    <section
      aria-labelledby="ai-usage-heading"
      data-testid="ai-usage"
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id="ai-usage-heading" className="text-lg font-semibold">
        {t('replySettings.aiUsage.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t('replySettings.aiUsage.description')}
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <MonthTable
          month={usage.this_month}
          usage={usage}
          showCost={showCost}
          testId="ai-usage-this-month"
        />
        <MonthTable
          month={usage.last_month}
          usage={usage}
          showCost={showCost}
          testId="ai-usage-last-month"
        />
      </div>
      <p className="mt-4 text-xs text-slate-700 dark:text-slate-300">
        {t(showCost ? 'replySettings.aiUsage.noteCost' : 'replySettings.aiUsage.note')}
      </p>
    </section>
  );
}
