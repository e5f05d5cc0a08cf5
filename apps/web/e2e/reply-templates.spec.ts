import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoViolations, expectSettled } from './support/axe.ts';
import { ADMIN, MANAGER } from './support/demo-users.ts';
import { addReview } from './support/ingest.ts';
import { accessToken, signIn } from './support/session.ts';

/**
 * Saved reply templates (docs/product/reviews-and-replies.md#reply-templates): an Admin writes
 * one in Administration; a Manager inserts it into a review's reply, its placeholders filled
 * from the review (the guest, the location) and its analysis (the dish, the colleague), or left
 * out when the review gives no value. Each journey deletes its template, so the demo's other
 * reply boxes stay as they were.
 */

async function expectAccessible(page: Page, label: string) {
  await expectSettled(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => {
      window.localStorage.setItem('theme', value);
      document.documentElement.classList.toggle('dark', value === 'dark');
    }, theme);
    await expectNoViolations(page, `${label}, ${theme}`);
  }
}

async function deleteTemplate(request: APIRequestContext, name: string) {
  const headers = { authorization: `Bearer ${await accessToken(request, ADMIN)}` };
  const self = await request.get('/v1/restaurant/self', { headers });
  const id = ((await self.json()) as { data: { id: string } }).data.id;
  const listed = await request.get(`/v1/restaurant/${id}/reply-template`, { headers });
  const templates = ((await listed.json()) as { data: { id: string; name: string }[] }).data;
  for (const t of templates.filter((x) => x.name === name))
    expect(
      (await request.delete(`/v1/restaurant/${id}/reply-template/${t.id}`, { headers })).status(),
    ).toBe(200);
}

const copy = {
  en: {
    title: 'Reply templates',
    add: 'Add a template',
    name: 'Name',
    language: 'Language',
    languageLabel: 'English',
    location: 'Location',
    body: 'Reply',
    save: 'Save template',
    search: 'Search reviews',
    insert: 'Insert template',
  },
  fr: {
    title: 'Modèles de réponse',
    add: 'Ajouter un modèle',
    name: 'Nom',
    language: 'Langue',
    languageLabel: 'Français',
    location: 'Établissement',
    body: 'Réponse',
    save: 'Enregistrer le modèle',
    search: 'Rechercher dans les avis',
    insert: 'Insérer un modèle',
  },
};

async function createTemplate(page: Page, lang: 'en' | 'fr', name: string, body: string) {
  const c = copy[lang];
  await signIn(page, ADMIN);
  await page.goto(`/${lang}/dashboard/administration`);
  const panel = page.getByTestId('reply-templates');
  await expect(panel.getByRole('heading', { name: c.title })).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('button', { name: c.add }).click();
  const form = panel.getByTestId('template-form');
  await form.getByLabel(c.name).fill(name);
  await form.getByLabel(c.language).selectOption({ label: c.languageLabel });
  await form.getByLabel(c.location).selectOption({ label: 'Plateau' });
  await form.getByLabel(c.body, { exact: true }).fill(body);
  await expectAccessible(page, `template form ${lang}`);
  await form.getByRole('button', { name: c.save }).click();
  await expect(panel.getByTestId('template-row').filter({ hasText: name })).toBeVisible();
}

/** The Manager opens the review, inserts the template and saves the reply: what it says. */
async function insertAsManager(page: Page, lang: 'en' | 'fr', words: string, name: string) {
  const c = copy[lang];
  await signIn(page, MANAGER);
  await page.goto(`/${lang}/dashboard/reviews`);
  await expect(page.getByTestId('screen-reviews')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: c.search }).fill(words);
  await page
    .getByTestId('data-table-row')
    .filter({ hasText: words })
    .getByTestId('review-open')
    .click();
  const detail = page.getByTestId('review-detail');
  await detail.getByRole('button', { name: c.insert }).click();
  const option = page.getByTestId('template-option').filter({ hasText: name });
  await expect(option).toBeVisible();
  await expectAccessible(page, `template menu ${lang}`);
  await option.click();
  const reply = detail.getByTestId('reply-text');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/response') && r.request().method() === 'PUT',
  );
  await detail.getByTestId('reply-save').click();
  expect((await saved).status()).toBe(200);
  return reply;
}

test('an admin writes a template; a manager inserts it with the guest, dish and colleague filled', async ({
  page,
}) => {
  const name = `Warm thanks ${Date.now()}`;
  try {
    await createTemplate(
      page,
      'en',
      name,
      'Thanks, {guest_first_name}! So glad you enjoyed the {dish}. {staff_first_name} will be thrilled. See you soon at {location}.',
    );
    const words = `Template journey ${Date.now()}`;
    await addReview(page.request, {
      location: 'Plateau',
      rating: 5,
      text: `The duck confit was superb and Marco made our night. ${words}`,
    });
    const reply = await insertAsManager(page, 'en', words, name);
    await expect(reply).toHaveValue(
      'Thanks, Maya! So glad you enjoyed the duck confit. Marco will be thrilled. See you soon at Plateau.',
    );
  } finally {
    await deleteTemplate(page.request, name);
  }
});

test('un administrateur écrit un modèle ; un gérant l’insère, sans plat ni collègue à citer', async ({
  page,
}) => {
  const name = `Merci chaleureux ${Date.now()}`;
  try {
    await createTemplate(
      page,
      'fr',
      name,
      'Merci {guest_first_name} ! Ravis que le {dish} vous ait plu. {staff_first_name} vous salue. À bientôt à {location} !',
    );
    const words = `Parcours modèle ${Date.now()}`;
    await addReview(page.request, {
      location: 'Plateau',
      rating: 5,
      text: `Très belle soirée entre amis, nous reviendrons. ${words}`,
    });
    const reply = await insertAsManager(page, 'fr', words, name);
    await expect(reply).toHaveValue('Merci Maya ! À bientôt à Plateau !');
  } finally {
    await deleteTemplate(page.request, name);
  }
});
