import { expect, test, type Page } from '@playwright/test';
import { expectSettled } from './support/axe.ts';
import { ADMIN } from './support/demo-users.ts';
import { signIn } from './support/session.ts';

/**
 * A regeneration instruction the built-in writer cannot follow is left out of the reply and said
 * back in the reader's language with why, while the rest of the instruction is followed
 * (docs/product/reviews-and-replies.md). Each journey takes its own Tripadvisor draft.
 */

const LABELS = {
  en: { draft: 'Draft', regenerated: 'Regenerated' },
  fr: { draft: 'Brouillon', regenerated: 'Régénérée' },
} as const;

async function openTripadvisorDraft(page: Page, lang: 'en' | 'fr', nth: number) {
  await signIn(page, ADMIN);
  await page.goto(`/${lang}/dashboard/reviews`);
  await expect(page.getByTestId('screen-reviews')).toBeVisible();
  await expectSettled(page);
  await page.getByTestId('filter-source').click();
  await page.getByRole('menuitemradio', { name: 'Tripadvisor' }).click();
  await expectSettled(page);
  await page.getByTestId('filter-status').click();
  await page.getByRole('menuitemradio', { name: LABELS[lang].draft }).click();
  await expectSettled(page);
  await page.getByTestId('data-table-row').nth(nth).getByTestId('review-open').click();
  return page.getByRole('dialog');
}

async function regenerate(page: Page, lang: 'en' | 'fr', nth: number, instructions: string) {
  const sheet = await openTripadvisorDraft(page, lang, nth);
  await sheet.getByTestId('regenerate-open').click();
  await page.getByTestId('regenerate-instructions').fill(instructions);
  await page.getByTestId('regenerate-submit').click();
  await expect(sheet.getByTestId('reply-status').first()).toHaveText(LABELS[lang].regenerated, {
    timeout: 30_000,
  });
  return sheet;
}

test('in English: "reply in Portuguese" is said to be out of reach, the signature is followed', async ({
  page,
}) => {
  const sheet = await regenerate(page, 'en', 0, 'reply in Portuguese, sign as Marie');
  await expect(sheet.getByTestId('reply-text')).toHaveValue(/Marie\s*$/);
  const note = sheet.getByTestId('reply-unfollowed-note');
  await expect(note).toHaveCount(1);
  await expect(note).toHaveText(
    '“reply in Portuguese”: the built-in writer writes in English and French only.',
  );
});

test('en français : « écris-le en vers » est signalé avec sa raison, la signature est suivie', async ({
  page,
}) => {
  const sheet = await regenerate(page, 'fr', 1, 'écris-le en vers, et signe Julie');
  await expect(sheet.getByTestId('reply-text')).toHaveValue(/Julie\s*$/);
  const note = sheet.getByTestId('reply-unfollowed-note');
  await expect(note).toHaveCount(1);
  await expect(note).toContainText(
    '« écris-le en vers » : le rédacteur intégré écrit des réponses simples',
  );
});

test('in English: a fact asked for by its topic that the facts lack is said so, the rest is followed', async ({
  page,
}) => {
  const sheet = await regenerate(page, 'en', 2, 'give them our gift card info, sign as Marie');
  await expect(sheet.getByTestId('reply-text')).toHaveValue(/Marie\s*$/);
  const note = sheet.getByTestId('reply-unfollowed-note');
  await expect(note).toHaveCount(1);
  await expect(note).toHaveText(
    "“give them our gift card info”: the restaurant's facts say nothing about it. Add it under Restaurant facts, then regenerate.",
  );
});

test('en français : une excuse et un appel demandés sont faits en français, sans note', async ({
  page,
}) => {
  const sheet = await regenerate(
    page,
    'fr',
    3,
    "réponds en français, excuse-toi, propose de l'appeler et signe Julie",
  );
  await expect(sheet.getByTestId('reply-text')).toHaveValue(/appeler[\s\S]*Julie\s*$/);
  await expect(sheet.getByTestId('reply-unfollowed-note')).toHaveCount(0);
});
