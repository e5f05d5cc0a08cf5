import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultPublicTiers } from '@tableside/domain/public-tiers';
import type { TSubscriptionTier } from '@tableside/domain/schemas/tiers';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTierPages } from './tier-pages.ts';
import { registerWebStatic } from './web-static.ts';

// What the web build leaves for the server (apps/web/scripts/prerender.ts): the pages, and in
// dist-ssr its server entry and the pages' assets. This entry writes each tier's price, counts its
// renders, and fails while `globalThis.failRender` is set.
const ENTRY = `
export function renderTierPages(assets, tiers) {
  globalThis.renders = (globalThis.renders ?? 0) + 1;
  if (globalThis.failRender) throw new Error('render failed');
  const prices = tiers.map((t) => t.name + ' ' + t.price_monthly).join(', ');
  return ['/en', '/en/pricing'].map((path) => ({
    path,
    html: '<link rel="canonical" href="' + path + '"><p>' + prices + '</p>' + assets.script,
  }));
}`;

let root: string;
let webDist: string;
let records: TSubscriptionTier[];
const renders = () => (globalThis as { renders?: number }).renders ?? 0;
const failRender = (on: boolean) => ((globalThis as { failRender?: boolean }).failRender = on);

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'tableside-tier-pages-'));
  webDist = join(root, 'dist');
  mkdirSync(join(webDist, 'en', 'pricing'), { recursive: true });
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(join(webDist, 'index.html'), 'spa shell');
  writeFileSync(join(webDist, 'en', 'index.html'), 'landing with the seed prices');
  writeFileSync(join(webDist, 'en', 'pricing', 'index.html'), 'pricing with the seed prices');
  writeFileSync(join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
  writeFileSync(
    join(root, 'dist-ssr', 'page-assets.json'),
    JSON.stringify({ css: ['/a.css'], script: '/p.js', tierPages: ['/en', '/en/pricing'] }),
  );
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const withPrice = (name: string, price: number) =>
  defaultPublicTiers().map((tier) =>
    tier.name === name ? { ...tier, price_monthly: price } : tier,
  );

describe('pages that show the tier records', () => {
  it('are the build copies while the records are the seed ones, and rendered once per change', async () => {
    records = defaultPublicTiers();
    const pages = createTierPages(webDist, async () => records);
    expect(pages?.paths).toEqual(new Set(['/en', '/en/pricing']));
    expect(await pages?.current()).toBeNull();
    // The same records in another order, with other ids and keys in another order: no change.
    records = defaultPublicTiers()
      .toReversed()
      .map((tier) => ({
        ...tier,
        id: crypto.randomUUID(),
        marketing: { fr: tier.marketing.fr, en: tier.marketing.en },
      }));
    expect(await pages?.current()).toBeNull();
    expect(renders()).toBe(0);

    records = withPrice('Growth', 84);
    expect((await pages?.current())?.get('/en/pricing')).toContain('Growth 84');
    await pages?.current();
    expect(renders()).toBe(1);
    // A private tier is not on the pages.
    records = [
      ...withPrice('Growth', 84),
      { ...defaultPublicTiers()[0]!, name: 'Hidden', is_public: false },
    ];
    await pages?.current();
    expect(renders()).toBe(1);
  });

  it('are served live, with absolute links, and fall back to the build copy when rendering fails', async () => {
    const errors: unknown[] = [];
    const app = Fastify();
    await registerWebStatic(app, webDist, 'https://reviews.example.com/', {
      tierPages: createTierPages(webDist, async () => records),
      log: (error) => errors.push(error),
    });
    const get = async (url: string) => (await app.inject({ method: 'GET', url })).body;

    records = withPrice('Pro', 205);
    expect(await get('/en/pricing/')).toContain('Pro 205');
    expect(await get('/en')).toContain('href="https://reviews.example.com/en"');
    records = defaultPublicTiers();
    expect(await get('/en/pricing')).toBe('pricing with the seed prices');

    failRender(true);
    records = withPrice('Pro', 210);
    expect(await get('/en/pricing')).toBe('pricing with the seed prices');
    expect(errors).toHaveLength(1);
    // Tried again on the next request, not kept failed.
    failRender(false);
    expect(await get('/en/pricing')).toContain('Pro 210');
    await app.close();
  });
});
