import { z } from 'zod';
import {
  IMPORT_DATE_FORMATS,
  IMPORT_FIELDS,
  IMPORT_REFUSAL_REASONS,
  type ImportField,
} from '../review-import.ts';

export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

const ZColumnIndex = z.number().int().min(0).max(999);

/** Which column (by position in `columns`) holds each field; unmapped fields are absent. */
export const ZImportColumns = z.object(
  Object.fromEntries(IMPORT_FIELDS.map((f) => [f, ZColumnIndex.optional()])) as Record<
    ImportField,
    z.ZodOptional<typeof ZColumnIndex>
  >,
);

export const ZImportMapping = z.object({
  columns: ZImportColumns,
  /** The location of rows without a location column or cell. */
  location_id: z.uuid().nullable().default(null),
  date_format: z.enum(IMPORT_DATE_FORMATS).default('iso'),
});
export type TImportMapping = z.infer<typeof ZImportMapping>;

export const ZReviewImport = z.object({
  id: z.uuid(),
  file_name: z.string(),
  format: z.enum(['csv', 'json']),
  size_bytes: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  /** The file's headers (CSV) or keys (JSON), in order. */
  columns: z.array(z.string()),
  /** The first rows, as cells in the order of `columns`. */
  preview: z.array(z.array(z.string())),
  /** The columns guessed from the headers, and the date format from the preview. */
  guess: ZImportMapping,
  mapping: ZImportMapping.nullable(),
  /** From 0 to 1: how much of the file has been read. */
  progress: z.number(),
  processed_rows: z.number().int(),
  imported: z.number().int(),
  duplicates: z.number().int(),
  refused: z.number().int(),
  refusal_reasons: z.partialRecord(z.enum(IMPORT_REFUSAL_REASONS), z.number().int()),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TReviewImport = z.infer<typeof ZReviewImport>;

export const ZImportUploadQuery = z.object({
  file_name: z.string().trim().min(1).max(255),
});
export const ZImportReportQuery = z.object({ lang: z.enum(['en', 'fr']).default('en') });
