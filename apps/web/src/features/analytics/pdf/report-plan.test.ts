import { readFileSync } from 'node:fs';
import i18next, { type TFunction } from 'i18next';
import { PDFDocument } from 'pdf-lib';
import type { TReportQuote } from '@tableside/domain/schemas/analytics';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfTextPages } from '../../../../e2e/support/pdf-text.ts';
import en from '../../../locales/en/dashboard.json' with { type: 'json' };
import fr from '../../../locales/fr/dashboard.json' with { type: 'json' };
import { buildReportPdf } from '../report-pdf.ts';
import { embedReportFonts, type FontFiles, type ReportFonts } from './fonts.ts';
import { BOTTOM, MARGIN, PAGE, type DrawingPlan, type TextOp } from './plan.ts';
import { reportPlan } from './report-plan.ts';
import { QUOTES, staffReport, summaryReport } from './test-reports.ts';

const file = (name: string) => {
  const bytes = readFileSync(new URL(`./fonts/${name}`, import.meta.url));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
};
const files: FontFiles = { regular: file('NotoSans-Regular.ttf'), bold: file('NotoSans-Bold.ttf') };
const t: Record<'en' | 'fr', TFunction> = {} as never;
let fonts: ReportFonts;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({ resources: { en: { dashboard: en }, fr: { dashboard: fr } } });
  t.en = i18n.getFixedT('en', 'dashboard');
  t.fr = i18n.getFixedT('fr', 'dashboard');
  fonts = await embedReportFonts(await PDFDocument.create(), files);
});

const context = (lang: 'en' | 'fr') => ({ t: t[lang], lang, restaurantName: 'Chez Łukasz' });
const texts = (plan: DrawingPlan) =>
  plan.pages.map((p) => p.ops.filter((op): op is TextOp => op.kind === 'text'));
const words = (plan: DrawingPlan) => texts(plan).map((page) => page.map((op) => op.text));

/** No text leaves the page's margins, and only the footer is drawn in its band. */
function expectInside(plan: DrawingPlan) {
  texts(plan).forEach((page, i) => {
    for (const op of page) {
      const right = op.x + fonts.measure(op.text, op.size, op.bold);
      expect(op.x, op.text).toBeGreaterThanOrEqual(MARGIN);
      expect(right, `${op.text} on page ${i + 1}`).toBeLessThanOrEqual(PAGE.width - MARGIN + 0.01);
      expect(op.y, op.text).toBeLessThan(PAGE.height);
      const footer = op.y < BOTTOM;
      if (footer) expect(op.size, `${op.text} in the footer band`).toBe(8);
    }
    expect(page.filter((op) => op.y < BOTTOM)).toHaveLength(2);
  });
}

describe('the printed summary report', () => {
  it('ends with the review requests of the period when the report has them', () => {
    const figures = { sent: 8, clicked: 4, converted: 2, click_rate: 50, conversion_rate: 25 };
    const report = summaryReport();
    const data = {
      ...report.data,
      review_requests: {
        startDate: '2026-03-01',
        endDate: '2026-03-15',
        total: figures,
        locations: [],
      },
    };
    for (const [lang, heading, sent] of [
      ['en', 'Review requests', 'Requests sent'],
      ['fr', 'Demandes d’avis', 'Demandes envoyées'],
    ] as const) {
      const plan = reportPlan({ ...report, data }, context(lang), fonts.measure);
      const all = words(plan).flat();
      expect(all).toContain(heading);
      expect(all).toContain(sent);
      expect(all.some((w) => w.startsWith('2 · 25'))).toBe(true);
      expectInside(plan);
    }
    const without = words(reportPlan(report, context('en'), fonts.measure)).flat();
    expect(without).not.toContain('Requests sent');
  });

  it('opens with a header band, then the figures, charts and quotes, in English', () => {
    const plan = reportPlan(summaryReport(), context('en'), fonts.measure);
    const [first = []] = words(plan);
    expect(first.slice(0, 5)).toEqual([
      'Chez Łukasz',
      'Reviews summary',
      'Period: March 1, 2026 – March 15, 2026',
      'Location: All locations',
      'Compared with February 14, 2026 – February 28, 2026',
    ]);
    // Tiles: label, figure, change, comparison.
    expect(first.slice(5, 9)).toEqual(['Total reviews', '41', '+95.2%', 'before: 21']);
    expect(first).toContain('Average rating');
    expect(first).toContain('Reply rate');
    for (const title of ['Sentiment of reviews', 'Ratings', 'Reviews by source', 'By location']) {
      expect(first).toContain(title);
    }
    expect(first).toContain('CSV import');
    expect(first).toContain('Đặng Bistro');
    expect(first).toContain('21 reviews · rating 4.2');
    const all = words(plan).flat();

    expect(all).toContain('What guests praised');
    expect(all).toContain('“Ζωή and Łukasz made our evening: the onion soup was perfect.”');
    expect(all).toContain('Mar 4, 2026 · Google · Đặng Bistro');
    expect(words(plan).map((page) => page.at(-1))).toEqual(
      plan.pages.map((_, i) => `Page ${i + 1} of ${plan.pages.length}`),
    );
    expect(plan.pages.flatMap((p) => p.ops).filter((op) => op.kind === 'stars')).toEqual([
      expect.objectContaining({ rating: 5 }),
      expect.objectContaining({ rating: 1 }),
    ]);
    expectInside(plan);
  });

  it('prints the time to first reply per location and per person, in English and French', () => {
    const report = summaryReport(undefined, QUOTES, true);
    const en = words(reportPlan(report, context('en'), fonts.measure)).flat();
    expect(en).toContain('Time to first reply');
    expect(en).toContain('median 5.5 h · 75.0 % within target');
    expect(en).toContain('Ζωή Admin');
    expect(en).toContain('Automatic or on the platform');
    expect(en).toContain('median 30.0 h · 40.0 % within target');
    const plan = reportPlan(report, context('fr'), fonts.measure);
    const fr = words(plan).flat();
    expect(fr).toContain('Délai de première réponse');
    expect(fr).toContain('Automatique ou sur la plateforme');
    expect(fr).toContain('médiane 5,5 h · 75,0 % dans les délais');
    expectInside(plan);
    // A report stored before the figures existed prints without them.
    expect(words(reportPlan(summaryReport(), context('en'), fonts.measure)).flat()).not.toContain(
      'Time to first reply',
    );
  });

  it('wraps a long quote and breaks a long report over pages, each with its footer', () => {
    const many = Array.from({ length: 70 }, (_, i) => `Établissement Иван ${i + 1}`);
    const plan = reportPlan(summaryReport(many), context('fr'), fonts.measure);
    expect(plan.pages.length).toBeGreaterThanOrEqual(3);
    expectInside(plan);
    const all = words(plan).flat();
    expect(all.filter((w) => w.startsWith('Établissement Иван'))).toHaveLength(70);
    expect(all).toContain('Ce que les clients ont regretté');
    const complaint = all.filter((w) => /forgot|waited|mains/.test(w));
    expect(complaint.length).toBeGreaterThan(2);
    expect(complaint[0]?.startsWith('«\u00a0Иван forgot our order.')).toBe(true);
    expect(words(plan)[0]?.at(-1)).toBe(`Page 1 sur ${plan.pages.length}`);
    expect(words(plan)[0]).toContain('Période : 1er mars 2026 – 15 mars 2026');
    expect(words(plan)[0]).toContain('avant : 3\u202f115');
    expect(words(plan)[0]).toContain(
      t.fr('analytics.change.percent', { value: '71,0' }).replace(/^/, 'avant : '),
    );
    expect(words(plan)[0]).toContain('+1,0 points');
  });

  it('keeps a section title with its first quote and names it again on the next page', () => {
    const long = (n: number) => ({
      ...(QUOTES.praise[0] as TReportQuote),
      text: `Quote ${n}: ${'The tarte au sucre was worth the trip alone. '.repeat(8)}`,
    });
    const quotes = { praise: [1, 2, 3, 4].map(long), complaints: [] };
    const plan = reportPlan(summaryReport(undefined, quotes), context('en'), fonts.measure);
    expectInside(plan);
    const pages = words(plan);
    const next = pages.findIndex((page) => page.includes('What guests praised (continued)'));
    expect(next).toBeGreaterThan(0);
    // On its new page the title comes first, before the quote it names.
    expect(pages[next]?.[0]).toBe('What guests praised (continued)');
    expect(pages[next]?.[1]).toMatch(/^Mar 4, 2026/);
    const first = pages.findIndex((page) => page.includes('What guests praised'));
    expect(pages[first]?.at(pages[first].indexOf('What guests praised') + 2)).toMatch(/^“Quote 1/);
    expect(pages.flat().filter((text) => /^“Quote \d/.test(text))).toHaveLength(4);
    expect(pages.flat()).not.toContain('What guests complained about');
  });

  it('prints a report stored before quotes existed, without their sections', () => {
    const plan = reportPlan(summaryReport(undefined, null), context('en'), fonts.measure);
    expect(words(plan).flat()).not.toContain('What guests praised');
    expect(plan.pages).toHaveLength(1);
    expectInside(plan);
  });
});

describe('the printed mention report', () => {
  it('ranks the staff with their mentions, the comparison and the sentiment, in French', () => {
    const plan = reportPlan(staffReport(), context('fr'), fonts.measure);
    const all = words(plan).flat();
    expect(all).toContain('Mentions du personnel');
    const rows = all.filter((w) => /\(Serveur|Chef|Barista\)$/.test(w));
    expect(rows).toEqual(['Иван Петров (Serveur)', 'Łukasz (Chef)', 'Ζωή (Barista)']);
    expect(all).toContain('10 mentions (avant : 8) · ressenti +0,80');
    expect(all).toContain('1 mention (avant : 0) · ressenti +1,00');
    expect(all).toContain('Positives');
    // The sentiment score moved from 0.33 to 0.60: its change keeps both decimals.
    expect(all).toContain('+0,27');
    expectInside(plan);
  });
});

describe('the PDF itself', () => {
  it(
    'has the plan’s pages and reads back every character, Polish, Greek, Vietnamese, Cyrillic',
    { timeout: 30_000 },
    async () => {
      const report = summaryReport();
      const plan = reportPlan(report, context('en'), fonts.measure);
      const pdf = await buildReportPdf(report, context('en'), files);
      expect((await PDFDocument.load(pdf)).getPageCount()).toBe(plan.pages.length);
      expect(await pdfTextPages(pdf)).toEqual(words(plan));
      expect(pdf.length).toBeLessThan(150_000);
      expect(words(plan).flat().join(' ')).toContain(QUOTES.complaints[0]?.text.slice(0, 20));
    },
  );
});
