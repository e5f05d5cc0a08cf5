import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { GOOGLE_API, GOOGLE_PORT } from './e2e/support/google.ts';
import { MAILBOX_URL, SMTP_PORT, SMTP_URL } from './e2e/support/smtp.ts';
import {
  BOOKING_API,
  BOOKING_CONTROL,
  BOOKING_PORT,
  GRAPH_API,
  GRAPH_PORT,
  HOOKS_PORT,
  HOOKS_URL,
} from './e2e/support/social-fakes.ts';

const webDir = import.meta.dirname;
// Ports can be moved so that two checkouts run their journeys side by side.
const port = Number(process.env.E2E_PORT ?? 3100);

// One fresh database per run, removed when the run ends. Workers load this file too: they
// inherit the directory through the environment instead of creating their own.
if (!process.env.TABLESIDE_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tableside-e2e-'));
  process.env.TABLESIDE_E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  // With a PostgreSQL server (DATABASE_URL, as CI sets), the journeys' server runs on a new
  // database of its own there: the production path, with the database's work off the API's one
  // thread. Without one, on the embedded database in the directory above.
  const admin = process.env.DATABASE_URL;
  if (admin) {
    const name = `tableside_e2e_${randomBytes(6).toString('hex')}`;
    const psql = (sql: string) => execFileSync('psql', [admin, '-qc', sql], { stdio: 'ignore' });
    psql(`create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    process.env.TABLESIDE_E2E_DATABASE_URL = url.href;
    process.on('exit', () => psql(`drop database if exists ${name} with (force)`));
  }
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // A `test.only` left in a journey would let CI pass on one test and skip the rest.
  forbidOnly: !!process.env.CI,
  // A journey spends part of its time waiting (the server, its job queue, the browser's timers):
  // on two busy cores, four at once ran the main project in 704 s where two took 890 s (RESULTS,
  // "CI time: journeys"). E2E_WORKERS moves it.
  workers: Number(process.env.E2E_WORKERS) || 4,
  retries: 0,
  reporter: 'list',
  // The longest journeys (the console's accessibility pass, a template written then inserted by
  // two users) take 40-55 s alone on two cores; four at once on a slower machine ran them past a
  // minute (bench/RESULTS.md, "CI time: journeys on a slower machine").
  timeout: 120_000,
  expect: { timeout: 10_000 },
  projects: [
    {
      name: 'journeys',
      testIgnore: /(review-import|alias-suggestions|mention-corrections|tier-pages)\.spec\.ts/,
    },
    // Alias suggestions send new reviews into the demo restaurant (and make a new ingestion
    // secret); corrections change its dish and staff figures; the tier pages journey changes a
    // price. Beside the journeys that compare a screen or a report with the API, that read the
    // seed prices or that sign their own webhook calls, that raced. They run once the journeys
    // are done.
    {
      name: 'catalogue-writes',
      testMatch: /(alias-suggestions|mention-corrections|tier-pages)\.spec\.ts/,
      dependencies: ['journeys'],
    },
    // The 10,000-review import keeps the embedded database busy for a minute or more; beside it,
    // journeys on a loaded machine timed out signing in (on PGlite, a catalogue write beside it
    // still did with four workers). It runs after the others, on its own.
    {
      name: 'bulk-import',
      testMatch: /review-import\.spec\.ts/,
      dependencies: ['catalogue-writes'],
    },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    // A click or a choice that waits for ever (an element covered, an option that never comes)
    // fails where it waits instead of running out the whole test's time with no step named.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Chromium builds its address bar's popup as two web pages (chrome://omnibox-popup) for
        // every new context, headless too: a context then costs three times the CPU (1.1 s against
        // 0.35 s here), and a run makes some 250 (bench/RESULTS.md, "CI time: journeys on a
        // slower machine").
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
      ],
    },
  },
  webServer: [
    {
      // One SMTP server for every journey's e-mail (alerts, invitations), read over HTTP.
      command: 'node --import tsx apps/server/src/test/fakes/smtp-sink-main.ts',
      cwd: resolve(webDir, '../..'),
      url: MAILBOX_URL,
      env: { FAKE_SMTP_PORT: String(SMTP_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // A local server speaking Google Business Profile's reply calls; the demo posts to it.
      command: 'node --import tsx apps/server/src/test/fakes/google-server-main.ts',
      cwd: resolve(webDir, '../..'),
      url: `${GOOGLE_API}/__calls`,
      env: { FAKE_GOOGLE_PORT: String(GOOGLE_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // A local booking system speaking its API
      // (docs/product/reservations-and-socials.md#booking-system); the demo restaurant's login
      // points here.
      command: 'node --import tsx apps/server/src/test/fakes/booking-server-main.ts',
      cwd: resolve(webDir, '../..'),
      url: `${BOOKING_CONTROL}/__calls`,
      env: { FAKE_BOOKING_PORT: String(BOOKING_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // A local Graph API: the demo's Facebook Page and Instagram account, their comments and replies.
      command: 'node --import tsx apps/server/src/test/fakes/graph-server-main.ts',
      cwd: resolve(webDir, '../..'),
      url: `${GRAPH_API}/__calls`,
      env: { FAKE_GRAPH_PORT: String(GRAPH_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // A local receiver speaking Slack's, Teams' and the signed webhook's shapes: the
      // escalation channels' journeys point their channels here.
      command: 'node --import tsx apps/server/src/test/fakes/chat-hooks-main.ts',
      cwd: resolve(webDir, '../..'),
      url: `${HOOKS_URL}/__calls`,
      env: { FAKE_HOOKS_PORT: String(HOOKS_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npm run start -w apps/server',
      cwd: resolve(webDir, '../..'),
      url: `http://127.0.0.1:${port}/readyz`,
      // Its warnings and errors (LOG_LEVEL below) go into the run's output: a journey that met a
      // 500 then shows the server's own account of it.
      stdout: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: process.env.TABLESIDE_E2E_DATA_DIR,
        DEMO_MODE: 'true',
        WEB_DIST: resolve(webDir, 'dist'),
        LOG_LEVEL: 'warn',
        // No load shedding: this one process also runs the workers and the demo's analysis, and a
        // busy CI machine would have it answer the journeys 503 (on PostgreSQL it sheds by default).
        MAX_EVENT_LOOP_DELAY_MS: '0',
        // The journeys sign in far more often than a person would.
        LOGIN_RATE_LIMIT: '10000',
        DEMO_GOOGLE_API: GOOGLE_API,
        // The demo restaurant's booking system and social accounts: the local servers above.
        DEMO_BOOKING_API: BOOKING_API,
        BOOKING_API_BASE: BOOKING_API,
        DEMO_GRAPH_API: GRAPH_API,
        FACEBOOK_GRAPH_BASE: GRAPH_API,
        // Every e-mail goes to the local SMTP sink above.
        SMTP_URL,
        // Google's consent, token and reviews calls all go to the local server.
        GOOGLE_API_BASE: GOOGLE_API,
        GOOGLE_CLIENT_ID: 'tableside-e2e',
        GOOGLE_CLIENT_SECRET: 'tableside-e2e-secret',
        // The consent page sends the browser back to the address the journeys use.
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        // The same local server answers Google Places for the onboarding wizard's search.
        GOOGLE_PLACES_API: GOOGLE_API,
        // The operator's opt-in that lets its configured bases reach those local servers.
        OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
        // Escalation channels may reach the local receiver above (and nothing else private).
        ALERT_CHANNEL_ALLOW_HOSTS: '127.0.0.1',
        GOOGLE_PLACES_API_KEY: 'demo-places-key',
        // Their own fresh database (above), never the DATABASE_URL CI exports for the API tests:
        // a shared database keeps data from earlier runs.
        DATABASE_URL: process.env.TABLESIDE_E2E_DATABASE_URL ?? '',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
