// JavaScript shipped per page, gzipped: loads /en and /en/dashboard/home (signed in as
// admin@tableside.demo) in headless Chromium against the server serving the web build, records
// every script response body, gzips each (node:zlib, level 9) and sums.
// Needs a build first: npm run build -w apps/web
//   node bench/bundle-size.mjs [--dist apps/web/dist] [--chromium /usr/bin/chromium]
import { existsSync, readFileSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import * as lib from './lib.mjs';

const opts = lib.cliOptions({ dist: 'apps/web/dist', chromium: '/usr/bin/chromium' });
const dist = resolve(lib.ROOT, opts.dist);
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist}/index.html not found: run \`npm run build -w apps/web\` first.`);
  process.exit(1);
}
const machine = lib.machineInfo();
lib.printMachine(machine);

const PAGES = [
  { path: '/en', label: 'public landing /en', budgetKB: 100, signIn: false },
  {
    path: '/en/dashboard/home',
    label: 'dashboard shell /en/dashboard/home',
    budgetKB: 200,
    signIn: true,
  },
];
const gz = (buf) => gzipSync(buf, { level: 9 }).length;

/** Loads one page in a fresh context (empty cache) and returns the scripts it fetched. */
async function measurePage(browser, base, page) {
  const context = await browser.newContext({ baseURL: base });
  try {
    if (page.signIn) {
      const res = await context.request.post('/v1/auth/login', { data: lib.DEMO_LOGIN });
      if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
    }
    const tab = await context.newPage();
    const pending = new Map();
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || pending.has(response.url())) return;
      pending.set(
        response.url(),
        response.body().then(
          (body) => ({ url: new URL(response.url()).pathname, raw: body.length, gz: gz(body) }),
          () => null,
        ),
      );
    });
    await tab.goto(page.path, { waitUntil: 'networkidle', timeout: 30_000 });
    await tab.waitForTimeout(500); // anything a late effect still imports
    const finalPath = new URL(tab.url()).pathname;
    const heading = await tab
      .locator('h1')
      .first()
      .textContent({ timeout: 5_000 })
      .catch(() => null);
    const scripts = (await Promise.all(pending.values())).filter(Boolean);
    return { ...page, finalPath, heading, scripts };
  } finally {
    await context.close();
  }
}

/** Cross-check: the entry's static import closure according to the Vite manifest. */
function manifestEntryClosure() {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  const seen = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep);
  };
  walk(entry);
  const files = [...seen].map((k) => manifest[k].file);
  return {
    files: files.length,
    gz: files.reduce((sum, f) => sum + gz(readFileSync(join(dist, f))), 0),
  };
}

const dataDir = lib.tempDir('bundle');
const port = await lib.freePort();
const srv = await lib.startServer({
  port,
  dataDir,
  env: { WEB_DIST: dist, LOGIN_RATE_LIMIT: '1000000' },
});
const base = `http://localhost:${port}`;
const browser = await chromium.launch({
  executablePath: opts.chromium,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // No address-bar popup pages for each context (apps/web/playwright.config.ts).
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
  ],
});
const results = [];
try {
  for (const page of PAGES) results.push(await measurePage(browser, base, page));
} finally {
  await browser.close();
  await lib.stopProcess(srv);
  lib.removeDir(dataDir);
}

const kib = (b) => (b / 1024).toFixed(1);
const rows = [];
for (const r of results) {
  const raw = r.scripts.reduce((s, x) => s + x.raw, 0);
  const total = r.scripts.reduce((s, x) => s + x.gz, 0);
  const ok = r.finalPath === r.path;
  r.totalGz = total;
  const verdict = !ok
    ? `INVALID (ended on ${r.finalPath})`
    : total <= r.budgetKB * 1000
      ? 'PASS'
      : total <= r.budgetKB * 1024
        ? 'PASS only if KB = 1024 B'
        : 'FAIL';
  rows.push([
    r.label,
    r.scripts.length,
    kib(raw),
    `${kib(total)} (${total} B)`,
    `${r.budgetKB} KB`,
    verdict,
  ]);
  lib.print(`\n${r.label}: final URL ${r.finalPath}, first h1 ${JSON.stringify(r.heading)}`);
  lib.print(
    lib.table(
      ['script', 'raw B', 'gzip -9 B'],
      r.scripts.sort((a, b) => b.gz - a.gz).map((x) => [x.url, x.raw, x.gz]),
    ),
  );
}
lib.print();
lib.print(lib.table(['page', 'scripts', 'raw KiB', 'gzip -9 KiB', 'budget (gz)', 'result'], rows));
const closure = manifestEntryClosure();
if (closure)
  lib.print(
    `\nmanifest cross-check: entry + static imports = ${closure.files} files, ${kib(closure.gz)} KiB gz`,
  );
const [pub, dash] = results;
if (pub?.totalGz && dash?.totalGz)
  lib.print(`dashboard vs public page: ${lib.ratio(dash.totalGz, pub.totalGz)} the gzipped JS`);
lib.print(`raw results: ${lib.saveJson('bundle-size', { machine, opts, results, closure })}`);
