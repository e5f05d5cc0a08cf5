import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { ADMIN } from './support/demo-users.ts';
import { englishOnPage } from './support/english-detector.ts';
import { pdfFileTextPages } from './support/pdf-text.ts';
import { openGraphs } from './support/graphs.ts';
import { signIn } from './support/session.ts';

type Counts = { mentions: number; sentimentScore: number };
type Trends = {
  kind: string;
  current: { startDate: string; endDate: string };
  comparison: { startDate: string; endDate: string };
  totals: { current: Counts; comparison: Counts };
  items: {
    key: string;
    name: string;
    current: Counts;
    comparison: Counts;
    change: number | null;
  }[];
};

/** The next trends answer of a kind whose query passes `accept`. */
function nextTrends(
  page: Page,
  kind: string,
  accept: (query: URLSearchParams) => boolean = () => true,
): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname.endsWith(`/trends/${kind}`) && accept(url.searchParams);
  });
}

async function trendsOf(response: Response): Promise<Trends> {
  expect(response.status(), response.url()).toBe(200);
  return ((await response.json()) as { data: Trends }).data;
}

const LOCALES = { en: 'en-US', fr: 'fr-FR' } as const;

/** Every row of a trends section shows the API's item, in order, with the API's figures. */
async function expectRowsMatch(section: Locator, trends: Trends, lang: keyof typeof LOCALES) {
  const rows = section.getByTestId('trend-row');
  await expect(rows).toHaveCount(trends.items.length);
  const number = (n: number) => n.toLocaleString(LOCALES[lang]);
  for (const [i, item] of trends.items.entries()) {
    const row = rows.nth(i);
    await expect(row).toHaveAttribute('data-key', item.key);
    await expect(row.getByRole('rowheader')).toHaveText(item.name);
    await expect(row.getByTestId('trend-mentions')).toHaveText(number(item.current.mentions));
    await expect(row.getByTestId('trend-before')).toHaveText(number(item.comparison.mentions));
  }
  await expect(section.getByTestId('trend-totals')).toContainText(
    number(trends.totals.current.mentions),
  );
}

async function bothThemes(page: Page, label: string) {
  await expectNoViolations(page, `${label} light`);
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  await expectNoViolations(page, `${label} dark`);
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test.describe('staff and menu trends', () => {
  test('trends show staff and menu, current against comparison, as the API answers', async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    const staffFirst = nextTrends(page, 'staff');
    const menuFirst = nextTrends(page, 'menu');
    await page.goto('/en/dashboard/trends');
    const staff = await trendsOf(await staffFirst);
    const menu = await trendsOf(await menuFirst);
    // The trends area opens on the last 7 days against the 7 before
    // (docs/product/analytics.md#default-ranges).
    expect(staff.comparison.endDate < staff.current.startDate).toBe(true);
    await expectRowsMatch(page.getByTestId('trend-staff'), staff, 'en');
    await expectRowsMatch(page.getByTestId('trend-menu'), menu, 'en');
    await expect(page.getByTestId('trend-staff').getByRole('heading')).toHaveText('Staff mentions');

    // A month against the month before: the demo's analysed reviews name staff and dishes.
    const staffMonth = nextTrends(
      page,
      'staff',
      (q) => q.get('startDate') !== staff.current.startDate,
    );
    const menuMonth = nextTrends(
      page,
      'menu',
      (q) => q.get('startDate') !== menu.current.startDate,
    );
    await page.getByTestId('analytics-preset').selectOption('last_30_days_vs_previous_30_days');
    const staff30 = await trendsOf(await staffMonth);
    const menu30 = await trendsOf(await menuMonth);
    expect(staff30.items.length).toBeGreaterThan(0);
    expect(menu30.items.length).toBeGreaterThan(0);
    await expectRowsMatch(page.getByTestId('trend-staff'), staff30, 'en');
    await expectRowsMatch(page.getByTestId('trend-menu'), menu30, 'en');
    await bothThemes(page, 'trends');

    // An emptied comparison day says both ranges are needed, and the figures stay.
    await page.getByTestId('analytics-preset').selectOption('custom');
    await page.getByTestId('analytics-own-comparison').check();
    await page.getByTestId('analytics-compare-start').fill('');
    await expect(page.getByRole('alert')).toHaveText(
      'Both current and comparison date ranges are required',
    );
    await expect(page.getByTestId('trend-staff').getByTestId('trend-row')).toHaveCount(
      staff30.items.length,
    );
  });

  test('the trends, home and graphs speak French with the API’s figures', async ({ page }) => {
    await signIn(page, ADMIN);
    const staffFirst = nextTrends(page, 'staff');
    const menuFirst = nextTrends(page, 'menu');
    await page.goto('/fr/dashboard/trends');
    await trendsOf(await staffFirst);
    await trendsOf(await menuFirst);
    const staffMonth = nextTrends(page, 'staff', (q) => q.get('limit') === '10');
    const menuMonth = nextTrends(page, 'menu', (q) => q.get('limit') === '10');
    await page.getByTestId('analytics-preset').selectOption('last_30_days_vs_previous_30_days');
    const staff = await trendsOf(await staffMonth);
    const menu = await trendsOf(await menuMonth);
    await expectRowsMatch(page.getByTestId('trend-staff'), staff, 'fr');
    await expectRowsMatch(page.getByTestId('trend-menu'), menu, 'fr');
    await expect(page.getByTestId('trend-staff').getByRole('heading')).toHaveText(
      'Mentions du personnel',
    );
    await expect(page.getByTestId('trend-menu')).toContainText('Mentions avant');
    // Recharts titles its legend icons "… legend icon" inside the aria-hidden drawing.
    expect(await englishOnPage(page, ['icon']), 'trends').toEqual([]);
    await bothThemes(page, 'trends fr');

    // Home: the three most mentioned of each, for the home period.
    const homeStaff = nextTrends(page, 'staff', (q) => q.get('limit') === '3');
    const homeMenu = nextTrends(page, 'menu', (q) => q.get('limit') === '3');
    await page.goto('/fr/dashboard/home');
    const top = { staff: await trendsOf(await homeStaff), menu: await trendsOf(await homeMenu) };
    expect(top.menu.items.length).toBeGreaterThan(0);
    expect(top.menu.items.length).toBeLessThanOrEqual(3);
    await expectRowsMatch(page.getByTestId('trend-staff'), top.staff, 'fr');
    await expectRowsMatch(page.getByTestId('trend-menu'), top.menu, 'fr');

    // Graphs: sentiment by category, menu insights and staff performance, each with its table.
    await openGraphs(page, 'fr');
    for (const [chart, title] of [
      ['chart-categories', 'Ressenti par catégorie'],
      ['chart-menu', 'Analyses du menu'],
      ['chart-staff', 'Performance du personnel'],
    ]) {
      const figure = page.getByTestId(chart as string);
      await expect(figure).toContainText(title as string);
      await expect(figure.locator('svg.recharts-surface').first()).toBeVisible();
    }
    await page
      .getByTestId('chart-staff')
      .getByText('Afficher les chiffres sous forme de tableau')
      .click();
    await expect(page.getByTestId('chart-staff').locator('table tbody tr').first()).toBeVisible();
  });

  test('a staff report shows the trends and exports them with the API totals', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/en/dashboard/reports');
    await page.getByTestId('report-type').selectOption('staff');
    const created = page.waitForResponse((r) => r.url().endsWith('/report/staff'));
    await page.getByTestId('report-generate').click();
    const report = (
      (await (await created).json()) as {
        data: { start_date: string; end_date: string; data: { trends: Trends } };
      }
    ).data;
    const { trends } = report.data;
    expect(trends.items.length).toBeGreaterThan(0);
    const view = page.getByTestId('report-view');
    await expectRowsMatch(view, trends, 'en');

    // The same days asked of the trends endpoint give the same figures.
    const range = `startDate=${report.start_date}&endDate=${report.end_date}&compareStartDate=${trends.comparison.startDate}&compareEndDate=${trends.comparison.endDate}&limit=100`;
    const api = await page.request.get(`/v1/location/all/trends/staff?${range}`, {
      headers: { authorization: `Bearer ${await accessToken(page)}` },
    });
    const answered = ((await api.json()) as { data: Trends }).data;
    expect(answered.totals.current.mentions).toBe(trends.totals.current.mentions);
    expect(answered.items.map((i) => i.current.mentions)).toEqual(
      trends.items.map((i) => i.current.mentions),
    );

    const total = trends.totals.current.mentions;
    const csvDownload = page.waitForEvent('download');
    await view.getByTestId('report-csv').click();
    const csv = readFileSync((await (await csvDownload).path()) as string, 'utf8');
    expect(csv).toContain(`\r\nCurrent period,${total},`);
    const first = trends.items[0] as Trends['items'][number];
    expect(csv).toContain(`${first.name},`);

    const pdfDownload = page.waitForEvent('download');
    await view.getByTestId('report-pdf').click();
    const pdfPath = (await (await pdfDownload).path()) as string;
    expect(readFileSync(pdfPath, 'latin1').startsWith('%PDF-')).toBe(true);
    const printed = (await pdfFileTextPages(pdfPath)).flat();
    expect(printed[printed.indexOf('Mentions') + 1]).toBe(total.toLocaleString('en-US'));
    // The ranked chart names every staff member as the screen does, first the most mentioned.
    expect(printed.find((text) => text.startsWith(first.name))).toBeDefined();
    expect(printed).toContain('Staff mentions');
  });
});

/** A fresh access token for direct API calls from the test, through the refresh cookie. */
async function accessToken(page: Page): Promise<string> {
  const response = await page.request.post('/v1/auth/refresh');
  return ((await response.json()) as { access_token: string }).access_token;
}
