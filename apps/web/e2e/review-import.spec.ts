import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { csvDocument } from '@tableside/domain/csv';
import { expectNoViolations } from './support/axe.ts';
import { DEMO_PASSWORD, GROWTH_ADMIN } from './support/demo-users.ts';
import { pickLocation } from './support/location-picker.ts';
import { signIn } from './support/session.ts';

/**
 * The import journey works on a location of its own in the Growth restaurant, with reviews of
 * 2019 (history: no alerts, no drafts), and removes the location at the end, so the journeys
 * running beside it (alerts, inbox, analytics) see none of it.
 */
const ROWS = 10_000;
const BAD_ROWS = 37;

type Row = [rating: string, text: string, date: string];
const times = (n: number, row: Row): Row[] => Array.from({ length: n }, () => row);

/** 10,000 rows of 2019, of which exactly 37 are bad in the ways the import refuses. */
function generateCsv(stamp: string): string {
  const bad: Row[] = [
    ...times(8, ['0', 'Zero is not a rating', '2019-05-01']),
    ...times(6, ['6', 'Six is not either', '2019-05-02']),
    ...times(7, ['', 'A text without its rating', '2019-05-03']),
    ...times(5, ['', '', '2019-05-04']),
    ...times(7, ['4', 'A date nobody can read', 'last summer']),
    ...times(4, ['5', 'Written in the future', '2099-01-01']),
  ];
  if (bad.length !== BAD_ROWS) throw new Error('the journey needs exactly 37 bad rows');
  const badAt = new Map(bad.map((row, i) => [Math.floor(((i + 0.5) * ROWS) / BAD_ROWS), row]));
  const lines: string[][] = [['Date', 'Rating', 'Review', 'Author', 'Review ID']];
  for (let i = 0; i < ROWS; i += 1) {
    const [rating, text, date]: Row = badAt.get(i) ?? [
      String(3 + (i % 3)),
      `Imported review ${i} of journey ${stamp}, with "quotes", commas and an accent: crème brûlée`,
      `2019-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    ];
    lines.push([date, rating, text, `Guest ${i}`, `e2e-${stamp}-${i}`]);
  }
  return csvDocument(lines);
}

async function adminApi(request: APIRequestContext) {
  const login = await request.post('/v1/auth/login', {
    data: { username: GROWTH_ADMIN.email, password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${(await login.json()).access_token as string}` };
  const self = await request.get('/v1/restaurant/self', { headers });
  return { headers, restaurantId: (await self.json()).data.id as string };
}

test('an Admin imports 10,000 reviews, follows the progress and downloads the refused rows', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = `${Date.now()}`;
  const locationName = `Import journey ${stamp}`;
  const api = await adminApi(page.request);
  const created = await page.request.post('/v1/location', {
    headers: api.headers,
    data: { name: locationName, restaurant_id: api.restaurantId },
  });
  expect(created.status()).toBe(200);
  const locationId = (await created.json()).data.id as string;

  try {
    await signIn(page, GROWTH_ADMIN);
    await page.goto('/en/dashboard/administration');
    const panel = page.getByTestId('review-import');
    await expect(panel.getByRole('heading', { name: 'Import reviews' })).toBeVisible();
    await panel.getByTestId('import-file').setInputFiles({
      name: 'history-2019.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(generateCsv(stamp)),
    });

    // The columns are guessed from the headers; the journey picks the location.
    const mapping = panel.getByTestId('import-mapping');
    await expect(mapping).toContainText('history-2019.csv: 5 columns');
    await expect(panel.getByLabel('Rating (required)')).toHaveValue('1');
    await expect(panel.getByLabel('Date (required)')).toHaveValue('0');
    await expect(panel.getByLabel('Text', { exact: true })).toHaveValue('2');
    await expect(panel.getByLabel('Review ID')).toHaveValue('4');
    await pickLocation(page, panel, 'Location of the reviews', locationName);
    await expect(panel.getByTestId('import-preview-check')).toHaveCount(10);
    await expect(panel.getByTestId('import-preview-check').first()).toHaveText('Ready');
    await expectNoViolations(page, 'import mapping');

    await panel.getByTestId('import-start').click();
    const bar = panel.getByRole('progressbar', { name: 'Import progress' });
    await expect(bar).toBeVisible();
    const seen: number[] = [];
    await expect
      .poll(
        async () => {
          seen.push(Number(await bar.getAttribute('aria-valuenow')));
          return seen.at(-1);
        },
        { timeout: 180_000, intervals: [250] },
      )
      .toBe(100);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);

    const summary = panel.getByTestId('import-summary');
    await expect(summary.getByTestId('import-imported')).toHaveText('9,963');
    await expect(summary.getByTestId('import-duplicates')).toHaveText('0');
    await expect(summary.getByTestId('import-refused')).toHaveText('37');
    await expect(summary).toContainText('The rating is not a whole number from 1 to 5 (14)');
    await expectNoViolations(page, 'import summary');

    const downloading = page.waitForEvent('download');
    await summary.getByTestId('import-report').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('history-2019-refused.csv');
    const report = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(report[0]).toBe('line,code,reason,Date,Rating,Review,Author,Review ID');
    expect(report.slice(1)).toHaveLength(BAD_ROWS);
    expect(new Set(report.slice(1).map((line) => line.split(',')[1]))).toEqual(
      new Set(['bad_rating', 'rating_missing', 'empty_review', 'bad_date', 'date_in_future']),
    );

    // The reviews are in the inbox, under their location, in 2019.
    await page.goto('/en/dashboard/reviews');
    await page.getByTestId('location-switcher').click();
    // A plain menu, or the search of a long list while other journeys add Growth locations.
    await page
      .getByRole('menuitemradio', { name: locationName })
      .or(page.getByRole('list', { name: 'Locations' }).getByRole('button', { name: locationName }))
      .click();
    await page.getByTestId('date-preset').selectOption('custom');
    await page.getByLabel('From', { exact: true }).fill('2019-01-01');
    await page.getByLabel('To', { exact: true }).fill('2019-12-31');
    const table = page.getByRole('table', { name: 'Reviews' });
    await expect(table.getByText(`of journey ${stamp}`).first()).toBeVisible();
    await expect(page.getByTestId('reviews-count')).toHaveAttribute('data-count', '50');
  } finally {
    // A context of its own: page.request's connection has sat idle through the import, past the
    // server's keep-alive, and reusing it can meet a socket the server already closed.
    const removed = await request.delete(
      `/v1/location/${locationId}?confirm_name=${encodeURIComponent(locationName)}`,
      { headers: api.headers },
    );
    expect(removed.status()).toBe(200);
  }
});

test('a file over 50 MB is refused before it is sent', async ({ page }) => {
  await signIn(page, GROWTH_ADMIN);
  await page.goto('/fr/dashboard/administration');
  const panel = page.getByTestId('review-import');
  // Playwright passes a file this large by path only.
  const dir = await mkdtemp(join(tmpdir(), 'tableside-import-'));
  const path = join(dir, 'trop-gros.csv');
  await writeFile(path, Buffer.alloc(50 * 1024 * 1024 + 1, 'x'));
  try {
    await panel.getByTestId('import-file').setInputFiles(path);
    await expect(panel.getByTestId('import-error')).toHaveText(
      'Le fichier dépasse 50 Mo. Découpez-le en fichiers plus petits.',
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
