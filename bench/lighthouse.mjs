// Lighthouse (performance, accessibility, best practices, SEO) on the public pages and the
// signed-in dashboard, against the server serving the production web build (as `npm start`).
// Needs a build first: npm run build -w apps/web
//   node bench/lighthouse.mjs [--dist apps/web/dist] [--chromium /usr/bin/chromium]
//        [--lighthouse 12.8.2] [--preset mobile|desktop] [--pages /en,/en/pricing,...]
//        [--no-compression]
//
// Lighthouse is not a dependency of the repository: the script runs the pinned CLI with
// `npx --yes lighthouse@<version>` (12.x is the last line whose engines allow Node 20; 13 asks
// for 22), or the executable in LIGHTHOUSE_BIN if set, e.g.
//   npm install --prefix /tmp/lh lighthouse@13
//   LIGHTHOUSE_BIN=/tmp/lh/node_modules/.bin/lighthouse node bench/lighthouse.mjs
// Public pages are checked against TARGETS (PASS/FAIL); the dashboard is reported only.
// Signed-in pages: the script signs in as admin@tableside.demo for each page and hands the
// refresh cookie to Lighthouse with --extra-headers, so the app restores the session exactly as
// it does for a returning user (a fresh sign-in per page, as the refresh token rotates).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as lib from './lib.mjs';

const opts = lib.cliOptions({
  dist: 'apps/web/dist',
  chromium: '/usr/bin/chromium',
  lighthouse: '12.8.2',
  preset: 'mobile',
  pages: '/en,/en/pricing,/fr,/fr/pricing,/en/dashboard/home,/en/dashboard/reviews',
  // --no-compression: the server sends nothing compressed (COMPRESSION=false), for a before/after.
  compression: true,
});
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 95 };
const bin = process.env.LIGHTHOUSE_BIN;
if (bin && !existsSync(bin)) {
  console.error(`LIGHTHOUSE_BIN=${bin} does not exist.`);
  process.exit(1);
}
const dist = resolve(lib.ROOT, opts.dist);
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`${dist}/index.html not found: run \`npm run build -w apps/web\` first.`);
  process.exit(1);
}
const machine = lib.machineInfo();
lib.printMachine(machine);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
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
const outDir = join(lib.ROOT, 'bench', '.out', 'lighthouse');
mkdirSync(outDir, { recursive: true });

/** Signs in and returns the Cookie header a returning browser would send. */
async function sessionCookie(port) {
  const res = await fetch(`http://127.0.0.1:${port}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(lib.DEMO_LOGIN),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return cookies.join('; ');
}

function runLighthouse(url, file, extraHeaders) {
  const args = [
    ...(bin ? [] : ['--yes', `lighthouse@${opts.lighthouse}`]),
    url,
    '--output=json',
    `--output-path=${file}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    '--quiet',
    ...(opts.preset === 'desktop' ? ['--preset=desktop'] : []),
    ...(extraHeaders ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : []),
  ];
  return new Promise((resolvePromise, reject) => {
    const child = spawn(bin ?? 'npx', args, {
      cwd: lib.ROOT,
      env: { ...process.env, CHROME_PATH: opts.chromium },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`lighthouse exited ${code}: ${out}`)),
    );
  });
}

const dataDir = lib.tempDir('lighthouse');
const port = await lib.freePort();
const srv = await lib.startServer({
  port,
  dataDir,
  // PUBLIC_URL: canonical and hreflang links are absolute, as in production.
  env: {
    WEB_DIST: dist,
    LOGIN_RATE_LIMIT: '1000000',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    COMPRESSION: String(opts.compression),
  },
});
const results = [];
try {
  for (const path of opts.pages.split(',')) {
    const signedIn = path.includes('/dashboard');
    const headers = signedIn ? { Cookie: await sessionCookie(port) } : undefined;
    const file = join(outDir, `${path.replace(/\W+/g, '_').replace(/^_/, '')}.json`);
    const t = performance.now();
    // Lighthouse sometimes fails to record a trace (NO_NAVSTART): one more try, then give up.
    await runLighthouse(`http://127.0.0.1:${port}${path}`, file, headers).catch((error) => {
      if (!/Please run Lighthouse again/.test(error.message)) throw error;
      lib.print(`  ${path}: Lighthouse asked to be run again; running it once more`);
      return runLighthouse(`http://127.0.0.1:${port}${path}`, file, headers);
    });
    const lhr = JSON.parse(readFileSync(file, 'utf8'));
    const finalPath = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname;
    const audit = (id) => lhr.audits[id]?.numericValue;
    const r = {
      path,
      finalPath,
      scores: Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      failedAudits: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
      seconds: (performance.now() - t) / 1000,
      pass: false,
      file,
    };
    r.pass = Object.entries(TARGETS).every(([id, min]) => r.scores[id] >= min);
    results.push(r);
    lib.print(
      `  ${path}: ${CATEGORIES.map((c) => `${c} ${r.scores[c]}`).join(', ')} ` +
        `(${r.seconds.toFixed(0)} s)`,
    );
  }
} finally {
  await lib.stopProcess(srv);
  lib.removeDir(dataDir);
}

const f0 = (x) => (x === undefined ? '–' : Math.round(x).toLocaleString('en'));
lib.print('');
lib.print(
  lib.table(
    [
      'page',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'failed binary audits',
      'target (≥ 95 / 100 / ≥ 95 / ≥ 95)',
    ],
    results.map((r) => [
      r.finalPath === r.path ? r.path : `${r.path} (INVALID: ended on ${r.finalPath})`,
      ...CATEGORIES.map((c) => r.scores[c]),
      f0(r.fcpMs),
      f0(r.lcpMs),
      f0(r.tbtMs),
      r.cls === undefined ? '–' : r.cls.toFixed(3),
      r.failedAudits.join(', ') || '–',
      r.path.includes('/dashboard') ? '–' : r.pass ? 'PASS' : 'FAIL',
    ]),
  ),
);
lib.print(
  `Lighthouse ${opts.lighthouse}, ${opts.preset} preset (simulated throttling), compression ` +
    `${opts.compression ? 'on' : 'off'}; scores 0–100. ` +
    `Full reports in ${outDir}.`,
);
const file = lib.saveJson('lighthouse', {
  machine,
  options: opts,
  results,
  loadAtEnd: lib.loadNow(),
});
lib.print(`Load average at end ${lib.loadNow()}; raw figures in ${file}`);
const publicFail = results.some((r) => !r.path.includes('/dashboard') && !r.pass);
process.exitCode = results.every((r) => r.finalPath === r.path) && !publicFail ? 0 : 1;
