import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { createChain } from './support/chain.ts';
import { SUPERADMIN } from './support/demo-users.ts';
import { expectNoSidewaysScroll } from './support/geometry.ts';
import { manageRestaurant, signIn } from './support/session.ts';
import { HOOKS_URL } from './support/social-fakes.ts';

/**
 * The location pickers of a chain (issue #35): past 25 locations, the escalation channel's
 * locations are searched, counted and ticked a search's worth at a time, and a template's one
 * location is found by typing. Each run creates its own Pro restaurant of 30 locations through
 * the API (no other journey sees it) and deletes it at the end.
 */
const copy = {
  en: {
    add: 'Add a channel',
    name: 'Name',
    url: 'Webhook URL',
    allLocations: 'All locations',
    some: 'These locations',
    search: 'Search locations',
    everyMatch: 'All locations (30)',
    matching: 'All matching locations (15)',
    selected: (n: number) => `${n} selected`,
    selectedOnly: 'Selected only',
    matches: (n: number) => `${n} locations`,
    save: 'Save channel',
    addTemplate: 'Add a template',
    templateLocation: 'Location',
    every: 'Every location',
    invite: 'Invite a user',
    home: 'Home location',
    cancel: 'Cancel',
  },
  fr: {
    add: 'Ajouter un canal',
    name: 'Nom',
    url: 'URL du webhook',
    allLocations: 'Tous les établissements',
    some: 'Ces établissements',
    search: 'Rechercher un établissement',
    everyMatch: 'Tous les établissements (30)',
    matching: 'Tous les établissements trouvés (15)',
    selected: (n: number) => `${n} sélectionné${n > 1 ? 's' : ''}`, // 0 is singular in French
    selectedOnly: 'Sélectionnés seulement',
    matches: (n: number) => `${n} établissements`,
    save: 'Enregistrer le canal',
    addTemplate: 'Ajouter un modèle',
    templateLocation: 'Établissement',
    every: 'Tous les établissements',
    invite: 'Inviter un utilisateur',
    home: 'Établissement principal',
    cancel: 'Annuler',
  },
} as const;

for (const lang of ['en', 'fr'] as const)
  test(`a chain's pickers search, count and tick a search's matches at once (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const c = copy[lang];
    const name = `Chaîne ${lang} ${Math.random().toString(36).slice(2, 7)}`;
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

      const channels = page.getByTestId('alert-channels');
      await channels.getByRole('button', { name: c.add }).click();
      const form = channels.getByTestId('channel-form');
      await form.getByLabel(c.name, { exact: true }).fill(`Québec ${lang}`);
      await form.getByLabel(c.url).fill(`${HOOKS_URL}/slack/T0/B0/pickers-${lang}`);
      await form.getByLabel(c.allLocations, { exact: true }).uncheck();
      const picker = form.getByTestId('channel-locations');
      await expect(picker.getByRole('group', { name: c.some })).toBeVisible();
      const count = picker.getByTestId('location-picker-count');
      const status = picker.getByTestId('location-picker-status');
      await expect(count).toHaveText(c.selected(0));
      await expect(picker.getByLabel(c.everyMatch)).not.toBeChecked();
      await expect(status).toHaveText(c.matches(30));

      // A search narrows the list; its box ticks every match, and only those.
      const search = picker.getByRole('searchbox', { name: c.search });
      await search.fill('quebec');
      await expect(status).toHaveText(c.matches(15));
      await search.press('Enter'); // stays in the form: nothing is submitted
      await picker.getByLabel(c.matching).check();
      await expect(count).toHaveText(c.selected(15));
      await search.fill('québec 03');
      await expect(status).toHaveText(lang === 'fr' ? '1 établissement' : '1 location');
      await picker.getByLabel('Québec 03', { exact: true }).uncheck();
      await search.fill('');
      await expect(count).toHaveText(c.selected(14));
      await expect(picker.getByLabel(c.everyMatch)).not.toBeChecked();
      await picker.getByLabel('Montréal 07', { exact: true }).check();
      await picker.getByLabel(c.selectedOnly).check();
      await expect(status).toHaveText(c.matches(15));
      await expect(picker.getByLabel('Québec 03', { exact: true })).toHaveCount(0);
      await expectNoViolations(page, `channel locations picker ${lang}`);
      if (lang === 'fr') await expectNoSidewaysScroll(page, 'channel picker fr 375');
      await picker.screenshot({ path: testInfo.outputPath(`channel-picker-${lang}.png`) });

      await form.getByRole('button', { name: c.save }).click();
      const saved = channels.getByTestId('channel-row').filter({ hasText: `Québec ${lang}` });
      await expect(saved).toContainText('Montréal 07');
      await expect(saved).toContainText('Québec 15');
      await expect(saved).not.toContainText('Québec 03');

      // One location: a button opening a search; Enter picks the first match.
      const templates = page.getByTestId('reply-templates');
      await templates.getByRole('button', { name: c.addTemplate }).click();
      const templateForm = templates.getByTestId('template-form');
      const trigger = templateForm.getByLabel(c.templateLocation);
      await expect(trigger).toHaveText(c.every);
      await trigger.click();
      const find = page.getByRole('searchbox', { name: c.search });
      await expect(find).toBeFocused();
      await find.fill('montreal 1'); // 01 and 10–15
      await expect(page.getByTestId('location-picker-status')).toHaveText(c.matches(7));
      await page.screenshot({ path: testInfo.outputPath(`template-picker-${lang}.png`) });
      await expectNoViolations(page, `template location search ${lang}`);
      await find.press('Enter');
      await expect(trigger).toHaveText('Montréal 01');
      await expect(trigger).toBeFocused();
      // The arrows move from the search into the list; the empty choice is listed first.
      await trigger.click();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveText(c.every);

      // Inside the invitation dialog the search is a layer of its own: typed into and scrolled.
      await page.getByTestId('team-users').getByRole('button', { name: c.invite }).click();
      const dialog = page.getByRole('dialog');
      const home = dialog.getByLabel(c.home);
      await home.click();
      await page.getByRole('searchbox', { name: c.search }).fill('québec 12');
      await page.getByRole('button', { name: 'Québec 12', exact: true }).click();
      await expect(home).toHaveText('Québec 12');
      await expect(dialog).toBeVisible(); // picking closed the search, not the dialog
      await dialog.getByRole('button', { name: c.cancel }).click();
      await expect(dialog).toHaveCount(0);
    } finally {
      await chain.remove();
    }
  });
