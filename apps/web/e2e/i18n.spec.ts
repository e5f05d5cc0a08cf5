import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN, GROWTH_ADMIN } from './support/demo-users.ts';
import { englishOnPage } from './support/english-detector.ts';
import { signIn } from './support/session.ts';

test.describe('language prefix', () => {
  test('an unknown language keeps the path: /de/x goes to /en/x, an unknown page', async ({
    page,
  }) => {
    await page.goto('/de/x');
    await expect(page).toHaveURL('/en/x');
    await expect(page.getByTestId('not-found')).toBeVisible();
  });

  test('a path without prefix takes the stored language; an unknown page says so', async ({
    page,
  }) => {
    await page.goto('/x');
    await expect(page).toHaveURL('/en/x');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await page.goto('/pricing');
    await expect(page).toHaveURL('/en/pricing');
  });

  test('the stored preferredLang is honoured', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('preferredLang', 'fr'));
    await page.goto('/');
    await expect(page).toHaveURL('/fr');
    await page.goto('/login');
    await expect(page).toHaveURL('/fr/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bon retour parmi nous');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });

  test('the switcher stores the language, sets <html lang> and rewrites the prefix', async ({
    page,
  }) => {
    // A prerendered page: the switcher is a link and public-site.js stores the choice.
    await page.goto('/en/pricing');
    await page.getByTestId('language-switcher').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL('/fr/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tarifs');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await page.evaluate(() => window.localStorage.getItem('preferredLang'))).toBe('fr');
    await page.goto('/blog');
    await expect(page).toHaveURL('/fr/blog');

    // A page of the app: the same link, followed by the router.
    await page.goto('/fr/login');
    await page.getByTestId('language-switcher').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/en/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => window.localStorage.getItem('preferredLang'))).toBe('en');
  });
});

test.describe('no English left in the French interface', () => {
  test('public pages and login', async ({ page }) => {
    for (const path of [
      '/fr',
      '/fr/pricing',
      '/fr/blog',
      '/fr/enterprise',
      '/fr/solutions',
      '/fr/enterprise-quote',
      '/fr/login',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await englishOnPage(page), path).toEqual([]);
    }
  });

  test('the login error', async ({ page }) => {
    await page.goto('/fr/login');
    await page.getByLabel('Courriel').fill(ADMIN.email);
    await page.getByLabel('Mot de passe').fill('wrong-password');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByTestId('login-error')).toHaveText("Échec de l'authentification");
    expect(await englishOnPage(page)).toEqual([]);
  });

  test('the dashboard, its menus and the account dialog', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/fr/dashboard/home');
    await expect(page.getByTestId('screen-home')).toBeVisible();
    await page.getByTestId('nav-socials').click();
    expect(await englishOnPage(page), 'home').toEqual([]);
    await page.getByTestId('location-switcher').click();
    expect(await englishOnPage(page), 'location menu').toEqual([]);
    await page.keyboard.press('Escape');
    // Under load the closing location menu can swallow the first click: open until it shows.
    await expect(async () => {
      if (!(await page.getByTestId('open-account').isVisible()))
        await page.getByTestId('user-menu').click();
      await expect(page.getByTestId('open-account')).toBeVisible({ timeout: 2_000 });
    }).toPass();
    expect(await englishOnPage(page), 'user menu').toEqual([]);
    await page.getByTestId('open-account').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await englishOnPage(page), 'account dialog').toEqual([]);
  });

  test('the upgrade panel', async ({ page }) => {
    await signIn(page, GROWTH_ADMIN);
    await page.goto('/fr/dashboard/keywords');
    await expect(page.getByTestId('upgrade-panel')).toBeVisible();
    expect(await englishOnPage(page)).toEqual([]);
  });
});

test('the user menu switches the dashboard language', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/en/dashboard/reviews');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('menu-language-fr').click();
  await expect(page).toHaveURL('/fr/dashboard/reviews');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Avis');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test.describe('loading translations', () => {
  /** The built chunk of a locale file, from the Vite manifest. */
  function localeChunk(lang: string, ns: string): string {
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const chunk = manifest[`src/locales/${lang}/${ns}.json`];
    if (!chunk) throw new Error(`no chunk for ${lang}/${ns}`);
    return `/${chunk.file}`;
  }

  test("'Loading translations' shows until they are ready", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${localeChunk('en', 'common')}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/login');
    await expect(page.getByRole('status')).toHaveText('Loading translations');
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  });

  test('English is used when a French file fails to load', async ({ page }) => {
    await page.route(`**${localeChunk('fr', 'common')}`, (route) => route.abort());
    await page.goto('/fr/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  });
});
