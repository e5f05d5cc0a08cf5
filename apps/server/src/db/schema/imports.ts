import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ImportRefusalReason } from '@tableside/domain/review-import';
import type { TImportMapping } from '@tableside/domain/schemas/review-import';
import { tenantId, users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';

/**
 * A file of reviews an Admin imports (CSV or JSON): its columns and preview after the upload,
 * the mapping chosen, and how far the import job got. The counts and `processed_rows` move in
 * the same transaction as each batch of reviews, so a retried job resumes where it stopped.
 */
export const reviewImports = pgTable(
  'review_imports',
  {
    id: id(),
    restaurantId: tenantId(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    sizeBytes: integer('size_bytes').notNull().default(0),
    /** Characters of decoded text stored: the denominator of the progress bar. */
    totalChars: integer('total_chars').notNull().default(0),
    /** uploading, uploaded, queued, running, done or failed. */
    status: text('status').notNull().default('uploading'),
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    preview: jsonb('preview').$type<string[][]>().notNull().default([]),
    guess: jsonb('guess').$type<TImportMapping>(),
    mapping: jsonb('mapping').$type<TImportMapping>(),
    processedRows: integer('processed_rows').notNull().default(0),
    processedChars: integer('processed_chars').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    error: text('error'),
    /** Set by the job on each batch: a running import without news for long is taken over. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /**
     * Drawn by each run that claims the import; a batch commits only while it is still the
     * import's, so a run that lost its lease to a takeover can never count a row twice.
     */
    leaseId: uuid('lease_id'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('review_imports_restaurant_idx').on(t.restaurantId, t.createdAt)],
);

/**
 * The uploaded file, as decoded text in pieces of about a megabyte, kept in the database so
 * any worker process can read it; removed once the import is over.
 */
export const reviewImportChunks = pgTable(
  'review_import_chunks',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => reviewImports.id, { onDelete: 'cascade' }),
    restaurantId: tenantId(),
    seq: integer('seq').notNull(),
    data: text('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);

/** A row the import refused, with why and its cells, for the downloadable report. */
export const reviewImportRefusals = pgTable(
  'review_import_refusals',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => reviewImports.id, { onDelete: 'cascade' }),
    restaurantId: tenantId(),
    /** The file's line (CSV) or element (JSON) where the row starts. */
    line: integer('line').notNull(),
    reason: text('reason').$type<ImportRefusalReason>().notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.line] })],
);
