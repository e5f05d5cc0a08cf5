import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Response } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { ADMIN } from './support/demo-users.ts';
import { pdfFileTextPages } from './support/pdf-text.ts';
import { openGraphs } from './support/graphs.ts';
import { signIn } from './support/session.ts';

type Metrics = {
  startDate: string;
  endDate: string;
  totalReviews: number;
  averageRating: number | null;
  comparison: { startDate: string; totalReviews: number };
};

/** The next metrics answer whose query passes `accept`. */
function nextMetrics(
  page: Page,
  accept: (query: URLSearchParams) => boolean = () => true,
): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return /\/review\/metrics$/.test(url.pathname) && accept(url.searchParams);
  });
}

async function metricsOf(response: Response): Promise<Metrics> {
  expect(response.status(), response.url()).toBe(200);
  return ((await response.json()) as { data: Metrics }).data;
}

const figure = (page: Pick<Page, 'getByTestId'>, key: string) =>
  page.getByTestId(`metric-${key}`).getByTestId('metric-value');

async function bothThemes(page: Page, label: string) {
  await expectNoViolations(page, `${label} light`);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectNoViolations(page, `${label} dark`);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test.describe('analytics', () => {
  test('home shows the demo figures of the last 30 days and follows the date filter', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    const first = nextMetrics(page);
    await page.goto('/en/dashboard/home');
    const metrics = await metricsOf(await first);
    expect(metrics.totalReviews).toBeGreaterThan(0);
    await expect(figure(page, 'totalReviews')).toHaveText(
      metrics.totalReviews.toLocaleString('en-US'),
    );
    await expect(figure(page, 'averageRating')).toHaveText(
      (metrics.averageRating as number).toFixed(1),
    );
    await expect(page.getByTestId('latest-reviews').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('analytics-ranges')).toContainText('compared with');
    await bothThemes(page, 'home');

    const week = nextMetrics(page, (q) => q.get('startDate') !== metrics.startDate);
    await page.getByTestId('analytics-preset').selectOption('last_7_days');
    const weekly = await metricsOf(await week);
    expect(weekly.totalReviews).toBeLessThan(metrics.totalReviews);
    await expect(figure(page, 'totalReviews')).toHaveText(
      weekly.totalReviews.toLocaleString('en-US'),
    );

    // A custom range in the wrong order shows the message and keeps the figures.
    await page.getByTestId('analytics-preset').selectOption('custom');
    await page.getByTestId('analytics-start').fill('2026-03-20');
    await page.getByTestId('analytics-end').fill('2026-03-01');
    await expect(page.getByRole('alert')).toContainText('start on or before the end');
    await expect(figure(page, 'totalReviews')).not.toHaveText('');

    // A custom range compared with dates of the user's own choosing.
    const yearStart = `${metrics.comparison.startDate.slice(0, 4)}-01-01`;
    const custom = nextMetrics(page, (q) => q.get('compareStartDate') === yearStart);
    await page.getByTestId('analytics-start').fill(metrics.startDate);
    await page.getByTestId('analytics-end').fill(metrics.endDate);
    await page.getByTestId('analytics-own-comparison').check();
    await page.getByTestId('analytics-compare-start').fill(yearStart);
    const compared = await metricsOf(await custom);
    // The same range; other journeys may add reviews to it meanwhile (the webhook, imports).
    expect(compared.totalReviews).toBeGreaterThanOrEqual(metrics.totalReviews);
    expect(compared.comparison.totalReviews).toBeGreaterThanOrEqual(
      metrics.comparison.totalReviews,
    );
  });

  test('trends compare the last 7 days with the 7 before, per location', async ({ page }) => {
    await signIn(page, ADMIN);
    const first = nextMetrics(page);
    const locationPage = (accept: (q: URLSearchParams) => boolean = () => true) =>
      page.waitForResponse((r) => {
        const url = new URL(r.url());
        return /\/review\/metrics\/locations$/.test(url.pathname) && accept(url.searchParams);
      });
    const firstPage = locationPage();
    await page.goto('/en/dashboard/trends');
    const metrics = await metricsOf(await first);
    expect(metrics.comparison.startDate < metrics.startDate).toBe(true);
    await expect(page.getByTestId('analytics-preset')).toHaveValue(
      'last_7_days_vs_previous_7_days',
    );
    // The locations come a page at a time from their own call, most reviews first.
    const listed = (await (await firstPage).json()) as { data: { total: number } };
    const rows = page.getByTestId('location-table').locator('tbody tr');
    await expect(rows).toHaveCount(Math.min(listed.data.total, 20));
    const byName = locationPage((q) => q.get('sort') === 'name' && q.get('order') === 'asc');
    await page.getByRole('button', { name: 'Sort by Location' }).click();
    expect((await byName).status()).toBe(200);
    const names = await rows.getByRole('rowheader').allInnerTexts();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const searched = locationPage((q) => q.get('search') === names[0]);
    await page.getByRole('searchbox', { name: 'Search locations' }).fill(names[0] ?? '');
    expect((await searched).status()).toBe(200);
    await expect(rows.first().getByRole('rowheader')).toHaveText(names[0] ?? '');
    await page.getByRole('searchbox', { name: 'Search locations' }).fill('');
    await expect(figure(page, 'totalReviews')).toHaveText(
      metrics.totalReviews.toLocaleString('en-US'),
    );
    await bothThemes(page, 'trends');
  });

  test('graphs draw the charts with a table for each', async ({ page }) => {
    await signIn(page, ADMIN);
    const replies = page.waitForResponse((r) => /\/metrics\/replies\?/.test(r.url()));
    await openGraphs(page, 'en');
    // "Awaiting a reply" counts every review without a posted reply, not only untouched ones.
    const counts = (
      (await (await replies).json()) as { data: { totalReviews: number; posted: number } }
    ).data;
    await expect(page.getByTestId('reply-cards').getByRole('listitem').nth(3)).toContainText(
      (counts.totalReviews - counts.posted).toLocaleString('en-US'),
    );
    for (const chart of ['chart-rating', 'chart-sources', 'chart-distribution']) {
      await expect(page.getByTestId(chart).locator('svg.recharts-surface').first()).toBeVisible();
    }
    await page.getByTestId('chart-sources').getByText('Show the figures as a table').click();
    await expect(page.getByTestId('chart-sources').locator('table tbody tr').first()).toBeVisible();
    // Platforms by name, never by key.
    const columns = page.getByTestId('chart-sources').locator('table thead');
    await expect(columns).toContainText('Google');
    await expect(columns).not.toContainText(/\b(google|yelp|tripadvisor)\b/);
    await expect(page.getByTestId('reply-cards')).toContainText('Reply rate');
    await bothThemes(page, 'graphs');
  });

  test('a report is generated, exported as CSV and PDF with the API totals, and deleted', async ({
    page,
  }) => {
    const pdfChunks: string[] = [];
    page.on('response', (r) => {
      if (/\/assets\/pdf-[^/]*\.js$/.test(new URL(r.url()).pathname)) pdfChunks.push(r.url());
    });
    await signIn(page, ADMIN);
    await page.goto('/en/dashboard/reports');
    await expect(page.getByTestId('screen-reports')).toBeVisible();
    const created = page.waitForResponse((r) => r.url().endsWith('/report/summary'));
    await page.getByTestId('report-generate').click();
    const report = (
      (await (await created).json()) as {
        data: { data: { metrics: Metrics; quotes?: { praise: { text: string }[] } } };
      }
    ).data;
    const total = report.data.metrics.totalReviews;
    const view = page.getByTestId('report-view');
    await expect(view).toBeVisible();
    await expect(figure(view, 'totalReviews')).toHaveText(total.toLocaleString('en-US'));
    await bothThemes(page, 'reports');

    // The totals of the export match what the metrics endpoint answers for the same days.
    const api = await page.request.get(
      `/v1/location/all/review/metrics?startDate=${report.data.metrics.startDate}&endDate=${report.data.metrics.endDate}`,
      { headers: { authorization: `Bearer ${await accessToken(page)}` } },
    );
    expect(((await api.json()) as { data: Metrics }).data.totalReviews).toBe(total);

    const csvDownload = page.waitForEvent('download');
    await view.getByTestId('report-csv').click();
    const csv = readFileSync((await (await csvDownload).path()) as string, 'utf8');
    expect(csv).toContain(`\r\nTotal reviews,${total},`);

    // The PDF library is fetched when a PDF is asked for, not with the screen.
    expect(pdfChunks).toEqual([]);
    const pdfDownload = page.waitForEvent('download');
    await view.getByTestId('report-pdf').click();
    const pdfPath = (await (await pdfDownload).path()) as string;
    expect(readFileSync(pdfPath, 'latin1').startsWith('%PDF-')).toBe(true);
    expect(pdfChunks).toHaveLength(1);
    // The text is drawn in the embedded font and read back through its Unicode map.
    const pages = await pdfFileTextPages(pdfPath);
    const [printed = []] = pages;
    // Whose report, which kind, which days and where come first, in the header band.
    expect(printed[1]).toBe('Reviews summary');
    expect(printed[2]).toMatch(/^Period: \w+ \d+, \d{4} /);
    expect(printed[3]).toMatch(/^Location: /);
    // Then the figures: each tile's label, the figure, its change and the comparison.
    expect(printed[printed.indexOf('Total reviews') + 1]).toBe(total.toLocaleString('en-US'));
    expect(printed).toEqual(expect.arrayContaining(['Sentiment of reviews', 'Reviews by source']));
    expect(pages.map((p) => p.at(-1))).toEqual(
      pages.map((_, i) => `Page ${i + 1} of ${pages.length}`),
    );
    // The period's best-rated words are quoted whole.
    const praise = report.data.quotes?.praise[0];
    expect(praise).toBeDefined();
    expect(pages.flat().join(' ')).toContain(`“${praise?.text}”`);

    // The French file speaks French, splits on semicolons and starts with Excel's UTF-8 mark.
    await page.goto('/fr/dashboard/reports');
    const frCsv = page.waitForEvent('download');
    await page
      .getByTestId('report-list')
      .locator('tbody tr')
      .filter({ hasText: 'Synthèse des avis' })
      .first()
      .getByRole('button', { name: 'CSV', exact: true })
      .click();
    const french = readFileSync((await (await frCsv).path()) as string, 'utf8');
    expect(french.split('\r\n')[0]).toBe('\uFEFFRapport;Synthèse des avis');
    expect(french).toContain(`\r\nAvis au total;${total};`);
    const frPdf = page.waitForEvent('download');
    await page
      .getByTestId('report-list')
      .locator('tbody tr')
      .filter({ hasText: 'Synthèse des avis' })
      .first()
      .getByRole('button', { name: 'PDF', exact: true })
      .click();
    const frPages = await pdfFileTextPages((await (await frPdf).path()) as string);
    const [frFirst = []] = frPages;
    expect(frFirst[1]).toBe('Synthèse des avis');
    expect(frFirst[2]).toMatch(/^Période : \d+(er)? \S+ \d{4} /);
    expect(frFirst[frFirst.indexOf('Avis au total') + 1]).toBe(
      total.toLocaleString('fr-FR').replace(/\s/g, '\u202f'),
    );
    expect(frPages.at(-1)?.at(-1)).toBe(`Page ${frPages.length} sur ${frPages.length}`);

    await page.goto('/en/dashboard/reports');
    const rows = page.getByTestId('report-list').locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    await rows
      .first()
      .getByRole('button', { name: /^Delete the report/ })
      .click();
    await expect(rows).toHaveCount(before - 1);
  });

  test('a PDF that cannot be made says so, in French', async ({ page }) => {
    // The library and its font arrive only when a PDF is asked for: a lost connection then.
    await page.route(/\/assets\/(pdf-[^/]*\.js|[^/]*\.ttf)$/, (route) => route.abort());
    await signIn(page, ADMIN);
    await page.goto('/fr/dashboard/reports');
    await page.getByTestId('report-generate').click();
    const view = page.getByTestId('report-view');
    await view.getByTestId('report-pdf').click();
    await expect(view.getByTestId('report-pdf-failed')).toHaveText(
      'Le PDF n’a pas pu être créé. Vérifiez votre connexion et réessayez.',
    );
    await expect(view.getByTestId('report-pdf')).toBeEnabled();
  });

  test('the screens speak French with French dates', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/fr/dashboard/home');
    await expect(page.getByTestId('metric-totalReviews')).toContainText('Avis au total');
    await expect(page.getByTestId('analytics-ranges')).toContainText('comparé à');
    await expect(page.getByTestId('analytics-ranges')).toHaveText(/\d{2} \S+ \d{4}/);
    await page.goto('/fr/dashboard/trends');
    await expect(page.getByTestId('location-table')).toContainText('Établissement');
    await openGraphs(page, 'fr');
    await expect(page.getByTestId('chart-rating')).toContainText('Note au fil du temps');
    await page.goto('/fr/dashboard/reports');
    await expect(page.getByTestId('report-generate')).toHaveText('Générer le rapport');
    await bothThemes(page, 'reports fr');
  });
});

/** A fresh access token for direct API calls from the test, through the refresh cookie. */
async function accessToken(page: Page): Promise<string> {
  const response = await page.request.post('/v1/auth/refresh');
  return ((await response.json()) as { access_token: string }).access_token;
}
