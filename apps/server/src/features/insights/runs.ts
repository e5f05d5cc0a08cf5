import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analysisRuns, menuMentions, reviews, staffMentions } from '../../db/schema.ts';
import { analyseReviewPage } from './analysis.ts';

/** Small pages keep each transaction (and the embedded database's one connection) short. */
export const RUN_BATCH = 50;

/** A LIKE pattern for the longest word of a phrase; accented letters match any letter. */
function likePattern(phrase: string): string | null {
  const word = phrase.split(/[\s\-'’.]+/).sort((x, y) => y.length - x.length)[0];
  if (!word || word.length < 2) return null;
  // Vowels, c and accented letters match any letter: "creme brulee" finds "crème brûlée" too.
  const escaped = word.replace(/[\\%_]/g, (c) => `\\${c}`).replace(/[aeiouyc]|[^a-z0-9]/gi, '_');
  return `%${escaped}%`;
}

/** Reviews whose text may name one of the phrases, or that name the given entry already. */
async function candidates(db: Db, restaurantId: string, target: RunTarget): Promise<string[]> {
  const patterns = [
    ...new Set(target.phrases.map(likePattern).filter((p): p is string => p !== null)),
  ];
  const byText = patterns.length
    ? await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(
          and(
            eq(reviews.restaurantId, restaurantId),
            sql`${reviews.text} ilike any(array[${sql.join(
              patterns.map((p) => sql`${p}`),
              sql`, `,
            )}]::text[])`,
          ),
        )
    : [];
  const mentions = target.menuItemId
    ? await db
        .select({ id: menuMentions.reviewId })
        .from(menuMentions)
        .where(eq(menuMentions.menuItemId, target.menuItemId))
    : target.staffMemberId
      ? await db
          .select({ id: staffMentions.reviewId })
          .from(staffMentions)
          .where(eq(staffMentions.staffMemberId, target.staffMemberId))
      : [];
  return [...new Set([...byText, ...mentions].map((r) => r.id))].sort();
}

/** What changed: the names and aliases involved (old and new), and the entry itself. */
export type RunTarget = { phrases: string[]; menuItemId?: string; staffMemberId?: string };

/**
 * Starts re-analysing a restaurant's reviews. With a target (a menu item or person changed), only
 * the reviews that may name it; with review ids, those (reviews never read); without either (a
 * new model), every review, superseding earlier full runs since the new one reads the newest
 * catalogue anyway.
 */
export async function startRun(
  db: Db,
  restaurantId: string,
  reason: 'menu' | 'staff' | 'model',
  target: RunTarget | { reviewIds: string[] } | null = null,
) {
  const reviewIds = !target
    ? null
    : 'reviewIds' in target
      ? [...target.reviewIds].sort()
      : await candidates(db, restaurantId, target);
  const [{ total }] = reviewIds
    ? [{ total: reviewIds.length }]
    : ((await db
        .select({ total: sql<number>`count(*)::int` })
        .from(reviews)
        .where(eq(reviews.restaurantId, restaurantId))) as [{ total: number }]);
  return db.transaction(async (tx) => {
    if (!reviewIds)
      await tx
        .update(analysisRuns)
        .set({ status: 'superseded', finishedAt: sql`now()` })
        .where(
          and(
            eq(analysisRuns.restaurantId, restaurantId),
            eq(analysisRuns.status, 'running'),
            isNull(analysisRuns.reviewIds),
          ),
        );
    const [run] = await tx
      .insert(analysisRuns)
      .values({
        restaurantId,
        reason,
        total,
        reviewIds,
        status: total ? 'running' : 'done',
        finishedAt: total ? null : sql`now()`,
      })
      .returning();
    return run!;
  });
}

/**
 * One batch of a run, in review-id order after `after`; returns the cursor for the next batch or
 * null when the run is over (finished or superseded). A retried batch redoes reviews harmlessly.
 */
export async function processRunBatch(
  db: Db,
  runId: string,
  after: string | null,
): Promise<string | null> {
  const [run] = await db.select().from(analysisRuns).where(eq(analysisRuns.id, runId));
  if (!run || run.status !== 'running') return null;
  const { count, last } = await analyseReviewPage(
    db,
    run.restaurantId,
    after,
    RUN_BATCH,
    run.reviewIds,
  );
  const finished = count < RUN_BATCH;
  await db
    .update(analysisRuns)
    .set({
      done: sql`least(${analysisRuns.total}, ${analysisRuns.done} + ${count})`,
      ...(finished ? { status: 'done', finishedAt: sql`now()` } : {}),
    })
    .where(and(eq(analysisRuns.id, runId), ne(analysisRuns.status, 'superseded')));
  return finished ? null : last;
}

/** The restaurant's latest re-analysis and how far it got, or null. */
export async function latestRun(db: Db, scope: { restaurantId: string }) {
  const [run] = await db
    .select({
      id: analysisRuns.id,
      reason: analysisRuns.reason,
      status: analysisRuns.status,
      total: analysisRuns.total,
      done: analysisRuns.done,
    })
    .from(analysisRuns)
    .where(eq(analysisRuns.restaurantId, scope.restaurantId))
    .orderBy(desc(analysisRuns.createdAt))
    .limit(1);
  return run ? { ...run, status: run.status as 'running' | 'done' | 'superseded' } : null;
}
