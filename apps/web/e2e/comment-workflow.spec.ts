import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations, expectSettled } from './support/axe.ts';
import { ADMIN } from './support/demo-users.ts';
import { signIn } from './support/session.ts';

/**
 * A social comment's assignee, internal notes and history (docs/product/team-workflow.md), in
 * English and in French: the Admin takes a comment, finds it in "Mine", leaves a note for the
 * team, and reads both in the comment's history.
 * Each language works its own comment, so the two runs never meet.
 */

const ADMIN_NAME = 'Camille Tremblay';

const WORDS = {
  en: {
    card: 'Olivier Martin on Facebook',
    assignee: 'Assigned to',
    me: `${ADMIN_NAME} (me)`,
    mine: 'Mine',
    unassigned: 'Unassigned',
    notes: 'Internal notes',
    add: 'Add a note',
    submit: 'Add note',
    note: 'The patio takes dogs on a leash; I will answer tonight.',
    history: 'History',
    assigned: 'Assigned',
    noted: 'Internal note added',
    by: `by ${ADMIN_NAME}`,
  },
  fr: {
    card: 'sophie.gagnon sur Instagram',
    assignee: 'Attribué à',
    me: `${ADMIN_NAME} (moi)`,
    mine: 'Les miens',
    unassigned: 'Non attribués',
    notes: 'Notes internes',
    add: 'Ajouter une note',
    submit: 'Ajouter la note',
    note: 'Le chef confirme : tartare sans gluten sur demande.',
    history: 'Historique',
    assigned: 'Attribué',
    noted: 'Note interne ajoutée',
    by: `par ${ADMIN_NAME}`,
  },
} as const;

async function openComments(page: Page, lang: 'en' | 'fr') {
  await page.goto(`/${lang}/dashboard/socials/posts`);
  await expect(page.getByTestId('screen-socials/posts')).toBeVisible({ timeout: 30_000 });
}

for (const lang of ['en', 'fr'] as const) {
  test(`an Admin takes a social comment, leaves an internal note and reads its history (${lang})`, async ({
    page,
  }, testInfo) => {
    const w = WORDS[lang];
    await signIn(page, ADMIN);
    await openComments(page, lang);
    const card = page.getByRole('article', { name: w.card });
    await card.getByLabel(w.assignee).selectOption({ label: w.me });
    await expect(card.getByLabel(w.assignee)).toHaveValue(/.+/);

    const views = page.getByTestId('comment-views');
    await views.getByRole('button', { name: w.mine }).click();
    await expect(views.getByRole('button', { name: w.mine })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('article', { name: w.card })).toBeVisible();
    await views.getByRole('button', { name: w.unassigned }).click();
    await expect(page.getByRole('article', { name: w.card })).toHaveCount(0);
    await views.getByRole('button', { name: w.mine }).click();

    const mine = page.getByRole('article', { name: w.card });
    await mine.getByText(w.notes, { exact: true }).click();
    await mine.getByLabel(w.add).fill(w.note);
    await mine.getByRole('button', { name: w.submit }).click();
    await expect(mine.getByTestId('note')).toContainText(w.note);
    await expect(mine.getByTestId('note')).toContainText(ADMIN_NAME);
    await expectSettled(page);
    await expectNoViolations(page, `social comment notes (${lang})`);

    // The note is kept: read again after a reload.
    await openComments(page, lang);
    const again = page.getByRole('article', { name: w.card });
    await again.getByText(w.notes, { exact: true }).click();
    await expect(again.getByTestId('note')).toContainText(w.note);

    // The comment's history: who took it and who wrote the note, newest last, with when.
    await again.getByText(w.history, { exact: true }).click();
    const events = again.getByTestId('comment-history').getByTestId('history-event');
    const assigned = events.filter({ has: page.getByText(w.assigned, { exact: true }) });
    await expect(assigned.last()).toContainText(w.by);
    await expect(events.last().getByText(w.noted, { exact: true })).toBeVisible();
    await expect(events.last()).toContainText(w.by);
    await expect(events.last().locator('time')).toHaveAttribute('datetime', /\d{4}-\d{2}-\d{2}T/);
    await expectSettled(page);
    await expectNoViolations(page, `social comment history (${lang})`);
    await again.screenshot({ path: testInfo.outputPath(`comment-history-${lang}.png`) });
  });
}
