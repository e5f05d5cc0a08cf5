import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import {
  importRowValidator,
  isHistoricReview,
  type ImportedReview,
  type ImportRefusalReason,
} from '@tableside/domain/review-import';
import type { Db } from '../../db/client.ts';
import {
  locations,
  reviewImportChunks,
  reviewImportRefusals,
  reviewImports,
  reviews,
} from '../../db/schema.ts';
import { withTenant } from '../../db/tenant-context.ts';
import { writeAudit } from '../../lib/audit.ts';
import type { ArrivedReviews } from '../../review-arrival/pipeline.ts';
import { IMPORT_LEASE_SECONDS, ImportLeaseLost, leaseExpired } from './lease.ts';
import { cellOf, keepCells, type ParsedRecord } from './parse.ts';
import { parserFor, type ImportFormat } from './upload.ts';

/** Rows per transaction: each batch is stored, counted and handed to the pipeline together. */
export const IMPORT_BATCH_ROWS = 1000;
/** Rows per INSERT statement (well under PostgreSQL's parameter limit). */
const INSERT_ROWS = 500;

export type ImportRunDeps = {
  db: Db;
  /** The review-arrival pipeline (review-arrival/pipeline.ts), run after each batch commits. */
  afterIngest: (arrived: ArrivedReviews) => Promise<void>;
  now?: () => Date;
  /** See IMPORT_LEASE_SECONDS; shorter in tests. */
  leaseSeconds?: number;
};

type Refusal = { line: number; reason: ImportRefusalReason; cells: string[] };
type Batch = { reviews: ImportedReview[]; refusals: Refusal[]; rows: number; end: number };

/** The id a review without one gets: the same content always gives the same id. */
export function contentId(r: ImportedReview): string {
  const hash = createHash('sha256')
    .update(
      [
        r.locationId,
        r.source,
        r.reviewDate.toISOString(),
        r.rating,
        r.authorName ?? '',
        r.text,
      ].join('\n'),
    )
    .digest('hex');
  return `import:${hash.slice(0, 40)}`;
}

function chunks<T>(rows: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Claims the import for this run under a new lease: queued, or running but abandoned by a
 * crashed worker (its lease ran out).
 */
async function claim(db: Db, importId: string, leaseSeconds?: number) {
  const [row] = await db
    .update(reviewImports)
    .set({
      status: 'running',
      leaseId: randomUUID(),
      heartbeatAt: sql`now()`,
      error: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(reviewImports.id, importId),
        or(eq(reviewImports.status, 'queued'), leaseExpired(leaseSeconds)),
      ),
    )
    .returning();
  return row?.leaseId ? { ...row, leaseId: row.leaseId } : null;
}

/** The import, if this run still holds it. */
const heldBy = (run: { id: string; leaseId: string }) =>
  and(eq(reviewImports.id, run.id), eq(reviewImports.leaseId, run.leaseId));

async function* storedText(db: Db, importId: string): AsyncGenerator<string> {
  for (let seq = 0; ; seq += 1) {
    const [piece] = await db
      .select({ data: reviewImportChunks.data })
      .from(reviewImportChunks)
      .where(and(eq(reviewImportChunks.importId, importId), eq(reviewImportChunks.seq, seq)));
    if (!piece) return;
    yield piece.data;
  }
}

/**
 * Stores one batch in one transaction: the new reviews (a review already stored, by location,
 * source and id, is a duplicate and left alone), the refused rows, and the counts and resume
 * point of the import. Then the review-arrival pipeline runs for the reviews it created.
 */
async function storeBatch(
  deps: ImportRunDeps,
  run: { id: string; restaurantId: string; leaseId: string },
  batch: Batch,
  now: Date,
) {
  const created = await deps.db.transaction(async (tx) => {
    const ids: { id: string; reviewDate: Date }[] = [];
    for (const part of chunks(batch.reviews, INSERT_ROWS)) {
      const rows = await tx
        .insert(reviews)
        .values(
          part.map((r) => ({
            restaurantId: run.restaurantId,
            locationId: r.locationId,
            source: r.source,
            externalId: r.externalId ?? contentId(r),
            authorName: r.authorName,
            rating: r.rating,
            text: r.text,
            language: r.language,
            reviewDate: r.reviewDate,
          })),
        )
        .onConflictDoNothing({ target: [reviews.locationId, reviews.source, reviews.externalId] })
        .returning({ id: reviews.id, reviewDate: reviews.reviewDate });
      ids.push(...rows);
    }
    for (const part of chunks(batch.refusals, INSERT_ROWS))
      await tx
        .insert(reviewImportRefusals)
        .values(part.map((r) => ({ ...r, importId: run.id, restaurantId: run.restaurantId })))
        .onConflictDoNothing();
    const [held] = await tx
      .update(reviewImports)
      .set({
        processedRows: sql`${reviewImports.processedRows} + ${batch.rows}`,
        processedChars: batch.end,
        imported: sql`${reviewImports.imported} + ${ids.length}`,
        duplicates: sql`${reviewImports.duplicates} + ${batch.reviews.length - ids.length}`,
        refused: sql`${reviewImports.refused} + ${batch.refusals.length}`,
        heartbeatAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(heldBy(run))
      .returning({ id: reviewImports.id });
    // Rolls the batch back: the run that took the import over stores these rows itself.
    if (!held) throw new ImportLeaseLost();
    return ids;
  });
  if (created.length === 0) return;
  await deps.afterIngest({
    created: created.map((r) => r.id),
    updated: [],
    history: created.filter((r) => isHistoricReview(r.reviewDate, now)).map((r) => r.id),
    bulk: { restaurantId: run.restaurantId },
  });
}

/**
 * The `review.import` job: reads the stored file record by record, checks every row with the
 * rules of packages/domain, and stores it in batches. A retry (after a crash or an error)
 * skips the rows already counted, so every row is imported or refused exactly once.
 */
export async function runReviewImport(deps: ImportRunDeps, importId: string): Promise<void> {
  const [found] = await deps.db
    .select({ restaurantId: reviewImports.restaurantId })
    .from(reviewImports)
    .where(eq(reviewImports.id, importId));
  if (!found) return;
  await withTenant(found.restaurantId, async () => {
    const job = await claim(deps.db, importId, deps.leaseSeconds ?? IMPORT_LEASE_SECONDS);
    if (!job) return;
    try {
      await importRows(deps, job);
    } catch (error) {
      if (error instanceof ImportLeaseLost) return;
      // Handed back to the queue (the job's retry resumes it), unless it is no longer ours.
      await deps.db
        .update(reviewImports)
        .set({
          status: 'queued',
          leaseId: null,
          error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
          updatedAt: sql`now()`,
        })
        .where(heldBy(job));
      throw error;
    }
  });
}

type Claimed = NonNullable<Awaited<ReturnType<typeof claim>>>;

async function importRows(deps: ImportRunDeps, job: Claimed): Promise<void> {
  const importId = job.id;
  if (!job.mapping) return;
  const now = deps.now?.() ?? new Date();
  const places = await deps.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.restaurantId, job.restaurantId))
    .orderBy(asc(locations.name));
  const check = importRowValidator({
    columns: job.mapping.columns,
    defaultLocationId: job.mapping.location_id,
    locations: places,
    dateFormat: job.mapping.date_format,
    now,
  });
  const columns = job.columns;
  const format = job.format as ImportFormat;
  const parser = parserFor(format);
  const skip = job.processedRows;
  let seen = 0;
  let headerDone = format === 'json';
  let batch: Batch = { reviews: [], refusals: [], rows: 0, end: job.processedChars };
  const run = { id: job.id, restaurantId: job.restaurantId, leaseId: job.leaseId };

  const take = async (records: ParsedRecord[]) => {
    for (const record of records) {
      if (!headerDone && record.kind === 'row') {
        headerDone = true;
        continue;
      }
      seen += 1;
      if (seen <= skip) continue;
      batch.rows += 1;
      batch.end = record.end;
      if (record.kind === 'malformed') {
        batch.refusals.push({ line: record.line, reason: record.reason, cells: record.cells });
      } else {
        const cells =
          record.kind === 'object' ? columns.map((k) => cellOf(record.value.get(k))) : record.cells;
        const extra = cells.slice(columns.length);
        const outcome =
          cells.length < columns.length || extra.some((c) => c.trim() !== '')
            ? ({ ok: false, reason: 'column_count' } as const)
            : check(cells);
        if (outcome.ok) batch.reviews.push(outcome.review);
        else
          batch.refusals.push({
            line: record.line,
            reason: outcome.reason,
            cells: keepCells(cells),
          });
      }
      if (batch.rows >= IMPORT_BATCH_ROWS) {
        await storeBatch(deps, run, batch, now);
        batch = { reviews: [], refusals: [], rows: 0, end: batch.end };
      }
    }
  };
  for await (const text of storedText(deps.db, importId)) await take(parser.push(text));
  await take(parser.end());
  if (batch.rows > 0) await storeBatch(deps, run, batch, now);

  await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(reviewImports)
      .set({
        status: 'done',
        processedChars: job.totalChars,
        finishedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(heldBy(run))
      .returning();
    if (!done) throw new ImportLeaseLost();
    await tx.delete(reviewImportChunks).where(eq(reviewImportChunks.importId, importId));
    await writeAudit(tx, {
      restaurantId: job.restaurantId,
      actorUserId: job.createdBy,
      action: 'reviews.import',
      entityType: 'review_import',
      entityId: importId,
      data: {
        file: job.fileName,
        imported: done.imported,
        duplicates: done.duplicates,
        refused: done.refused,
      },
    });
  });
}

/**
 * A failure the retries could not overcome: the import says so instead of running forever
 * (unless another run holds it now).
 */
export async function markImportFailed(db: Db, importId: string, message: string): Promise<void> {
  await db
    .update(reviewImports)
    .set({ status: 'failed', error: message.slice(0, 500), updatedAt: sql`now()` })
    .where(and(eq(reviewImports.id, importId), ne(reviewImports.status, 'running')));
}
