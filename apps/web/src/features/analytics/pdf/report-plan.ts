import { formatDay, formatRange } from '@tableside/domain/date-ranges';
import { isSummaryData, type MentionReportType } from '@tableside/domain/reports';
import type { TReport, TReportQuotes } from '@tableside/domain/schemas/analytics';
import { sourceName } from '../../../lib/source-name.ts';
import type { PrintContext } from './figures.ts';
import { drawHead } from './head.ts';
import { mentionBody } from './mention-plan.ts';
import { COLORS, PlanWriter, type DrawingPlan, type Measure } from './plan.ts';
import { drawQuotes } from './quotes.ts';
import { summaryBody } from './summary-plan.ts';

/** The report as a drawing plan in the reader's language: head, figures, charts, quotes, footer. */
export function reportPlan(report: TReport, context: PrintContext, measure: Measure): DrawingPlan {
  const { t, lang, restaurantName } = context;
  const w = new PlanWriter(measure);
  const title = t(`analytics.reports.types.${report.type}`);
  const comparison = isSummaryData(report.data)
    ? report.data.metrics.comparison
    : report.data.trends.comparison;
  drawHead(w, {
    restaurant: restaurantName,
    title,
    lines: [
      t('analytics.reports.pdfPeriod', {
        range: formatRange(
          { startDate: report.start_date, endDate: report.end_date },
          lang,
          'full',
        ),
      }),
      t('analytics.reports.pdfPlace', {
        name: report.location_name ?? t('analytics.reports.allLocations'),
      }),
      t('analytics.reports.comparedWith', { range: formatRange(comparison, lang, 'full') }),
    ],
  });
  if (isSummaryData(report.data)) summaryBody(w, report.data, context);
  else mentionBody(w, report.type as MentionReportType, report.data.trends, context);
  if (report.data.quotes) quoteSections(w, report.data.quotes, context);
  const generated = t('analytics.reports.generatedOn', {
    date: formatDay(report.created_at.slice(0, 10), lang, 'full'),
  });
  return w.footer([restaurantName, title, generated].filter(Boolean).join(' · '), (page, pages) =>
    t('analytics.reports.print.page', { page, pages }),
  );
}

function quoteSections(w: PlanWriter, quotes: TReportQuotes, { t, lang }: PrintContext): void {
  const printed = (list: TReportQuotes['praise']) =>
    list.map((q) => ({
      rating: q.rating,
      meta: [formatDay(q.date, lang, 'text'), sourceName(q.source, t), q.locationName].join(' · '),
      text: t('analytics.reports.print.quote', { text: q.text.trim() }),
    }));
  const titles = (key: 'praise' | 'complaints') => {
    const title = t(`analytics.reports.print.${key}`);
    return { title, continued: t('analytics.reports.print.continued', { title }) };
  };
  if (quotes.praise.length > 0) {
    drawQuotes(w, titles('praise'), printed(quotes.praise), COLORS.positive);
  }
  if (quotes.complaints.length > 0) {
    drawQuotes(w, titles('complaints'), printed(quotes.complaints), COLORS.negative);
  }
}
