import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import {
  IMPORT_FIELDS,
  IMPORT_REFUSAL_TEXT,
  missingImportFields,
} from '@tableside/domain/review-import';
import { csvDocument } from '@tableside/domain/csv';
import type { TImportMapping, TReviewImport } from '@tableside/domain/schemas/review-import';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { locations, reviewImportRefusals, reviewImports } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { leaseExpired, requeueAbandonedImports } from './lease.ts';

type Row = typeof reviewImports.$inferSelect;

const NO_MAPPING: TImportMapping = { columns: {}, location_id: null, date_format: 'iso' };

function scopeOf(actor: Actor): string {
  if (!actor.restaurantId) throw new AppError('forbidden', 'Choose a restaurant first');
  return actor.restaurantId;
}

async function reasonsOf(db: Db, row: Row): Promise<TReviewImport['refusal_reasons']> {
  if (row.refused === 0) return {};
  const counts = await db
    .select({ reason: reviewImportRefusals.reason, n: sql<number>`count(*)::int` })
    .from(reviewImportRefusals)
    .where(eq(reviewImportRefusals.importId, row.id))
    .groupBy(reviewImportRefusals.reason);
  return Object.fromEntries(counts.map((c) => [c.reason, c.n])) as TReviewImport['refusal_reasons'];
}

async function toDto(db: Db, row: Row): Promise<TReviewImport> {
  return {
    id: row.id,
    file_name: row.fileName,
    format: row.format === 'json' ? 'json' : 'csv',
    size_bytes: row.sizeBytes,
    status: row.status === 'uploading' ? 'uploaded' : (row.status as TReviewImport['status']),
    columns: row.columns,
    preview: row.preview,
    guess: row.guess ?? NO_MAPPING,
    mapping: row.mapping ?? null,
    progress:
      row.status === 'done'
        ? 1
        : row.totalChars
          ? Math.min(1, row.processedChars / row.totalChars)
          : 0,
    processed_rows: row.processedRows,
    imported: row.imported,
    duplicates: row.duplicates,
    refused: row.refused,
    refusal_reasons: await reasonsOf(db, row),
    error: row.error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

async function ownedImport(db: Db, actor: Actor, id: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(reviewImports)
    .where(and(eq(reviewImports.id, id), eq(reviewImports.restaurantId, scopeOf(actor))));
  if (!row || row.status === 'uploading') throw notFound('Import');
  return row;
}

export async function getImport(db: Db, actor: Actor, id: string): Promise<TReviewImport> {
  return toDto(db, await ownedImport(db, actor, id));
}

/** The restaurant's latest imports, newest first. */
export async function listImports(db: Db, actor: Actor): Promise<TReviewImport[]> {
  const rows = await db
    .select()
    .from(reviewImports)
    .where(
      and(
        eq(reviewImports.restaurantId, scopeOf(actor)),
        inArray(reviewImports.status, ['uploaded', 'queued', 'running', 'done', 'failed']),
      ),
    )
    .orderBy(desc(reviewImports.createdAt))
    .limit(10);
  return Promise.all(rows.map((r) => toDto(db, r)));
}

/**
 * Starts an uploaded import with the Admin's mapping: every required field mapped to one of
 * the file's columns, and a location for the rows (a column, or one for the whole file).
 */
export async function startImport(
  db: Db,
  enqueue: (importId: string) => Promise<void>,
  actor: Actor,
  id: string,
  mapping: TImportMapping,
): Promise<TReviewImport> {
  const row = await ownedImport(db, actor, id);
  const outside = IMPORT_FIELDS.filter((f) => {
    const index = mapping.columns[f];
    return index !== undefined && index >= row.columns.length;
  });
  const missing = missingImportFields(mapping.columns, mapping.location_id);
  const problems = [...new Set([...outside, ...missing])];
  if (problems.length)
    throw new AppError('validation_failed', `Map a column to: ${problems.join(', ')}`, {
      details: problems.map((field) => ({ field: `columns.${field}` })),
    });
  if (mapping.location_id) {
    const [place] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(
        and(eq(locations.id, mapping.location_id), eq(locations.restaurantId, row.restaurantId)),
      );
    if (!place)
      throw new AppError('validation_failed', 'Unknown location for this restaurant', {
        details: [{ field: 'location_id' }],
      });
  }
  const [started] = await db
    .update(reviewImports)
    .set({ status: 'queued', mapping, updatedAt: sql`now()` })
    .where(and(eq(reviewImports.id, id), eq(reviewImports.status, 'uploaded')))
    .returning();
  if (!started) {
    // Started before and its run died with its process: resumed with the mapping it began with.
    const [resumed] = await requeueAbandonedImports(db, enqueue, { importId: id });
    if (resumed) return getImport(db, actor, resumed);
    throw new AppError('conflict', 'This import has already started');
  }
  await enqueue(id);
  return toDto(db, started);
}

/**
 * Deletes an import that is not running (uploaded, done, failed, or whose run died): its
 * record, stored file and refused rows. The reviews it imported stay; they are the
 * restaurant's reviews now. One statement, so a run cannot claim it in between.
 */
export async function deleteImport(db: Db, actor: Actor, id: string): Promise<void> {
  const row = await ownedImport(db, actor, id);
  const [deleted] = await db
    .delete(reviewImports)
    .where(
      and(eq(reviewImports.id, row.id), or(ne(reviewImports.status, 'running'), leaseExpired())),
    )
    .returning({ id: reviewImports.id });
  if (!deleted) throw new AppError('import_running');
}

/** The refused rows, one per line: where, why (code and words), and the row's own cells. */
export async function refusalReport(
  db: Db,
  actor: Actor,
  id: string,
  lang: 'en' | 'fr',
): Promise<{ fileName: string; csv: string }> {
  const row = await ownedImport(db, actor, id);
  const refusals = await db
    .select()
    .from(reviewImportRefusals)
    .where(eq(reviewImportRefusals.importId, id))
    .orderBy(asc(reviewImportRefusals.line));
  const heading = lang === 'fr' ? ['ligne', 'code', 'motif'] : ['line', 'code', 'reason'];
  const rows = [
    [...heading, ...row.columns],
    ...refusals.map((r) => [
      r.line,
      r.reason,
      IMPORT_REFUSAL_TEXT[lang][r.reason] ?? r.reason,
      ...r.cells,
    ]),
  ];
  const base = row.fileName.replace(/\.[^.]+$/, '').replace(/[^\w.-]+/g, '_') || 'import';
  return { fileName: `${base}-refused.csv`, csv: `\uFEFF${csvDocument(rows)}` };
}
