import { eq } from 'drizzle-orm';
import {
  guessDateFormat,
  guessImportColumns,
  IMPORT_MAX_BYTES,
} from '@tableside/domain/review-import';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/client.ts';
import { reviewImportChunks, reviewImports } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  cellOf,
  csvParser,
  jsonColumns,
  jsonParser,
  type JsonRecord,
  type RecordParser,
} from './parse.ts';

/** Characters per stored piece of the file: about a megabyte, one INSERT each. */
const CHUNK_CHARS = 1_000_000;
export const PREVIEW_ROWS = 10;
/** JSON objects whose keys make the columns. */
const COLUMN_SAMPLE = 50;

export type ImportFormat = 'csv' | 'json';

export function formatOf(fileName: string, firstText: string): ImportFormat {
  if (/\.(json|jsonl|ndjson)$/i.test(fileName)) return 'json';
  if (/\.(csv|tsv|txt)$/i.test(fileName)) return 'csv';
  return /^\uFEFF?\s*[[{]/.test(firstText) ? 'json' : 'csv';
}

export function parserFor(format: ImportFormat): RecordParser {
  return format === 'json' ? jsonParser() : csvParser();
}

/** Where a stored piece may end: never between the two halves of a surrogate pair. */
function cutAt(text: string, at: number): number {
  const code = text.charCodeAt(at - 1);
  return code >= 0xd800 && code <= 0xdbff ? at - 1 : at;
}

/** The header and first rows (CSV), or the keys and first objects (JSON), as they arrive. */
function previewCollector(format: ImportFormat) {
  const parser = parserFor(format);
  const rows: string[][] = [];
  const objects: JsonRecord[] = [];
  let header: string[] | null = null;
  let full = false;
  const take = (records: ReturnType<RecordParser['push']>) => {
    for (const r of records) {
      if (r.kind === 'object') objects.push(r.value);
      else if (r.kind === 'row') {
        if (!header) header = r.cells.map((c) => c.trim());
        else rows.push(r.cells);
      }
    }
    full = format === 'json' ? objects.length >= COLUMN_SAMPLE : rows.length >= PREVIEW_ROWS;
  };
  return {
    push(text: string) {
      if (!full) take(parser.push(text));
    },
    finish(): { columns: string[]; preview: string[][] } {
      if (!full) take(parser.end());
      if (format === 'json') {
        const columns = jsonColumns(objects);
        return {
          columns,
          preview: objects.slice(0, PREVIEW_ROWS).map((o) => columns.map((k) => cellOf(o.get(k)))),
        };
      }
      return { columns: header ?? [], preview: rows.slice(0, PREVIEW_ROWS) };
    },
  };
}

/**
 * Receives a file as it streams in, storing it in pieces without ever holding it whole, and
 * reads its columns and first rows for the mapping screen. Bytes that are not UTF-8 become
 * U+FFFD (the rows holding them are refused later, each on its own). Over 50 MB, or a client
 * that gives up, leaves nothing behind.
 */
export async function receiveUpload(
  db: Db,
  actor: Actor,
  fileName: string,
  body: AsyncIterable<Uint8Array>,
  declaredLength: number | null,
): Promise<string> {
  const restaurantId = actor.restaurantId;
  if (!restaurantId) throw new AppError('forbidden', 'Choose a restaurant first');
  if (declaredLength !== null && declaredLength > IMPORT_MAX_BYTES)
    throw new AppError('file_too_large');
  const [row] = await db
    .insert(reviewImports)
    .values({ restaurantId, createdBy: actor.userId, fileName, format: 'csv' })
    .returning({ id: reviewImports.id });
  if (!row) throw new AppError('internal_error');
  const importId = row.id;
  try {
    const decoder = new TextDecoder('utf-8');
    let pending = '';
    let seq = 0;
    let bytes = 0;
    let chars = 0;
    let format: ImportFormat | null = null;
    let preview: ReturnType<typeof previewCollector> | null = null;
    const store = async (text: string) => {
      await db.insert(reviewImportChunks).values({ importId, restaurantId, seq, data: text });
      seq += 1;
      chars += text.length;
    };
    const take = async (text: string, final: boolean) => {
      // NUL cannot be stored in a text column, and is never part of a review.
      const clean = text.replaceAll('\u0000', '\uFFFD');
      pending += clean;
      if (!format && (pending.trim() || final)) {
        format = formatOf(fileName, pending);
        preview = previewCollector(format);
      }
      preview?.push(clean);
      while (pending.length >= CHUNK_CHARS) {
        const at = cutAt(pending, CHUNK_CHARS);
        await store(pending.slice(0, at));
        pending = pending.slice(at);
      }
      if (final && pending) await store(pending);
    };
    for await (const piece of body) {
      bytes += piece.length;
      if (bytes > IMPORT_MAX_BYTES) {
        // Read the rest unstored (up to as much again) so the client gets the answer instead
        // of a connection cut mid-upload; beyond that the connection is dropped.
        for await (const rest of body) {
          bytes += rest.length;
          if (bytes > 2 * IMPORT_MAX_BYTES) break;
        }
        throw new AppError('file_too_large');
      }
      await take(decoder.decode(piece, { stream: true }), false);
    }
    await take(decoder.decode(), true);
    const found = (preview as ReturnType<typeof previewCollector> | null)?.finish();
    if (!found || found.columns.length === 0 || found.columns.every((c) => !c))
      throw new AppError('validation_failed', 'The file has no rows to import', {
        details: [{ field: 'file' }],
      });
    const columns = found.columns.map((c, i) => c || `#${i + 1}`);
    const guessed = guessImportColumns(columns);
    const dateIndex = guessed.review_date;
    await db
      .update(reviewImports)
      .set({
        format: format ?? 'csv',
        sizeBytes: bytes,
        totalChars: chars,
        status: 'uploaded',
        columns,
        preview: found.preview,
        guess: {
          columns: guessed,
          location_id: null,
          date_format: guessDateFormat(
            dateIndex === undefined ? [] : found.preview.map((r) => r[dateIndex] ?? ''),
          ),
        },
      })
      .where(eq(reviewImports.id, importId));
    return importId;
  } catch (error) {
    await db.delete(reviewImports).where(eq(reviewImports.id, importId));
    throw error;
  }
}
