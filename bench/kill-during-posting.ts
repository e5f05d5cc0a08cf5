/**
 * Exactly-once posting under a crash: 500 five-star Google reviews arrive at the demo group with
 * auto-approval on (no delay); the workers draft, approve and post them to a local server that
 * speaks Google's reply call. The server is killed with SIGKILL part-way through and started
 * again. Every reply must reach Google exactly once and end `posted`.
 *
 *   node --import tsx bench/kill-during-posting.ts [--reviews 500] [--kill-after 150]
 */
import { startGoogleServer } from '../apps/server/src/test/fakes/google-business-server.ts';
import { batchCalls, LOCAL_GOOGLE, prepareAutoApprovalBatch } from './auto-approval-batch.ts';
import * as lib from './lib.mjs';

const opts = lib.cliOptions({ reviews: 500, 'kill-after': 150 }) as {
  reviews: number;
  'kill-after': number;
};
const MARK = 'kill-bench';

lib.printMachine(lib.machineInfo());
const google = await startGoogleServer('bench-token', { delayMs: 20 });
const dataDir = lib.tempDir('kill');
const port = await lib.freePort(3460);
const t0 = performance.now();

// 1. A fresh installation with demo data, then the batch prepared while the server is down.
await prepareAutoApprovalBatch({
  port,
  dataDir,
  googleUrl: google.url,
  count: opts.reviews,
  mark: MARK,
});

// 2. Run, kill mid-batch, run again.
const puts = () =>
  batchCalls(google.calls, MARK).filter((c) => c.method === 'PUT' && c.status === 200).length;
let server = await lib.startServer({ port, dataDir, env: LOCAL_GOOGLE });
const killStart = performance.now();
while (puts() < opts['kill-after']) {
  if (performance.now() - killStart > 180_000) throw new Error(`only ${puts()} posts in 3 minutes`);
  await new Promise((r) => setTimeout(r, 50));
}
process.kill(-(server.pid as number), 'SIGKILL');
await new Promise((r) => setTimeout(r, 500));
const atKill = puts();
lib.print(`SIGKILL after ${atKill} replies reached Google`);
server = await lib.startServer({ port, dataDir, env: LOCAL_GOOGLE });

const { access_token: token } = await lib.login(port);
const postedCount = async () => {
  const res = await fetch(
    `http://127.0.0.1:${port}/v1/location/all/review?search=${MARK}&status=posted&limit=1000`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const body = (await res.json().catch(() => null)) as { data?: unknown[] } | null;
  if (!body?.data) {
    lib.print(`poll answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
    return -1;
  }
  return body.data.length;
};
const doneStart = performance.now();
while ((await postedCount()) < opts.reviews) {
  if (performance.now() - doneStart > 300_000) break;
  await new Promise((r) => setTimeout(r, 1000));
}
const posted = await postedCount();
await lib.stopProcess(server);
await google.close();
lib.removeDir(dataDir);

// 3. Exactly once: one successful reply call per review, and every review posted.
const perReview = new Map<string, number>();
for (const c of batchCalls(google.calls, MARK))
  if (c.method === 'PUT' && c.status === 200)
    perReview.set(c.path, (perReview.get(c.path) ?? 0) + 1);
const doubled = [...perReview.values()].filter((n) => n > 1).length;
const readBacks = batchCalls(google.calls, MARK).filter((c) => c.method === 'GET').length;
lib.print(
  lib.table(
    [
      'reviews',
      'replies on Google',
      'posted in Tableside',
      'posted twice',
      'lost',
      'read-backs after the crash',
      'killed after',
      'total s',
    ],
    [
      [
        opts.reviews,
        perReview.size,
        posted,
        doubled,
        opts.reviews - perReview.size,
        readBacks,
        atKill,
        ((performance.now() - t0) / 1000).toFixed(1),
      ],
    ],
  ),
);
const ok = perReview.size === opts.reviews && posted === opts.reviews && doubled === 0;
lib.print(ok ? 'PASS: every reply posted exactly once' : 'FAIL');
process.exit(ok ? 0 : 1);
