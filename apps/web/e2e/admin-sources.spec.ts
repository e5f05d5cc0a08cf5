import { expect, test, type Page } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { createChain } from './support/chain.ts';
import { SUPERADMIN } from './support/demo-users.ts';
import { expectNoSidewaysScroll } from './support/geometry.ts';
import { manageRestaurant, signIn } from './support/session.ts';

/**
 * The review sources panel of a chain (issue #35): 30 locations on Google and Yelp counted by
 * state per platform, one table of 60 connections read 25 at a time, searched, filtered by
 * platform and state, with each row's actions; then the console's Locations screen of the same
 * chain, paged and searched by the server, and its Restaurants and Users screens, which never read
 * the full list of every location. Each run creates its own Pro restaurant of 30
 * locations (support/chain.ts) and deletes it at the end.
 */
const copy = {
  en: {
    google: 'Google Business Profile',
    notConnected: (n: number) => `${n} not connected`,
    attention: (n: number) => `${n} need attention`,
    connectedCount: (n: number) => `${n} connected`,
    count: (n: number) => `${n} connection${n === 1 ? '' : 's'}`,
    none: 'No connection matches',
    range: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
    next: 'Next',
    previous: 'Previous',
    search: 'Search locations',
    platform: 'Platform',
    state: 'State',
    connected: 'Connected',
    notConnectedState: 'Not connected',
    syncing: 'Syncing',
    connectAccount: 'Connect Google Business Profile',
    pick: (who: string) => `Platform location for ${who}`,
    connectRow: (who: string) => `Connect ${who}`,
    disconnectRow: (who: string) => `Disconnect ${who}`,
    restaurant: 'Restaurant',
    consoleSearch: 'Search locations',
    consoleRange: (from: number, to: number) => `${from}–${to} of 30`,
    restaurantSearch: 'Search restaurants by name',
    thirty: '30 locations',
    edit: (name: string) => `Edit ${name}`,
    remove: (name: string) => `Remove ${name}`,
    cancel: 'Cancel',
    userSearch: 'Search users',
    userLocation: 'Location',
    firstOf: 'The first 25 of 30 locations: type to narrow',
    oneLocation: '1 location',
  },
  fr: {
    google: 'Fiche d’établissement Google',
    notConnected: (n: number) => `${n} non connectés`,
    attention: (n: number) => `${n} à corriger`,
    connectedCount: (n: number) => `${n} connecté${n > 1 ? 's' : ''}`,
    count: (n: number) => `${n} connexion${n === 1 ? '' : 's'}`,
    none: 'Aucune connexion ne correspond',
    range: (from: number, to: number, total: number) => `${from} à ${to} sur ${total}`,
    next: 'Suivants',
    previous: 'Précédents',
    search: 'Rechercher un établissement',
    platform: 'Plateforme',
    state: 'État',
    connected: 'Connecté',
    notConnectedState: 'Non connecté',
    syncing: 'Synchronisé',
    connectAccount: 'Connecter Fiche d’établissement Google',
    pick: (who: string) => `Établissement de la plateforme pour ${who}`,
    connectRow: (who: string) => `Connecter ${who}`,
    disconnectRow: (who: string) => `Déconnecter ${who}`,
    restaurant: 'Restaurant',
    consoleSearch: 'Rechercher un établissement',
    consoleRange: (from: number, to: number) => `${from} à ${to} sur 30`,
    restaurantSearch: 'Rechercher un restaurant par nom',
    thirty: '30 établissements',
    edit: (name: string) => `Modifier ${name}`,
    remove: (name: string) => `Retirer ${name}`,
    cancel: 'Annuler',
    userSearch: 'Rechercher un utilisateur',
    userLocation: 'Établissement',
    firstOf: 'Les 25 premiers sur 30 établissements : précisez la recherche',
    oneLocation: '1 établissement',
  },
} as const;

/** The count "30 not connected" of a platform's card is a button that filters the table. */
const countButton = (page: Page, platform: string, text: string) =>
  page.getByTestId(`source-${platform}`).getByRole('button', { name: new RegExp(`${text}$`) });

for (const lang of ['en', 'fr'] as const)
  test(`a chain's review sources: counts per platform, one paged table, filters and row actions (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const c = copy[lang];
    const name = `Sources ${lang} ${Math.random().toString(36).slice(2, 7)}`;
    const chain = await createChain(request, name);
    try {
      await chain.enable(['Google', 'Yelp']);
      if (lang === 'fr') {
        // French at a phone's width, in the dark theme.
        await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
        await page.setViewportSize({ width: 375, height: 800 });
      }
      await signIn(page, SUPERADMIN);
      await manageRestaurant(page, name, lang);
      await page.goto(`/${lang}/dashboard/administration`);

      // Each platform's card counts its 30 locations; nothing needs attention yet.
      await expect(countButton(page, 'google', c.notConnected(30))).toBeVisible();
      await expect(countButton(page, 'yelp', c.notConnected(30))).toBeVisible();
      await expect(countButton(page, 'google', c.attention(0))).toBeDisabled();

      const table = page.getByTestId('source-connections');
      const rows = table.locator('tbody tr');
      const count = table.getByTestId('source-connections-count');
      const range = table.getByTestId('source-connections-range');
      await expect(count).toHaveText(c.count(60));
      await expect(rows).toHaveCount(25);
      await expect(rows.first()).toContainText('Montréal 01');
      await expect(rows.first()).toContainText('1 Rue Saint-Denis, Montréal, QC');
      await expect(range).toHaveText(c.range(1, 25, 60));
      await table.screenshot({ path: testInfo.outputPath(`sources-table-${lang}.png`) });
      await expectNoViolations(page, `sources table ${lang}`);
      if (lang === 'fr') await expectNoSidewaysScroll(page, 'sources table fr 375');

      await table.getByRole('button', { name: c.next }).click();
      await expect(range).toHaveText(c.range(26, 50, 60));
      await table.getByRole('button', { name: c.next }).click();
      await expect(range).toHaveText(c.range(51, 60, 60));
      await expect(rows).toHaveCount(10);
      await table.getByRole('button', { name: c.previous }).click();
      await expect(range).toHaveText(c.range(26, 50, 60));

      // Filters start again at the first page and need no pages when the rows fit.
      await table.getByLabel(c.platform).selectOption({ label: 'Yelp' });
      await expect(count).toHaveText(c.count(30));
      await expect(range).toHaveText(c.range(1, 25, 30));
      await table.getByLabel(c.state).selectOption({ label: c.connected });
      await expect(count).toHaveText(c.none);
      await expect(rows).toHaveCount(0);
      await table.getByLabel(c.state).selectOption({ label: c.notConnectedState });
      await expect(count).toHaveText(c.count(30));

      // A search by street and city (accents aside) on every platform.
      await table.getByLabel(c.platform).selectOption({ index: 0 });
      const search = table.getByRole('searchbox', { name: c.search });
      await search.fill('saint-denis montreal 07');
      await expect(count).toHaveText(c.count(2));
      await expect(rows).toHaveCount(2);
      await expect(range).toHaveCount(0);
      await search.fill('');

      // The card's count shows its rows in the table.
      await countButton(page, 'google', c.notConnected(30)).click();
      await expect(table.getByLabel(c.platform)).toHaveValue('google');
      await expect(table.getByLabel(c.state)).toHaveValue('not_connected');
      await expect(count).toHaveText(c.count(30));

      // Google's account, then a row connected and disconnected from the table.
      await page
        .getByTestId('source-google')
        .getByRole('button', { name: c.connectAccount })
        .click();
      await expect(page).toHaveURL(/\?source=google&outcome=connected/);
      const who = `Montréal 07, ${c.google}`;
      await search.fill('montreal 07');
      await expect(rows).toHaveCount(2);
      await table.getByLabel(c.pick(who)).selectOption({ index: 1 });
      await table.getByRole('button', { name: c.connectRow(who) }).click();
      await expect(countButton(page, 'google', c.connectedCount(1))).toBeEnabled();
      await expect(countButton(page, 'google', c.notConnected(29))).toBeVisible();
      await table.getByLabel(c.state).selectOption({ label: c.connected });
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(c.syncing);
      await table.getByRole('button', { name: c.disconnectRow(who) }).click();
      await expect(count).toHaveText(c.none);
      await expect(countButton(page, 'google', c.connectedCount(0))).toBeDisabled();
      if (lang === 'fr') await expectNoSidewaysScroll(page, 'sources table fr 375 after');

      // The console's Locations screen of the same chain: paged and searched by the server.
      await page.goto(`/${lang}/superadmin/locations`);
      await page.getByLabel(c.restaurant).selectOption({ label: name });
      const cards = page.getByTestId('location-card');
      await expect(page.getByTestId('location-stat-total-value')).toHaveText('30');
      await expect(cards).toHaveCount(24);
      await expect(cards.first()).toContainText('1 Rue Saint-Denis, Montréal, QC');
      const consoleRange = page.getByTestId('console-locations-range');
      await expect(consoleRange).toHaveText(c.consoleRange(1, 24));
      await page.getByRole('button', { name: c.next }).click();
      await expect(consoleRange).toHaveText(c.consoleRange(25, 30));
      await expect(cards).toHaveCount(6);
      await page.getByRole('searchbox', { name: c.consoleSearch }).fill('cote fabrique 07');
      await expect(page.getByTestId('location-stat-total-value')).toHaveText('1');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('Québec 07');
      await expect(consoleRange).toHaveCount(0);
      await expectNoViolations(page, `console locations ${lang}`);
      if (lang === 'fr') await expectNoSidewaysScroll(page, 'console locations fr 375');

      // The Restaurants and Users screens: a count per card, one restaurant's names in a form,
      // each user's location named by the server; never the full list of every location.
      const fullLists: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (
          url.pathname === '/v1/location' &&
          r.method() === 'GET' &&
          !url.search.includes('view=names')
        )
          fullLists.push(url.href);
      });
      await page.goto(`/${lang}/superadmin/restaurants`);
      await page.getByRole('searchbox', { name: c.restaurantSearch }).fill(name);
      const card = page.getByTestId('restaurant-card');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(c.thirty);
      await card.getByRole('button', { name: c.edit(name) }).click();
      const restaurantForm = page.getByTestId('restaurant-form');
      // 30 locations: past 25 the form searches them instead of listing every one.
      const chips = restaurantForm.getByRole('button', { name: /^(Remove|Retirer) / });
      await expect(chips).toHaveCount(25);
      await expect(page.getByTestId('restaurant-locations-status')).toHaveText(c.firstOf);
      await restaurantForm.getByRole('searchbox', { name: c.search }).fill('quebec 15');
      await expect(page.getByTestId('restaurant-locations-status')).toHaveText(c.oneLocation);
      await expect(chips).toHaveCount(1);
      await expect(
        restaurantForm.getByRole('button', { name: c.remove('Québec 15') }),
      ).toBeVisible();
      await expectNoViolations(page, `console restaurant form ${lang}`);
      await restaurantForm.getByRole('button', { name: c.cancel }).click();

      await page.goto(`/${lang}/superadmin/users`);
      await page.getByRole('searchbox', { name: c.userSearch }).fill('admin@growth');
      // The table is a list of cards at 375 px: the user's own row or card names the location.
      await expect(page.getByTestId('superadmin-screen-users')).toContainText('Centre-ville');
      await page.getByTestId('add-user').click();
      const userDialog = page.getByRole('dialog');
      await userDialog.getByLabel(c.restaurant, { exact: true }).selectOption({ label: name });
      // 30 locations: past 25 the picker is a button opening a search.
      const trigger = userDialog.getByLabel(c.userLocation, { exact: true });
      // The restaurant's names load after the choice: until then the field is an empty select.
      await expect(trigger).toHaveAttribute('data-location-picker', '');
      await trigger.click();
      const find = page.getByRole('searchbox', { name: c.search });
      await find.fill('quebec 07');
      await find.press('Enter');
      await expect(trigger).toHaveText('Québec 07');
      await expectNoViolations(page, `console user form ${lang}`);
      if (lang === 'fr') await expectNoSidewaysScroll(page, 'console user form fr 375');
      await userDialog.getByRole('button', { name: c.cancel }).click();
      expect(fullLists).toEqual([]);
    } finally {
      await chain.remove();
    }
  });
