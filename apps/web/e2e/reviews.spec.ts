import { googleCalls } from './support/google.ts';
import { expect, test, type Page, type Response } from '@playwright/test';
import { expectNoViolations, expectSettled } from './support/axe.ts';
import { ADMIN, MANAGER, type DemoUser } from './support/demo-users.ts';
import { signIn } from './support/session.ts';

type ListedReview = {
  id: string;
  location_name: string;
  rating: number;
  text: string;
  author_name: string | null;
};

const DEMO_LOCATIONS = ['Plateau', 'Vieux-Port', 'Mile End'];

/** The next answer of the reviews list call whose query passes `accept`. */
function nextList(
  page: Page,
  accept: (query: URLSearchParams, path: string) => boolean = () => true,
): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      response.request().method() === 'GET' &&
      /^\/v1\/location\/[^/]+\/review$/.test(url.pathname) &&
      accept(url.searchParams, url.pathname)
    );
  });
}

async function reviewsOf(response: Response): Promise<ListedReview[]> {
  expect(response.status(), response.url()).toBe(200);
  return ((await response.json()) as { data: ListedReview[] }).data;
}

/** Signs in and opens the reviews screen; resolves with the first page the server sent. */
async function openReviews(page: Page, user: DemoUser = ADMIN): Promise<Response> {
  await signIn(page, user);
  const firstPage = nextList(page, (query) => !query.has('cursor'));
  await page.goto('/en/dashboard/reviews');
  await expect(page.getByTestId('screen-reviews')).toBeVisible();
  const response = await firstPage;
  await expectSettled(page);
  return response;
}

const loadedCount = async (page: Page) =>
  Number(await page.getByTestId('reviews-count').getAttribute('data-count'));

async function scrollToEnd(page: Page) {
  await page
    .getByTestId('data-table-scroll')
    .evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
}

test.describe('the reviews inbox', () => {
  test('lists the reviews of all locations, newest first', async ({ page }) => {
    const response = await openReviews(page);
    const query = new URL(response.url()).searchParams;
    expect(new URL(response.url()).pathname).toBe('/v1/location/all/review');
    expect([query.get('sort'), query.get('order'), query.get('limit')]).toEqual([
      'date',
      'desc',
      '50',
    ]);
    // The default range is the last 30 days (docs/product/analytics.md#default-ranges).
    const start = Date.parse(query.get('startDate') ?? '');
    const end = Date.parse(query.get('endDate') ?? '');
    expect((end - start) / 86_400_000).toBe(29);

    await expect(page.getByText('Location: All Locations')).toBeVisible();
    const table = page.getByRole('table', { name: 'Reviews' });
    const dates = await table
      .getByTestId('review-date')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
    expect(dates.length).toBeGreaterThan(3);
    expect([...dates].sort().reverse()).toEqual(dates);

    // Judged on the whole first page the server sent: other journeys add fresh reviews to one
    // location at the same time, which can fill the few rows a virtualised table renders.
    const listed = new Set((await reviewsOf(response)).map((review) => review.location_name));
    expect(listed.size, 'reviews of several locations').toBeGreaterThan(1);
    const shown = await table.getByTestId('review-location').allTextContents();
    for (const name of [...listed, ...shown]) expect(DEMO_LOCATIONS).toContain(name);
  });

  test('filters to 1 and 2 stars', async ({ page }) => {
    await openReviews(page);
    const filtered = nextList(page, (query) => query.get('rating') === '1,2');
    await page.getByTestId('filter-rating').click();
    await page.getByRole('menuitemcheckbox', { name: '1 star', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: '2 stars', exact: true }).click();
    await page.keyboard.press('Escape');
    const reviews = await reviewsOf(await filtered);
    await expectSettled(page);

    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) expect(review.rating).toBeLessThanOrEqual(2);
    const ratings = await page
      .getByRole('table', { name: 'Reviews' })
      .getByTestId('review-rating')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute('data-rating'))));
    expect(ratings.length).toBeGreaterThan(0);
    for (const rating of ratings) expect(rating).toBeLessThanOrEqual(2);
    await expect(page.getByTestId('filter-rating')).toContainText('Rating: 2 stars, 1 star');
  });

  test('search narrows the list', async ({ page }) => {
    await openReviews(page);
    const before = await loadedCount(page);
    const searched = nextList(page, (query) => query.get('search') === 'poutine');
    await page.getByRole('searchbox', { name: 'Search reviews' }).fill('poutine');
    const reviews = await reviewsOf(await searched);
    await expectSettled(page);

    expect(reviews.length).toBeGreaterThan(0);
    expect(reviews.length).toBeLessThanOrEqual(before);
    for (const review of reviews) {
      expect(`${review.text} ${review.author_name ?? ''}`.toLowerCase()).toContain('poutine');
    }
    const texts = await page
      .getByRole('table', { name: 'Reviews' })
      .getByTestId('data-table-row')
      .allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.toLowerCase()).toContain('poutine');

    // Reset returns to the defaults (answered from the cache): no search, all reviews again.
    await page.getByTestId('filters-reset').click();
    await expect(page.getByRole('searchbox', { name: 'Search reviews' })).toHaveValue('');
    await expect.poll(() => loadedCount(page)).toBe(before);
    await expect(page.getByTestId('filters-reset')).toHaveCount(0);
  });

  test('scrolling near the end loads more than 50 reviews', async ({ page }) => {
    const first = (await (await openReviews(page)).json()) as {
      data: ListedReview[];
      next_cursor: string;
    };
    expect(await loadedCount(page)).toBe(50);
    // Only the rows in view are in the DOM, however many are loaded.
    expect(await page.getByTestId('data-table-row').count()).toBeLessThan(30);

    // The next page is asked for by the first page's cursor, and starts where it ended.
    const secondPage = nextList(page, (query) => query.get('cursor') === first.next_cursor);
    await scrollToEnd(page);
    const second = await reviewsOf(await secondPage);
    const firstIds = new Set(first.data.map((review) => review.id));
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((review) => firstIds.has(review.id))).toEqual([]);
    await expect.poll(() => loadedCount(page)).toBeGreaterThan(50);
    await expect(page.getByRole('table', { name: 'Reviews' })).not.toHaveAttribute(
      'aria-rowcount',
      '51',
    );
    expect(await page.getByTestId('data-table-row').count()).toBeLessThan(30);
  });

  test('switching location reloads the list', async ({ page }) => {
    await openReviews(page);
    const secondPage = nextList(page, (query) => query.has('cursor'));
    await scrollToEnd(page);
    await secondPage;
    await expect.poll(() => loadedCount(page)).toBeGreaterThan(50);

    const plateau = nextList(
      page,
      (query, path) => path !== '/v1/location/all/review' && !query.has('cursor'),
    );
    await page.getByTestId('location-switcher').click();
    await page.getByRole('menuitemradio', { name: 'Plateau' }).click();
    const reviews = await reviewsOf(await plateau);
    await expectSettled(page);

    for (const review of reviews) expect(review.location_name).toBe('Plateau');
    await expect(page.getByText('Location: Plateau')).toBeVisible();
    expect(await loadedCount(page)).toBe(reviews.length);
    expect(reviews.length).toBeLessThanOrEqual(50);
    // One location: the rows no longer name theirs.
    await expect(page.getByTestId('review-location')).toHaveCount(0);
  });

  test('a Manager sees only their location', async ({ page }) => {
    const response = await openReviews(page, MANAGER);
    expect(new URL(response.url()).pathname).not.toBe('/v1/location/all/review');
    const reviews = await reviewsOf(response);
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) expect(review.location_name).toBe('Plateau');
    await expect(page.getByTestId('review-location')).toHaveCount(0);

    await page.getByTestId('review-open').first().click();
    await expect(page.getByRole('dialog').getByTestId('review-location')).toHaveText('Plateau');
  });

  test('the detail panel keeps focus inside and gives it back', async ({ page }) => {
    await openReviews(page);
    const opener = page.getByTestId('review-open').first();
    const author = (await opener.textContent()) ?? '';
    await opener.focus();
    await page.keyboard.press('Enter');

    const sheet = page.getByRole('dialog', { name: `Review by ${author}` });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'History' })).toBeVisible();
    await expect(sheet.getByRole('textbox', { name: `Reply to ${author}` })).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('shows cards at 640px or narrower', async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 900 });
    await openReviews(page);
    await expect(page.getByRole('table', { name: 'Reviews' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Reviews' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('review_date:desc');

    await page.setViewportSize({ width: 641, height: 900 });
    await expect(page.getByRole('table', { name: 'Reviews' })).toBeVisible();
  });
});

test.describe('accessibility of the reviews screen', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the list, cards, filters, popover and detail panel in ${theme}`, async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await openReviews(page);
      await expectNoViolations(page, 'list');

      await page.getByTestId('filter-rating').click();
      await expectNoViolations(page, 'rating filter');
      await page.keyboard.press('Escape');

      await page.getByTestId('regenerate-open').first().click();
      await expect(page.getByTestId('regenerate-instructions')).toBeFocused();
      await expectNoViolations(page, 'regenerate popover');
      await page.keyboard.press('Escape');

      await page.getByRole('table').getByRole('checkbox').nth(1).check();
      await expect(page.getByTestId('bulk-bar')).toBeVisible();
      await expectNoViolations(page, 'bulk bar');

      await page.getByTestId('review-open').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByText('Loading...')).toHaveCount(0);
      await expectNoViolations(page, 'detail panel');
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 375, height: 812 });
      await expect(page.getByRole('list', { name: 'Reviews' })).toBeVisible();
      await expectNoViolations(page, 'cards');
    });
  }
});

/**
 * The reply lifecycle end to end (docs/product/reviews-and-replies.md#reply-lifecycle), against the
 * server's reply endpoints. Each journey takes its own source, so the two never pick the same
 * review.
 */
test.describe('reply actions', () => {
  async function filterTo(page: Page, source: 'Google' | 'Yelp', status: 'Draft') {
    const sourced = nextList(page, (query) => query.get('source') === source.toLowerCase());
    await page.getByTestId('filter-source').click();
    await page.getByRole('menuitemradio', { name: source }).click();
    await sourced;
    const drafts = nextList(page, (query) => query.get('status') === status.toLowerCase());
    await page.getByTestId('filter-status').click();
    await page.getByRole('menuitemradio', { name: status }).click();
    const reviews = await reviewsOf(await drafts);
    await expectSettled(page);
    expect(reviews.length, `${source} reviews with a draft`).toBeGreaterThan(1);
  }

  async function filterToLowRatings(page: Page) {
    const low = nextList(page, (query) => query.get('rating') === '1,2');
    await page.getByTestId('filter-rating').click();
    await page.getByRole('menuitemcheckbox', { name: '1 star', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: '2 stars', exact: true }).click();
    await page.keyboard.press('Escape');
    const reviews = await reviewsOf(await low);
    await expectSettled(page);
    return reviews;
  }

  // The Admin works on all locations but Plateau, the Manager on Plateau (their only one), so
  // the two journeys, which run side by side, never take the same review.
  const journeys = [
    { user: ADMIN, pick: (r: ListedReview) => r.location_name !== 'Plateau' },
    { user: MANAGER, pick: (r: ListedReview) => r.location_name === 'Plateau' },
  ];
  for (const { user, pick } of journeys) {
    test(`reply journey as ${user.role}: 1–2 stars, edit, regenerate with "mention our new patio" (left out, and said so), approve and post`, async ({
      page,
    }) => {
      await openReviews(page, user);
      await filterTo(page, 'Google', 'Draft');
      const low = (await filterToLowRatings(page)).filter(pick);
      expect(low.length, 'a 1–2 star Google draft to answer').toBeGreaterThan(0);
      const target = low[0] as ListedReview;
      await page
        .getByTestId('data-table-row')
        .filter({ hasText: target.text.slice(0, 40) })
        .first()
        .getByTestId('review-open')
        .click();
      const sheet = page.getByRole('dialog');
      const reply = sheet.getByTestId('reply-text');
      const status = sheet.getByTestId('reply-status').first();
      await expect(status).toHaveText('Draft');

      await reply.fill('Thank you for telling us, we are sorry and hope to see you again soon!');
      await sheet.getByTestId('reply-save').click();
      await expect(status).toHaveText('Edited');
      await expect(reply).toHaveValue(/hope to see you again soon/);

      await sheet.getByTestId('regenerate-open').click();
      await page.getByTestId('regenerate-instructions').fill('mention our new patio');
      await page.getByTestId('regenerate-submit').click();
      await expect(status).toHaveText('Regenerated', { timeout: 30_000 });
      // No promotion on 1–2 stars (docs/product/reviews-and-replies.md#verified-drafts): the
      // patio is left out of the reply, and the person who asked is told so.
      await expect(reply).not.toHaveValue(/patio|terrasse/i);
      await expect(sheet.getByTestId('reply-unfollowed-note')).toHaveText(
        /^“our new patio”: no promotion or offer on a complaint of 2 stars or fewer/,
      );

      await sheet.getByTestId('reply-approve').click();
      await expect(status).toHaveText('Approved');

      // The demo's Google locations are connected to the local Google server: the reply goes
      // out through Google's reply call and shows Posted once Google confirmed it.
      const approvedText = await reply.inputValue();
      await sheet.getByTestId('reply-post').click();
      await expect(status).toHaveText('Posted', { timeout: 30_000 });
      const puts = (await googleCalls()).filter((c) => c.method === 'PUT' && c.status === 200);
      expect(puts.filter((c) => c.body?.comment === approvedText)).toHaveLength(1);
      await expect(sheet.getByTestId('action-error')).toHaveCount(0);

      const history = sheet.getByTestId('history-event');
      // Each step once (the version, not also its audit line).
      await expect(history.filter({ hasText: /approved/i })).toHaveCount(1);
    });
  }

  test('Yelp replies: approved in bulk, then marked as posted by hand', async ({ page }) => {
    await openReviews(page);
    await filterTo(page, 'Yelp', 'Draft');
    const boxes = page.getByRole('table').getByRole('checkbox');
    await boxes.nth(1).check();
    await boxes.nth(2).check();
    await expect(page.getByTestId('bulk-bar')).toContainText('2 selected');
    await page.getByTestId('bulk-approve').click();
    await expect(page.getByTestId('bulk-result')).toHaveText('2 replies approved.');

    // Approved replies leave the Draft filter: look at them as approved ones.
    const approved = nextList(page, (query) => query.get('status') === 'approved');
    await page.getByTestId('filter-status').click();
    await page.getByRole('menuitemradio', { name: 'Approved' }).click();
    await approved;
    await expectSettled(page);
    const row = page.getByTestId('data-table-row').first();
    await expect(row.getByTestId('reply-copy-open')).toHaveText(/Copy and open on Yelp/);
    await expect(row.getByTestId('reply-post')).toHaveCount(0);
    const marked = page.waitForResponse((response) =>
      response.url().endsWith('/response/mark-posted'),
    );
    await row.getByTestId('reply-mark-posted').click();
    const answer = await marked;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { data: { status: string } }).data.status).toBe('posted');
    await expect(row.getByTestId('action-error')).toHaveCount(0);
  });
});
