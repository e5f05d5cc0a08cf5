// Bytes a first visit transfers: loads /en/onboarding (signed out) and /en/dashboard/home (signed
// in as admin@tableside.demo) in headless Chromium, empty cache, against the server serving the
// production web build, once with COMPRESSION=false (the baseline, as before issue #35) and once
// with compression on; sums what the DevTools protocol reports as received for each request
// (Network.loadingFinished encodedDataLength: headers and body as they crossed the wire), and
// how much of it was response headers (about 1 KB each over HTTP/1.1, as here; HTTP/2 and 3
// compress repeated headers to a few bytes).
// Needs a build first: npm run build -w apps/web
//   node bench/transfer.mjs [--dist apps/web/dist] [--chromium /usr/bin/chromium] [--runs 1]
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import * as lib from './lib.mjs';

const opts = lib.cliOptions({ dist: 'apps/web/dist', chromium: '/usr/bin/chromium', runs: 1 });
const dist = resolve(lib.ROOT, opts.dist);
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist}/index.html not found: run \`npm run build -w apps/web\` first.`);
  process.exit(1);
}
if (!existsSync(join(dist, 'en/index.html.br')))
  lib.print('NOTE: no .br copies in the build: it predates apps/web/scripts/compress-dist.ts');
const machine = lib.machineInfo();
lib.printMachine(machine);

// Budgets count 1 KB = 1,000 bytes, as bench/bundle-size.mjs does.
const PAGES = [
  { path: '/en/onboarding', label: 'onboarding', budgetKB: 150, ready: 'h1', signIn: false },
  {
    path: '/en/dashboard/home',
    label: 'dashboard first load',
    budgetKB: 200,
    ready: '[data-testid="screen-home"]',
    signIn: true,
  },
];
const CHROME_FLAGS = [
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
];

/** One page in a fresh context; every request's wire bytes, decoded bytes, type and encoding. */
async function measurePage(browser, base, page) {
  const context = await browser.newContext({ baseURL: base });
  try {
    if (page.signIn) {
      const res = await context.request.post('/v1/auth/login', { data: lib.DEMO_LOGIN });
      if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
    }
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    const requests = new Map();
    const entry = (id) => {
      if (!requests.has(id)) requests.set(id, { wire: 0, headers: 0, decoded: 0, done: false });
      return requests.get(id);
    };
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      const headers = Object.fromEntries(
        Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]),
      );
      Object.assign(entry(requestId), {
        url: new URL(response.url).pathname,
        type,
        encoding: headers['content-encoding'] ?? '',
        // What had arrived with the response's head: its status line and headers.
        headers: response.encodedDataLength ?? 0,
      });
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      entry(requestId).decoded += dataLength;
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      Object.assign(entry(requestId), { wire: encodedDataLength, done: true });
    });
    await cdp.send('Network.enable');
    await tab.goto(page.path, { waitUntil: 'networkidle', timeout: 60_000 });
    await tab.locator(page.ready).first().waitFor({ timeout: 30_000 });
    await tab.waitForLoadState('networkidle');
    const finalPath = new URL(tab.url()).pathname;
    // The alert stream stays open (never finished): its few bytes are left out.
    const done = [...requests.values()].filter((r) => r.done && r.url);
    return { ...page, finalPath, requests: done };
  } finally {
    await context.close();
  }
}

async function measureServer(compression) {
  const dataDir = lib.tempDir('transfer');
  const port = await lib.freePort();
  const srv = await lib.startServer({
    port,
    dataDir,
    env: { WEB_DIST: dist, LOGIN_RATE_LIMIT: '1000000', COMPRESSION: String(compression) },
  });
  const browser = await chromium.launch({ executablePath: opts.chromium, args: CHROME_FLAGS });
  const out = [];
  try {
    for (let run = 0; run < opts.runs; run++)
      for (const page of PAGES)
        out.push(await measurePage(browser, `http://localhost:${port}`, page));
  } finally {
    await browser.close();
    await lib.stopProcess(srv);
    lib.removeDir(dataDir);
  }
  return out;
}

const sum = (rs, key) => rs.reduce((s, r) => s + r[key], 0);
const kb = (b) => (b / 1000).toFixed(1);
const before = await measureServer(false);
const after = await measureServer(true);

const rows = [];
for (const page of PAGES) {
  const b = before.filter((r) => r.path === page.path);
  const a = after.filter((r) => r.path === page.path);
  const wire = (rs) => lib.median(rs.map((r) => sum(r.requests, 'wire')));
  const headers = (rs) => lib.median(rs.map((r) => sum(r.requests, 'headers')));
  const invalid = [...b, ...a].find((r) => r.finalPath !== r.path);
  const total = wire(a);
  rows.push([
    page.label,
    a[0].requests.length,
    kb(wire(b)),
    kb(total),
    lib.ratio(total, wire(b)),
    `${kb(headers(a))} / ${kb(total - headers(a))}`,
    `${page.budgetKB} KB`,
    invalid
      ? `INVALID (ended on ${invalid.finalPath})`
      : total <= page.budgetKB * 1000
        ? 'PASS'
        : 'FAIL',
  ]);
  // Per resource type, compression on: where the bytes go.
  const types = new Map();
  for (const r of a[0].requests) {
    const t = types.get(r.type) ?? { n: 0, wire: 0, decoded: 0, encodings: new Set() };
    t.n += 1;
    t.wire += r.wire;
    t.decoded += r.decoded;
    if (r.encoding) t.encodings.add(r.encoding);
    types.set(r.type, t);
  }
  const beforeTypes = new Map();
  for (const r of b[0].requests) beforeTypes.set(r.type, (beforeTypes.get(r.type) ?? 0) + r.wire);
  lib.print(`\n${page.label} (${page.path}), first run, by resource type:`);
  lib.print(
    lib.table(
      ['type', 'requests', 'KB before', 'KB after', 'KB decoded', 'encodings'],
      [...types].map(([type, t]) => [
        type,
        t.n,
        kb(beforeTypes.get(type) ?? 0),
        kb(t.wire),
        kb(t.decoded),
        [...t.encodings].join(', ') || '—',
      ]),
    ),
  );
}
lib.print();
lib.print(
  lib.table(
    [
      'page',
      'requests',
      'KB before',
      'KB after',
      'after / before',
      'after: headers / bodies KB',
      'target',
      'result',
    ],
    rows,
  ),
);
lib.print(`load avg at end ${lib.loadNow()}`);
lib.print(`raw results: ${lib.saveJson('transfer', { machine, opts, before, after })}`);
