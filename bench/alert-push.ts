/**
 * How fast a bad review reaches an open dashboard: signed webhook → `alert.raise` job → alert
 * row + NOTIFY → the `alert` event on `GET /v1/user-alert/stream`.
 *
 *   node --import tsx bench/alert-push.ts [--runs 30] [--no-pg]
 *        [--pg-url postgres://postgres@127.0.0.1:5432]
 *
 * Embedded PGlite: one process (`both`). PostgreSQL: an API process holding the stream and a
 * separate worker process raising the alert, so the event crosses processes as in production.
 * Baseline in the same run: the webhook call's own round trip, and one read of the alert list
 * (what each poll costs); the web also polls every 300 s (docs/product/alerts.md#alert-refresh).
 */
import pg from 'pg';
import * as lib from './lib.mjs';
import { measureAlertPush, startWorker } from './processes.ts';

const o = lib.cliOptions({
  runs: 30,
  // `--no-pg` turns it off (parseArgs reads `--no-<name>` as the negation of <name>).
  pg: true,
  'pg-url': 'postgres://postgres@127.0.0.1:5432',
});

type Server = Awaited<ReturnType<typeof lib.startServer>>;

const machine = lib.machineInfo();
lib.printMachine(machine);
const results = [];
const servers: Server[] = [];
try {
  const port = await lib.freePort();
  const dataDir = lib.tempDir('alerts');
  servers.push(await lib.startServer({ port, dataDir, timeoutMs: 300_000 }));
  results.push(await measureAlertPush('PGlite, one process', port, port, o.runs));
  lib.print(JSON.stringify(results[0]));
  await lib.stopProcess(servers.pop() as Server);
  lib.removeDir(dataDir);

  if (o.pg) {
    const name = `tableside_bench_alerts_${Date.now()}`;
    const admin = new pg.Client({ connectionString: `${o['pg-url']}/postgres` });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const shared = {
      DATABASE_URL: `${o['pg-url']}/${name}`,
      DEMO_MODE: 'true',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ENCRYPTION_KEY: 'a'.repeat(64),
    };
    try {
      const apiPort = await lib.freePort();
      servers.push(
        await lib.startServer({
          port: apiPort,
          dataDir: lib.tempDir('alerts-api'),
          env: { ...shared, PROCESS_ROLE: 'api' },
          timeoutMs: 300_000,
        }),
      );
      const worker = await startWorker({ ...shared, PROCESS_ROLE: 'worker' });
      servers.push({ child: worker } as unknown as Server);
      results.push(
        await measureAlertPush('PostgreSQL, API and worker processes', apiPort, apiPort, o.runs),
      );
    } finally {
      while (servers.length) await lib.stopProcess(servers.pop() as Server);
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
} finally {
  while (servers.length) await lib.stopProcess(servers.pop() as Server);
}

const ms = (n: number) => n.toFixed(0);
lib.print(
  lib.table(
    [
      'database',
      'runs',
      'push median ms',
      'push p95 ms',
      'push max ms',
      'webhook round trip ms',
      'list read ms',
      'push / webhook',
      'spec poll (300 s) / push',
    ],
    results.map((r) => [
      r.label,
      String(r.runs),
      ms(r.push.median),
      ms(r.push.p95),
      ms(r.push.max),
      ms(r.webhook),
      ms(r.list),
      lib.ratio(r.push.median, r.webhook),
      lib.ratio(300_000, r.push.median),
    ]),
  ),
);
lib.print(`load average at the end: ${lib.loadNow()}`);
lib.saveJson('alert-push', { machine, results });
