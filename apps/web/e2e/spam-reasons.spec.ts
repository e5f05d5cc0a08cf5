import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoViolations, expectSettled } from './support/axe.ts';
import { ADMIN } from './support/demo-users.ts';
import { addReview } from './support/ingest.ts';
import { accessToken, signIn } from './support/session.ts';

/*
 * Why a review was flagged as spam (docs/product/review-understanding.md#signals): one names the
 * group's other location, one is about another business. The analysis reads them on arrival;
 * the inbox row and the detail panel say why, in the page's language.
 */
test.describe.configure({ mode: 'serial' });

const ELSEWHERE =
  'Heads up, this review is for the Mile End one: the host there forgot our booking (table 31).';
const BUSINESS =
  'Wrong place, sorry! This was meant for the sushi bar next door, the nigiri were warm (table 32).';

const CASES = [
  {
    lang: 'en',
    search: 'Search reviews',
    elsewhere: 'Flagged as spam · About another location: Mile End',
    business: 'Flagged as spam · About another business',
    detailTitle: 'Review by Maya',
  },
  {
    lang: 'fr',
    search: 'Rechercher dans les avis',
    elsewhere: 'Signalé comme indésirable · Concerne un autre établissement : Mile End',
    business: 'Signalé comme indésirable · Concerne un autre commerce',
    detailTitle: 'Avis de Maya',
  },
] as const;

const ids: Record<'elsewhere' | 'business', string> = { elsewhere: '', business: '' };

/** Waits until the analysis has flagged the review, through the inbox's own API. */
async function flagged(request: APIRequestContext, id: string) {
  const headers = { authorization: `Bearer ${await accessToken(request, ADMIN)}` };
  await expect
    .poll(async () => {
      const res = await request.get(`/v1/location/all/review/${id}`, { headers });
      return ((await res.json()) as { data: { spam: unknown } }).data.spam;
    })
    .not.toBeNull();
}

test.beforeAll(async ({ request }) => {
  ids.elsewhere = await addReview(request, { location: 'Plateau', rating: 3, text: ELSEWHERE });
  ids.business = await addReview(request, { location: 'Plateau', rating: 3, text: BUSINESS });
  await flagged(request, ids.elsewhere);
  await flagged(request, ids.business);
});

async function rowOf(page: Page, search: string, words: string) {
  await page.getByRole('searchbox', { name: search }).fill(words);
  const row = page.getByRole('row').filter({ hasText: words });
  await expect(row).toHaveCount(1);
  return row;
}

for (const c of CASES) {
  test(`a spam flag says why: another location or another business (${c.lang})`, async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto(`/${c.lang}/dashboard/reviews`);
    await expect(page.getByTestId('screen-reviews')).toBeVisible();

    const elsewhere = await rowOf(page, c.search, 'table 31');
    await expect(elsewhere.getByTestId('spam-reason')).toHaveText(c.elsewhere);
    // A guest's own review (the demo's held draft) carries no spam reason.
    const guest = await rowOf(page, c.search, 'sesame allergy');
    await expect(guest.getByTestId('hold-badge')).toBeVisible();
    await expect(guest.getByTestId('spam-reason')).toHaveCount(0);
    // A guest waits for an answer; spam gets no draft, so no clock either.
    await expect(guest.getByTestId('response-due')).toBeVisible();
    const business = await rowOf(page, c.search, 'table 32');
    await expect(business.getByTestId('spam-reason')).toHaveText(c.business);
    await expect(business.getByTestId('response-due')).toHaveCount(0);
    await expect(business.getByTestId('spam-reason')).toHaveAttribute(
      'data-kind',
      'wrong-restaurant',
    );
    await expectSettled(page);
    await expectNoViolations(page, `spam reason in the inbox (${c.lang})`);

    // The detail panel says it too.
    await business.getByTestId('review-open').click();
    const detail = page.getByRole('dialog', { name: c.detailTitle });
    await expect(detail.getByTestId('spam-reason')).toHaveText(c.business);
    await expectNoViolations(page, `spam reason in the detail panel (${c.lang})`);
  });
}
