import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { createChain } from './support/chain.ts';
import { SUPERADMIN } from './support/demo-users.ts';
import { expectNoSidewaysScroll } from './support/geometry.ts';
import { manageRestaurant, signIn } from './support/session.ts';

/**
 * The Administration locations panel of a chain (issue #35): 30 locations read 25 at a time,
 * counted, searched by name and address, re-ordered, renamed and deleted from a search. Each run
 * creates its own Pro restaurant of 30 locations (support/chain.ts) and deletes it at the end.
 */
const copy = {
  en: {
    search: 'Search locations',
    count: (n: number) => `${n} location${n === 1 ? '' : 's'}`,
    none: 'No location matches',
    range: (from: number, to: number) => `${from}–${to} of 30`,
    next: 'Next',
    previous: 'Previous',
    order: 'Order',
    newest: 'Newest first',
    rename: (name: string) => `Rename ${name}`,
    remove: (name: string) => `Delete ${name}`,
    name: 'Name',
    save: 'Save',
    confirm: (name: string) => `Type ${name} to confirm`,
    deleteButton: 'Delete',
  },
  fr: {
    search: 'Rechercher un établissement',
    count: (n: number) => `${n} établissement${n === 1 ? '' : 's'}`,
    none: 'Aucun établissement ne correspond',
    range: (from: number, to: number) => `${from} à ${to} sur 30`,
    next: 'Suivants',
    previous: 'Précédents',
    order: 'Ordre',
    newest: 'Les plus récents d’abord',
    rename: (name: string) => `Renommer ${name}`,
    remove: (name: string) => `Supprimer ${name}`,
    name: 'Nom',
    save: 'Enregistrer',
    confirm: (name: string) => `Saisissez ${name} pour confirmer`,
    deleteButton: 'Supprimer',
  },
} as const;

for (const lang of ['en', 'fr'] as const)
  test(`a chain's locations panel pages, counts, searches and keeps its actions (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const c = copy[lang];
    const name = `Groupe ${lang} ${Math.random().toString(36).slice(2, 7)}`;
    const chain = await createChain(request, name);
    try {
      if (lang === 'fr') {
        // French at a phone's width, in the dark theme.
        await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
        await page.setViewportSize({ width: 375, height: 800 });
      }
      await signIn(page, SUPERADMIN);
      await manageRestaurant(page, name, lang);
      await page.goto(`/${lang}/dashboard/administration`);

      const panel = page.getByTestId('team-locations');
      const rows = panel.getByTestId('team-location');
      const count = panel.getByTestId('team-locations-count');
      const range = panel.getByTestId('team-locations-range');
      await expect(count).toHaveText(c.count(30));
      await expect(rows).toHaveCount(25);
      await expect(rows.first()).toContainText('Montréal 01');
      await expect(rows.first()).toContainText('1 Rue Saint-Denis, Montréal, QC');
      await expect(range).toHaveText(c.range(1, 25));
      await expect(panel.getByRole('button', { name: c.previous })).toBeDisabled();
      await panel.screenshot({ path: testInfo.outputPath(`locations-panel-${lang}.png`) });
      await expectNoViolations(page, `locations panel ${lang}`);
      if (lang === 'fr') await expectNoSidewaysScroll(page, 'locations panel fr 375');

      // The second page holds the last five; the first comes back.
      await panel.getByRole('button', { name: c.next }).click();
      await expect(range).toHaveText(c.range(26, 30));
      await expect(rows).toHaveCount(5);
      await expect(rows.last()).toContainText('Québec 15');
      await expect(panel.getByRole('button', { name: c.next })).toBeDisabled();
      await panel.getByRole('button', { name: c.previous }).click();
      await expect(range).toHaveText(c.range(1, 25));

      // Newest first: the last created location leads.
      await panel.getByLabel(c.order).selectOption({ label: c.newest });
      await expect(rows.first()).toContainText('Québec 15');

      // A search by name (accents aside) counts its matches and needs no pages.
      const search = panel.getByRole('searchbox', { name: c.search });
      await search.fill('quebec');
      await expect(count).toHaveText(c.count(15));
      await expect(rows).toHaveCount(15);
      await expect(range).toHaveCount(0);
      // The street and city are in the address, not the name.
      await search.fill('saint-denis montreal 07');
      await expect(count).toHaveText(c.count(1));
      await expect(rows).toHaveCount(1);

      // The actions work on a searched row.
      const renamed = `Montréal 07 ${lang === 'fr' ? 'Plateau' : 'Mile End'}`;
      await panel.getByRole('button', { name: c.rename('Montréal 07') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(c.name, { exact: true }).fill(renamed);
      await dialog.getByRole('button', { name: c.save }).click();
      await expect(dialog).toBeHidden();
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(renamed);

      await panel.getByRole('button', { name: c.remove(renamed) }).click();
      await dialog.getByLabel(c.confirm(renamed)).fill(renamed);
      await dialog.getByRole('button', { name: c.deleteButton }).click();
      await expect(dialog).toBeHidden();
      await expect(count).toHaveText(c.none);
      await expect(rows).toHaveCount(0);
      await search.fill('');
      await expect(count).toHaveText(c.count(29));
      if (lang === 'fr') await expectNoSidewaysScroll(page, 'locations panel fr 375 after');
    } finally {
      await chain.remove();
    }
  });
