import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a page loads, from the build manifest: the entry and the route modules that
 * page renders, each with its static imports, plus the translation files it fetches. Counting
 * only the entry's static imports would hide what the router loads lazily on first paint.
 */
const dist = join(import.meta.dirname, '../dist');
const KB = 1024;

type Chunk = { file: string; imports?: string[]; isEntry?: boolean };
type Manifest = Record<string, Chunk>;

const PAGES = {
  '/en': {
    budget: 100 * KB,
    modules: [
      'src/app/layouts/public-layout.tsx',
      'src/app/routes/landing-route.tsx',
      'src/locales/en/common.json',
      'src/locales/en/public.json',
    ],
  },
  '/en/dashboard/home': {
    budget: 200 * KB,
    modules: [
      'src/app/layouts/signed-in-shell.tsx',
      'src/app/layouts/dashboard-layout.tsx',
      'src/app/routes/dashboard-screen-route.tsx',
      'src/locales/en/common.json',
      'src/locales/en/dashboard.json',
    ],
  },
} as const;

function filesLoaded(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

test.describe('bundle budgets (gzip)', () => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0] ?? 'index.html';

  for (const [page, { budget, modules }] of Object.entries(PAGES)) {
    test(`${page} loads at most ${budget / KB} KB of JavaScript`, () => {
      const files = filesLoaded(manifest, [entry, ...modules]);
      const gzipped = [...files]
        .filter((file) => file.endsWith('.js'))
        .reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
      console.warn(`${page}: ${(gzipped / KB).toFixed(1)} KB gzipped in ${files.size} files`);
      expect(gzipped).toBeLessThanOrEqual(budget);
    });
  }

  test('public pages never load the signed-in area', () => {
    const publicFiles = filesLoaded(manifest, [entry, ...PAGES['/en'].modules]);
    for (const layout of ['dashboard-layout', 'superadmin-layout', 'signed-in-shell']) {
      const file = manifest[`src/app/layouts/${layout}.tsx`]?.file;
      expect(file, layout).toBeDefined();
      expect(publicFiles.has(file ?? ''), layout).toBe(false);
    }
    for (const file of publicFiles) {
      // TanStack Query's provider error text survives minification.
      expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain('No QueryClient set');
    }
  });
});
