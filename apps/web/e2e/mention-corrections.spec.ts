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
    wrongDish: 'Wrong dish…',
    searchDishes: 'Search the dishes',
    noDish: (q: string) => `No dish matches “${q}”.`,
    removed: /^Removed by your team \((\d+)\)$/,
    restore: (name: string) => `Restore this mention of ${name}`,
    movedTo: (name: string) => `Moved to ${name}`,
    locale: 'en-US',
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
    wrongDish: 'Un autre plat…',
    searchDishes: 'Rechercher un plat',
    noDish: (q: string) => `Aucun plat ne correspond à « ${q} ».`,
    removed: /^Mentions retirées par votre équipe \((\d+)\)$/,
    restore: (name: string) => `Rétablir cette mention de ${name}`,
    movedTo: (name: string) => `Déplacée vers ${name}`,
    locale: 'fr-FR',
  },
} as const;

/** How many mentions "Removed by your team (n)" under a list counts; 0 when it is not shown. */
async function removedCount(within: Locator, lang: 'en' | 'fr') {
  const summary = within.getByTestId('removed-mentions').locator('summary');
  if ((await summary.count()) === 0) return 0;
  return Number(((await summary.textContent()) ?? '').match(WORDS[lang].removed)?.[1] ?? NaN);
}

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
/** Signs in, opens the menu screen and answers its first dish's name and table row. */
async function openFirstDish(page: Page, lang: 'en' | 'fr') {
  await openDashboard(page, ADMIN, lang);
  await page.getByTestId('nav-menu').click();
  const insights = page.getByTestId('menu-insights');
  await expect(insights.locator('tbody tr').first()).toBeVisible();
  const item = (await insights.locator('tbody tr td:first-child').first().textContent())!;
  const row = insights
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: item, exact: true }) });
  return { item, row };
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
      const { item, row } = await openFirstDish(page, lang);
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

      const snippet = await profile
        .getByTestId('mention')
        .first()
        .evaluate((li) => li.lastChild?.textContent ?? '');
      // Read once the list has loaded: read early, an earlier removal counted as this one.
      await expectSettled(page);
      const removedBefore = await removedCount(profile, lang);
      await correctFirstMention(page, profile, name, { role: 'menuitem', name: w.notPerson });
      await expect
        .poll(async () => (await numbers(profile.getByTestId('profile-totals')))[0])
        .toBe(total! - 1);

      // Under the list it left: "Removed by your team (n)", and Restore brings it back at once.
      await expect.poll(() => removedCount(profile, lang)).toBe(removedBefore + 1);
      const removed = profile.getByTestId('removed-mentions');
      await removed.locator('summary').click();
      const entry = removed.getByTestId('removed-mention').filter({ hasText: snippet });
      await expect(entry.first()).toBeVisible();
      await expectNoViolations(page, 'a profile’s removed mentions');
      // The demo repeats some sentences word for word: several removed entries may read the same,
      // and the journeys beside this one may add or restore others, so the count that must drop
      // by one is that of the entries reading like this one.
      const alike = await entry.count();
      await entry
        .first()
        .getByRole('button', { name: w.restore(name) })
        .click();
      await expect
        .poll(async () => (await numbers(profile.getByTestId('profile-totals')))[0])
        .toBe(total);
      await expect(entry).toHaveCount(alike - 1);
    });

    test('another dish found by searching; the moved mention waits under the menu and is restored', async ({
      page,
    }) => {
      const { item, row } = await openFirstDish(page, lang);
      const [mentions] = await numbers(row.locator('td').nth(1));
      const snippet = (await row
        .getByTestId('mention')
        .first()
        .locator(':scope > span')
        .last()
        .textContent())!;
      const body = page.locator('body');
      // Read once the list has loaded: read early, an earlier removal counted as this one.
      await expectSettled(page);
      const removedBefore = await removedCount(body, lang);

      await correctFirstMention(page, row, item, { role: 'menuitem', name: w.wrongDish });
      const dialog = page.getByRole('dialog');
      const search = dialog.getByRole('combobox', { name: w.searchDishes });
      await expect(search).toBeFocused();
      // Every other dish, by name.
      const options = dialog.getByRole('option');
      const names = await options.allTextContents();
      expect(names.length).toBeGreaterThan(10);
      expect(names).not.toContain(item);
      expect(names).toEqual(
        [...names].sort(new Intl.Collator(w.locale, { sensitivity: 'base' }).compare),
      );
      await search.fill('zzqx');
      await expect(dialog.getByText(w.noDish('zzqx'))).toBeVisible();
      // Case and accents aside.
      const [query, found] =
        item === 'crème brûlée'
          ? ['TARTARE', ['beef tartare', 'tuna tartare']]
          : ['BRULEE', ['crème brûlée']];
      await search.fill(query!);
      await expect(options).toHaveText(found as string[]);
      await expectNoViolations(page, 'searching for another dish');
      // Arrows move through the matches (and wrap); Enter picks.
      await search.press('ArrowDown');
      await search.press('ArrowUp');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await search.press('Enter');
      await expect(dialog).toBeHidden();
      const target = (found as string[])[0]!;
      await expect
        .poll(async () => (await numbers(row.locator('td').nth(1)))[0])
        .toBe(mentions! - 1);

      // The mention left this dish's list: it waits under the menu, moved, with Restore.
      await expect.poll(() => removedCount(body, lang)).toBe(removedBefore + 1);
      const removed = page.getByTestId('removed-mentions');
      await removed.locator('summary').click();
      const entry = removed
        .getByTestId('removed-mention')
        .filter({ hasText: snippet.trim() })
        .filter({ hasText: w.movedTo(target) });
      await expect(entry).toHaveCount(1);
      await expectSettled(page);
      await expectNoViolations(page, 'the menu’s removed mentions');
      await entry.getByRole('button', { name: w.restore(item) }).click();
      await expect.poll(async () => (await numbers(row.locator('td').nth(1)))[0]).toBe(mentions);
      await expect.poll(() => removedCount(body, lang)).toBe(removedBefore);
    });

    test('the staff screen’s mentions are corrected as on a profile', async ({ page }) => {
      await openDashboard(page, ADMIN, lang);
      await page.getByTestId('nav-staff').click();
      const mention = page.getByTestId('staff-mentions').getByTestId('mention').first();
      await expect(mention).toBeVisible();
      const name = (await mention.getByTestId('mention-name').textContent())!;
      const badge = (await mention.getByTestId('polarity').textContent())!;
      const was = w.polarity[badge as keyof typeof w.polarity];
      const to = was === 'positive' ? 'negative' : 'positive';
      const toWord = Object.entries(w.polarity).find(([, p]) => p === to)![0];
      await correctFirstMention(page, mention, name, {
        role: 'menuitemradio',
        name: to === 'negative' ? w.complaint : w.praise,
      });
      await expect(mention.getByTestId('corrected-mark')).toHaveText(w.corrected);
      await expect(mention.getByTestId('polarity')).toHaveText(toWord);
      await expectSettled(page);
      await expectNoViolations(page, 'the staff screen after a correction');
      await correctFirstMention(page, mention, name, { role: 'menuitem', name: w.undo });
      await expect(mention.getByTestId('corrected-mark')).toHaveCount(0);
      await expect(mention.getByTestId('polarity')).toHaveText(badge);
    });
  });
}
