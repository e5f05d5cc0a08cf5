import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations, expectSettled } from './support/axe.ts';
import { ADMIN } from './support/demo-users.ts';
import { openDashboard } from './support/session.ts';

const WORDS = {
  en: {
    polarity: { Positive: 'positive', Negative: 'negative', Neutral: 'neutral', Mixed: 'conflict' },
    praise: 'Praise',
    complaint: 'Complaint',
    notDish: 'Not about this dish',
    notPerson: 'Not about this person',
    wrongPerson: 'Wrong person…',
    corrected: 'Corrected',
    undo: 'Undo my correction',
    correct: (name: string) => `Correct this mention of ${name}`,
  },
  fr: {
    polarity: { Positif: 'positive', Négatif: 'negative', Neutre: 'neutral', Partagé: 'conflict' },
    praise: 'Un compliment',
    complaint: 'Une critique',
    notDish: 'Ne parle pas de ce plat',
    notPerson: 'Ne parle pas de cette personne',
    wrongPerson: 'Une autre personne…',
    corrected: 'Corrigé',
    undo: 'Annuler la correction',
    correct: (name: string) => `Corriger cette mention de ${name}`,
  },
} as const;

/** The figures of a text such as "3 positive · 1 negative · 0 neutral", in order. */
const numbers = async (where: Locator) =>
  ((await where.textContent()) ?? '').match(/\d+/g)!.map(Number);

/** Opens the first "Correct" menu of a mention of `name` and picks a choice. */
async function correctFirstMention(
  page: Page,
  within: Locator,
  name: string,
  choice: { role: 'menuitem' | 'menuitemradio'; name: string },
) {
  await within
    .getByRole('button', { name: WORDS[langOf(page)].correct(name) })
    .first()
    .click();
  await page.getByRole('menu').getByRole(choice.role, { name: choice.name }).click();
}
const langOf = (page: Page) => (page.url().includes('/fr/') ? 'fr' : 'en');

// Both languages correct the same first dish and the same most mentioned person, then undo or
// remove: side by side on two workers, one test's correction moved the other's figures.
test.describe.configure({ mode: 'serial' });

for (const lang of ['en', 'fr'] as const) {
  const w = WORDS[lang];
  test.describe(`mention corrections (${lang})`, () => {
    test('a dish mention’s polarity, undone, then one that is not about the dish: the figures follow', async ({
      page,
    }) => {
      await openDashboard(page, ADMIN, lang);
      await page.getByTestId('nav-menu').click();
      const insights = page.getByTestId('menu-insights');
      await expect(insights.locator('tbody tr').first()).toBeVisible();
      const item = (await insights.locator('tbody tr td:first-child').first().textContent())!;
      const row = insights
        .locator('tbody tr')
        .filter({ has: page.getByRole('cell', { name: item, exact: true }) });
      const [mentions] = await numbers(row.locator('td').nth(1));
      const split = await numbers(row.locator('td').nth(2));

      // Praise becomes a complaint (anything else becomes praise).
      const mention = row.getByTestId('mention').first();
      const badge = (await mention.getByTestId('polarity').textContent())!;
      const was = w.polarity[badge as keyof typeof w.polarity];
      const to = was === 'positive' ? 'negative' : 'positive';
      await correctFirstMention(page, row, item, {
        role: 'menuitemradio',
        name: to === 'negative' ? w.complaint : w.praise,
      });
      const expected = [...split];
      const at = { positive: 0, negative: 1, neutral: 2 } as Record<string, number>;
      if (at[was] !== undefined) expected[at[was]!]! -= 1;
      expected[at[to]!]! += 1;
      await expect.poll(() => numbers(row.locator('td').nth(2))).toEqual(expected);
      await expect(row.getByTestId('corrected-mark').first()).toHaveText(w.corrected);
      await expectSettled(page);
      await expectNoViolations(page, 'menu after a correction');

      // Undone: the analysis's reading and the figures come back.
      await correctFirstMention(page, row, item, { role: 'menuitem', name: w.undo });
      await expect.poll(() => numbers(row.locator('td').nth(2))).toEqual(split);
      await expect(mention.getByTestId('corrected-mark')).toHaveCount(0);

      await correctFirstMention(page, row, item, { role: 'menuitem', name: w.notDish });
      await expect
        .poll(async () => (await numbers(row.locator('td').nth(1)))[0])
        .toBe(mentions! - 1);
    });

    test('a staff mention that is not about the person: the profile’s figures follow', async ({
      page,
    }) => {
      await openDashboard(page, ADMIN, lang);
      // The most mentioned person of the period, whose profile opens on the same period.
      await page.getByTestId('nav-staff').click();
      const top = page.getByTestId('staff-performance').locator('tbody tr td:first-child').first();
      const name = (await top.textContent())!;
      await page.getByTestId('nav-staff/profiles').click();
      await page.getByTestId('staff-roster').getByRole('link', { name, exact: true }).click();
      const profile = page.getByTestId('staff-profile');
      await expect(profile.getByTestId('mention').first()).toBeVisible();
      const [total] = await numbers(profile.getByTestId('profile-totals'));

      // Another person is chosen in a dialog that lists the location's team.
      await profile
        .getByRole('button', { name: w.correct(name) })
        .first()
        .click();
      await page.getByRole('menuitem', { name: w.wrongPerson }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page, 'choosing another person');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await correctFirstMention(page, profile, name, { role: 'menuitem', name: w.notPerson });
      await expect
        .poll(async () => (await numbers(profile.getByTestId('profile-totals')))[0])
        .toBe(total! - 1);
    });
  });
}
