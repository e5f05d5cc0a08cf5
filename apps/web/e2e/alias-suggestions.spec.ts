import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { expectNoViolations, expectSettled } from './support/axe.ts';
import { ADMIN } from './support/demo-users.ts';
import { accessToken, signIn } from './support/session.ts';

// Alias suggestions on the menu screen (docs/product/review-understanding.md#teaching-the-analysis):
// guests name two invented dishes in words the menu does not spell; the Admin confirms one for
// one of two candidates and dismisses the other. Each language uses words of its own.
test.describe.configure({ mode: 'serial' });

const CASES = [
  {
    lang: 'en',
    word: 'velmora',
    other: 'brindleby',
    reviews: ['The velmora tart was a delight.', 'Loved the velmora tart, again!'],
    otherReviews: ['The brindleby ham was superb.', 'Our brindleby ham: perfect.'],
    alias: 'velmora tart',
    question: '“velmora tart” appeared 2 times — which dish is it?',
    single: '“brindleby ham” appeared 2 times — is it Brindleby glazed ham?',
    yes: 'Yes, add alias',
    no: 'Not this',
    examples: 'Show the 2 latest reviews',
  },
  {
    lang: 'fr',
    word: 'quillane',
    other: 'morvelle',
    reviews: ['La tarte quillane était délicieuse.', 'Encore la tarte quillane, parfaite !'],
    otherReviews: ['Le jambon morvelle était superbe.', 'Notre jambon morvelle : parfait.'],
    alias: 'tarte quillane',
    question: '« tarte quillane » est apparu 2 fois — de quel plat s’agit-il ?',
    single: '« jambon morvelle » est apparu 2 fois — est-ce Jambon morvelle glacé ?',
    yes: 'Oui, ajouter l’alias',
    no: 'Ce n’est pas ça',
    examples: 'Voir les 2 derniers avis',
  },
] as const;

const MENUS = {
  en: ['Velmora smoked tart', 'Velmora plum tart', 'Brindleby glazed ham'],
  fr: ['Tarte quillane fumée', 'Tarte quillane aux prunes', 'Jambon morvelle glacé'],
} as const;

type Admin = { headers: { authorization: string }; restaurantId: string; locationId: string };

async function asAdmin(request: APIRequestContext): Promise<Admin> {
  const headers = { authorization: `Bearer ${await accessToken(request, ADMIN)}` };
  const self = await request.get('/v1/restaurant/self', { headers });
  const locations = await request.get('/v1/location', { headers });
  const first = ((await locations.json()) as { data: { id: string }[] }).data.find(
    (l) => l.id !== 'all',
  );
  return {
    headers,
    restaurantId: ((await self.json()) as { data: { id: string } }).data.id,
    locationId: first!.id,
  };
}

/** Sends 5-star reviews as Zapier would: signed with the restaurant's ingestion secret. */
async function ingest(request: APIRequestContext, admin: Admin, texts: readonly string[]) {
  const created = await request.post(`/v1/restaurant/${admin.restaurantId}/ingest-secret`, {
    headers: admin.headers,
  });
  const secret = ((await created.json()) as { data: { secret: string } }).data.secret;
  const body = JSON.stringify({
    reviews: texts.map((text, i) => ({
      location_id: admin.locationId,
      source: 'google',
      external_id: `e2e-alias-${Date.now()}-${i}`,
      author_name: 'Noor',
      rating: 5,
      text,
      review_date: new Date(Date.now() - i * 60_000).toISOString(),
    })),
  });
  const ts = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex');
  const res = await request.post('/v1/ingest/reviews', {
    data: body,
    headers: {
      'content-type': 'application/json',
      'x-tableside-restaurant': admin.restaurantId,
      'x-tableside-timestamp': ts,
      'x-tableside-signature': `sha256=${signature}`,
    },
  });
  expect(res.status()).toBe(200);
}

/** Screenshots for a person to look at, only when asked for (E2E_SHOTS_DIR). */
const shot = async (target: Locator, name: string) => {
  if (process.env.E2E_SHOTS_DIR)
    await target.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/${name}.png` });
};

for (const c of CASES) {
  test(`an Admin confirms one suggested alias and dismisses another (${c.lang})`, async ({
    page,
  }) => {
    const admin = await asAdmin(page.request);
    for (const name of MENUS[c.lang]) {
      const res = await page.request.post('/v1/menu-item', {
        headers: admin.headers,
        data: { name, aliases: [] },
      });
      expect(res.status()).toBe(200);
    }
    await ingest(page.request, admin, [...c.reviews, ...c.otherReviews]);
    // The reviews are analysed by a job: wait until both phrases are suggested.
    await expect
      .poll(async () => {
        const res = await page.request.get('/v1/menu-item/alias-suggestion', {
          headers: admin.headers,
        });
        const rows = ((await res.json()) as { data: { phrase: string }[] }).data;
        return rows.filter((r) => r.phrase.includes(c.word) || r.phrase.includes(c.other)).length;
      })
      .toBe(2);

    await signIn(page, ADMIN);
    await page.goto(`/${c.lang}/dashboard/menu`);
    const panel = page.getByTestId('alias-suggestions-menu');
    const ambiguous = panel.getByTestId('alias-suggestion').filter({ hasText: c.question });
    const single = panel.getByTestId('alias-suggestion').filter({ hasText: c.single });
    await expect(ambiguous).toBeVisible();
    await expect(single.getByRole('button', { name: c.no })).toBeVisible();
    await expect(single.getByRole('button', { name: c.yes })).toBeVisible();
    await ambiguous.getByText(c.examples).click();
    await expect(ambiguous.getByRole('listitem').filter({ hasText: c.reviews[0] })).toBeVisible();
    await expectSettled(page);
    await shot(panel, `alias-suggestions-${c.lang}-light`);
    await expectNoViolations(page, 'alias suggestions (light)');
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expectNoViolations(page, 'alias suggestions (dark)');
    await shot(panel, `alias-suggestions-${c.lang}-dark`);
    await page.evaluate(() => document.documentElement.classList.remove('dark'));

    // One click per candidate: the words become the chosen dish's alias and its reviews are read again.
    await ambiguous.getByRole('button', { name: MENUS[c.lang][0], exact: true }).click();
    await expect(ambiguous).toHaveCount(0);
    const row = page
      .getByTestId('menu-catalogue')
      .getByRole('row')
      .filter({ hasText: MENUS[c.lang][0] });
    await expect(row).toContainText(c.alias);
    const progress = await page.request.get('/v1/analysis/progress', { headers: admin.headers });
    expect(((await progress.json()) as { data: { reason: string } }).data.reason).toBe('menu');

    await single.getByRole('button', { name: c.no }).click();
    await expect(single).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('menu-catalogue')).toBeVisible();
    await expect(page.getByText(c.single)).toHaveCount(0);
    await expect(page.getByText(c.question)).toHaveCount(0);
  });
}

test('the suggestions fit a phone screen', async ({ page }) => {
  const admin = await asAdmin(page.request);
  await page.request.post('/v1/menu-item', {
    headers: admin.headers,
    data: { name: 'Crostini zanfrello', aliases: [] },
  });
  await ingest(page.request, admin, ['The zanfrello crostini!', 'Zanfrello crostini, yum.']);
  await expect
    .poll(async () => {
      const res = await page.request.get('/v1/menu-item/alias-suggestion', {
        headers: admin.headers,
      });
      return JSON.stringify((await res.json()) as unknown);
    })
    .toContain('zanfrello');
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, ADMIN);
  await page.goto('/en/dashboard/menu');
  const suggestion = page.getByTestId('alias-suggestion').filter({ hasText: 'zanfrello' });
  await expect(suggestion).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await shot(page.getByTestId('alias-suggestions-menu'), 'alias-suggestions-en-mobile');
});

const STAFF_CASES = [
  {
    lang: 'en',
    first: 'Ottoline',
    reviews: ['Ottoline made our evening.', 'Thanks to Ottoline for the wine tips!'],
    question: '“ottoline” appeared 2 times — who is it?',
  },
  {
    lang: 'fr',
    first: 'Ysoline',
    reviews: ['Ysoline a été adorable.', 'Merci à Ysoline pour ses conseils !'],
    question: '« ysoline » est apparu 2 fois — de qui s’agit-il ?',
  },
] as const;

for (const c of STAFF_CASES) {
  test(`an Admin tells which of two people guests meant (${c.lang})`, async ({ page }) => {
    const admin = await asAdmin(page.request);
    for (const last of ['Brask', 'Fenwick']) {
      const res = await page.request.post('/v1/staff-member', {
        headers: admin.headers,
        data: { name: `${c.first} ${last}`, role: 'server', aliases: [] },
      });
      expect(res.status()).toBe(200);
    }
    await ingest(page.request, admin, c.reviews);
    await expect
      .poll(async () => {
        const res = await page.request.get('/v1/staff-member/alias-suggestion', {
          headers: admin.headers,
        });
        return JSON.stringify((await res.json()) as unknown);
      })
      .toContain(c.first.toLowerCase());

    await signIn(page, ADMIN);
    await page.goto(`/${c.lang}/dashboard/staff/profiles`);
    const suggestion = page
      .getByTestId('alias-suggestions-staff')
      .getByTestId('alias-suggestion')
      .filter({ hasText: c.question });
    await suggestion.getByRole('button', { name: `${c.first} Fenwick`, exact: true }).click();
    await expect(suggestion).toHaveCount(0);
    await expect(
      page
        .getByTestId('staff-roster')
        .getByRole('row')
        .filter({ hasText: `${c.first} Fenwick` }),
    ).toContainText(c.first.toLowerCase());
  });
}

// People guests name who are not on the roster: one added to the team in one click, the other
// dismissed for good.
const NEWCOMER_CASES = [
  {
    lang: 'en',
    added: 'Wrenna',
    dismissed: 'Corvin',
    reviews: [
      'Our server Wrenna was lovely, thank you.',
      'Thanks to our server Wrenna for the wine tips.',
      'The bartender Corvin made a great negroni.',
      'Our bartender Corvin knows his cocktails.',
    ],
    // The roster's own words for the roles the guests said ("server", "bartender").
    roles: { Wrenna: 'server', Corvin: 'bartender' } as Record<string, string>,
    question: (name: string, role: string) => `Guests named “${name}”, ${role}, in 2 reviews at`,
    add: (name: string) => `Add ${name} to the team`,
    no: 'Not one of ours',
  },
  {
    lang: 'fr',
    added: 'Azilis',
    dismissed: 'Gwenvael',
    reviews: [
      'Notre serveuse Azilis était adorable.',
      'Merci à notre serveuse Azilis pour ses conseils.',
      'Le barman Gwenvael fait des cocktails parfaits.',
      'Merci au barman Gwenvael pour le négroni.',
    ],
    roles: { Azilis: 'server', Gwenvael: 'bartender' } as Record<string, string>,
    question: (name: string, role: string) =>
      `Des clients ont nommé « ${name} », ${role}, dans 2 avis à`,
    add: (name: string) => `Ajouter ${name} à l’équipe`,
    no: 'Ne travaille pas chez nous',
  },
] as const;

for (const c of NEWCOMER_CASES) {
  test(`an Admin adds a person guests name to the team and dismisses another (${c.lang})`, async ({
    page,
  }) => {
    const admin = await asAdmin(page.request);
    await ingest(page.request, admin, c.reviews);
    // The reviews are analysed by a job: wait until both names are offered.
    await expect
      .poll(async () => {
        const res = await page.request.get('/v1/staff-member/newcomer-suggestion', {
          headers: admin.headers,
        });
        const rows = ((await res.json()) as { data: { name: string }[] }).data;
        return rows.filter((r) => r.name === c.added || r.name === c.dismissed).length;
      })
      .toBe(2);

    await signIn(page, ADMIN);
    await page.goto(`/${c.lang}/dashboard/staff/profiles`);
    const panel = page.getByTestId('newcomer-suggestions');
    const added = panel
      .getByTestId('newcomer-suggestion')
      .filter({ hasText: c.question(c.added, c.roles[c.added]!) });
    const dismissed = panel
      .getByTestId('newcomer-suggestion')
      .filter({ hasText: c.question(c.dismissed, c.roles[c.dismissed]!) });
    await expect(added).toBeVisible();
    await expect(dismissed).toBeVisible();
    await expectSettled(page);
    await shot(panel, `newcomer-suggestions-${c.lang}-light`);
    await expectNoViolations(page, 'newcomer suggestions (light)');
    await page.evaluate(() => document.documentElement.classList.add('dark'));
    await expectNoViolations(page, 'newcomer suggestions (dark)');
    await page.evaluate(() => document.documentElement.classList.remove('dark'));

    await added.getByRole('button', { name: c.add(c.added) }).click();
    await expect(added).toHaveCount(0);
    // Added at the location of the reviews, with the role the guests gave.
    await expect(
      page.getByTestId('staff-roster').getByRole('row').filter({ hasText: c.added }),
    ).toContainText(c.roles[c.added]!);
    await dismissed.getByRole('button', { name: c.no }).click();
    await expect(dismissed).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('staff-roster')).toBeVisible();
    await expect(page.getByText(c.question(c.dismissed, c.roles[c.dismissed]!))).toHaveCount(0);
  });
}
