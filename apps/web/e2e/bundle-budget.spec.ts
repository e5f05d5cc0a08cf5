import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ADMIN } from './support/demo-users.ts';
import { signIn } from './support/session.ts';

/**
 * The JavaScript a page really loads: every script response while it opens in Chromium, whatever
 * asked for it (the document, the router's lazy routes, translation chunks), each gzipped at
 * level 9, summed. Budgets in bytes.
 */
const PUBLIC_BUDGET = 100_000;
const DASHBOARD_BUDGET = 200_000;

type Loaded = { path: string; type: string; gzipped: Promise<number> };

/** Records what the page requests until it has opened and the network is quiet. */
async function load(page: Page, path: string, ready: () => Promise<void>): Promise<Loaded[]> {
  const loaded: Loaded[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const gzipped =
      type === 'script'
        ? response.body().then((body) => gzipSync(body, { level: 9 }).length)
        : Promise.resolve(0);
    loaded.push({ path: new URL(response.url()).pathname, type, gzipped });
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname, 'the page stayed where it was opened').toBe(path);
  return loaded;
}

async function scriptBytes(page: string, loaded: Loaded[]): Promise<number> {
  const scripts = loaded.filter(({ type }) => type === 'script');
  const sizes = await Promise.all(scripts.map(({ gzipped }) => gzipped));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  console.warn(`${page}: ${total} B of JavaScript gzipped in ${scripts.length} files`);
  return total;
}

test.describe('bundle budgets (gzip -9)', () => {
  test(`/en loads at most ${PUBLIC_BUDGET} B of JavaScript`, async ({ page }) => {
    const loaded = await load(page, '/en', () =>
      expect(page.getByTestId('free-trial')).toBeVisible(),
    );
    expect(await scriptBytes('/en', loaded)).toBeLessThanOrEqual(PUBLIC_BUDGET);
  });

  test(`/en/dashboard/home loads at most ${DASHBOARD_BUDGET} B of JavaScript`, async ({ page }) => {
    await signIn(page, ADMIN);
    const loaded = await load(page, '/en/dashboard/home', () =>
      expect(page.getByTestId('screen-home')).toBeVisible(),
    );
    expect(await scriptBytes('/en/dashboard/home', loaded)).toBeLessThanOrEqual(DASHBOARD_BUDGET);
  });
});

test('a prerendered page loads its HTML, the stylesheet, boot.js and public-site.js only', async ({
  page,
}) => {
  const loaded = await load(page, '/fr/pricing', () =>
    expect(page.getByRole('heading', { level: 1 })).toHaveText('Tarifs'),
  );
  const requests = loaded
    .filter(({ path }) => path !== '/favicon.svg')
    .map(({ type, path }) => `${type} ${path.replace(/-[\w-]{8}\.(js|css)$/, '.$1')}`);
  expect(requests.sort()).toEqual([
    'document /fr/pricing',
    'script /assets/public-site.js',
    'script /boot.js',
    'stylesheet /assets/index.css',
  ]);
});

test('the public pages of the app never load the signed-in area', async ({ page }) => {
  const manifest = JSON.parse(
    readFileSync(join(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const loaded = await load(page, '/en/login', () =>
    expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  );
  const scripts = loaded.filter(({ type }) => type === 'script').map(({ path }) => path);
  for (const layout of ['dashboard-layout', 'superadmin-layout', 'signed-in-shell']) {
    const file = manifest[`src/app/layouts/${layout}.tsx`]?.file;
    expect(file, layout).toBeDefined();
    expect(scripts, layout).not.toContain(`/${file}`);
  }
  for (const script of scripts) {
    // TanStack Query's provider error text survives minification.
    const source = readFileSync(join(import.meta.dirname, '../dist', script), 'utf8');
    expect(source, script).not.toContain('No QueryClient set');
  }
});
