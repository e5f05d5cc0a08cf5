/**
 * The batch the reply-posting benchmarks share: a demo installation whose group auto-approves
 * at once, its locations connected to a Google API at `googleUrl`, and `count` five-star
 * Google reviews (external ids `<mark>-<i>`) whose drafting jobs are queued.
 * `prepareAutoApprovalBatch` makes a fresh embedded one and stops its server (starting it runs
 * the batch); `queueAutoApprovalBatch` adds a batch to any database, servers running or not.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { openPglite, type Database } from '../apps/server/src/db/client.ts';
import {
  locations,
  restaurants,
  reviews,
  sourceConnections,
} from '../apps/server/src/db/schema.ts';
import { replyDraftSender } from '../apps/server/src/features/replies/jobs.ts';
import { startJobQueue } from '../apps/server/src/jobs/queue.ts';
import { createSecretBox } from '../apps/server/src/lib/secret-box.ts';
import { JOB_TABLE } from '../apps/server/src/workers.ts';
import * as lib from './lib.mjs';

/** The env a server needs to post to the local Google server (an operator's own test base). */
export const LOCAL_GOOGLE = { OUTBOUND_ALLOW_HOSTS: '127.0.0.1' };

export async function prepareAutoApprovalBatch(opts: {
  port: number;
  dataDir: string;
  googleUrl: string;
  count: number;
  mark: string;
}): Promise<void> {
  await lib.stopProcess(await lib.startServer({ port: opts.port, dataDir: opts.dataDir }));
  const database = await openPglite(join(opts.dataDir, 'pglite'));
  const key = readFileSync(join(opts.dataDir, 'secrets', 'encryption-key'), 'utf8').trim();
  try {
    await queueAutoApprovalBatch(database, key, opts);
  } finally {
    await database.close();
  }
}

/**
 * The same batch in any database of a demo installation (PGlite or PostgreSQL), whose servers
 * may be running: its drafting jobs are queued as the server queues them.
 */
export async function queueAutoApprovalBatch(
  database: Database,
  encryptionKey: string,
  opts: { googleUrl: string; count: number; mark: string; connect?: boolean },
): Promise<void> {
  const secrets = createSecretBox(encryptionKey);
  const [group] = await database.db
    .select()
    .from(restaurants)
    .where(eq(restaurants.name, 'Maison Tableside'));
  if (!group) throw new Error('demo restaurant missing');
  const locs = await database.db
    .select()
    .from(locations)
    .where(eq(locations.restaurantId, group.id));
  if (opts.connect !== false) {
    await database.db
      .update(restaurants)
      .set({ autoApproveReviews: true, autoApprovalMinutesDelay: 0, autoApprovalMinRating: 4 })
      .where(eq(restaurants.id, group.id));
    await database.db.insert(sourceConnections).values(
      locs.map((l, i) => ({
        restaurantId: group.id,
        locationId: l.id,
        source: 'google',
        externalLocation: `accounts/9/locations/${i}`,
        baseUrl: opts.googleUrl,
        credentials: secrets.seal(JSON.stringify({ access_token: 'bench-token' })),
      })),
    );
  }
  const inserted = await database.db
    .insert(reviews)
    .values(
      Array.from({ length: opts.count }, (_, i) => ({
        restaurantId: group.id,
        locationId: locs[i % locs.length]?.id as string,
        source: 'google',
        externalId: `${opts.mark}-${i}`,
        authorName: 'Alex Martin',
        rating: 5,
        text: `Lovely evening (${opts.mark} ${i}), the duck confit was perfect.`,
        language: 'en',
        reviewDate: new Date(),
      })),
    )
    .returning({ id: reviews.id });
  const queue = await startJobQueue(database, { supervise: false, queues: JOB_TABLE });
  const sendDraft = replyDraftSender(queue);
  for (const { id } of inserted) await sendDraft(id);
  await queue.stop();
}

/**
 * The calls Google received about this batch's reviews: the demo's own reviews, which the group
 * also auto-approves, post to the same server and must not be counted.
 */
export function batchCalls<T extends { path: string }>(calls: readonly T[], mark: string): T[] {
  return calls.filter((c) => c.path.includes(`/reviews/${mark}-`));
}
