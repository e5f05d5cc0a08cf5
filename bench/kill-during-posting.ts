/**
 * Exactly-once posting under a crash: 500 five-star Google reviews arrive at the demo group with
 * auto-approval on (no delay); the workers draft, approve and post them to a local server that
 * speaks Google's reply call. The server is killed with SIGKILL part-way through and started
 * again. Every reply must reach Google exactly once and end `posted`.
 *
 *   node --import tsx bench/kill-during-posting.ts [--reviews 500] [--kill-after 150]
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openPglite } from '../apps/server/src/db/client.ts';
import {
  locations,
  restaurants,
  reviews,
  sourceConnections,
} from '../apps/server/src/db/schema.ts';
import { replyDraftSender } from '../apps/server/src/features/replies/jobs.ts';
import { startJobQueue } from '../apps/server/src/jobs/queue.ts';
import { createSecretBox } from '../apps/server/src/lib/secret-box.ts';
import { startGoogleServer } from '../apps/server/src/test/fakes/google-business-server.ts';
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
await lib.stopProcess(await lib.startServer({ port, dataDir }));
const database = await openPglite(join(dataDir, 'pglite'));
const secrets = createSecretBox(
  readFileSync(join(dataDir, 'secrets', 'encryption-key'), 'utf8').trim(),
);
const [group] = await database.db
  .select()
  .from(restaurants)
  .where(eq(restaurants.name, 'Maison Tableside'));
if (!group) throw new Error('demo restaurant missing');
await database.db
  .update(restaurants)
  .set({ autoApproveReviews: true, autoApprovalMinutesDelay: 0, autoApprovalMinRating: 4 })
  .where(eq(restaurants.id, group.id));
const locs = await database.db.select().from(locations).where(eq(locations.restaurantId, group.id));
await database.db.insert(sourceConnections).values(
  locs.map((l, i) => ({
    restaurantId: group.id,
    locationId: l.id,
    source: 'google',
    externalLocation: `accounts/9/locations/${i}`,
    baseUrl: google.url,
    credentials: secrets.seal(JSON.stringify({ access_token: 'bench-token' })),
  })),
);
const inserted = await database.db
  .insert(reviews)
  .values(
    Array.from({ length: opts.reviews }, (_, i) => ({
      restaurantId: group.id,
      locationId: locs[i % locs.length]?.id as string,
      source: 'google',
      externalId: `${MARK}-${i}`,
      authorName: 'Alex Martin',
      rating: 5,
      text: `Lovely evening (${MARK} ${i}), the duck confit was perfect.`,
      language: 'en',
      reviewDate: new Date(),
    })),
  )
  .returning({ id: reviews.id });
const queue = await startJobQueue(database, { supervise: false });
const sendDraft = replyDraftSender(queue);
for (const { id } of inserted) await sendDraft(id);
await queue.stop();
await database.close();

// 2. Run, kill mid-batch, run again.
const puts = () => google.calls.filter((c) => c.method === 'PUT' && c.status === 200).length;
let server = await lib.startServer({ port, dataDir });
const killStart = performance.now();
while (puts() < opts['kill-after']) {
  if (performance.now() - killStart > 180_000) throw new Error(`only ${puts()} posts in 3 minutes`);
  await new Promise((r) => setTimeout(r, 50));
}
process.kill(-(server.pid as number), 'SIGKILL');
await new Promise((r) => setTimeout(r, 500));
const atKill = puts();
lib.print(`SIGKILL after ${atKill} replies reached Google`);
server = await lib.startServer({ port, dataDir });

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
for (const c of google.calls)
  if (c.method === 'PUT' && c.status === 200)
    perReview.set(c.path, (perReview.get(c.path) ?? 0) + 1);
const doubled = [...perReview.values()].filter((n) => n > 1).length;
const readBacks = google.calls.filter((c) => c.method === 'GET').length;
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
