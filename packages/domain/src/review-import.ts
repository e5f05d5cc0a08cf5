import { isReviewDateTooFarAhead, REVIEW_SOURCES, type ReviewSource } from './reviews.ts';
import { LIMITS } from './validation.ts';

/**
 * Importing reviews from a CSV or JSON file (history from anywhere): which columns mean what,
 * how a row is checked, and why a row is refused. The server applies these rules to every row;
 * the administration screen applies the same ones to its preview.
 */

/** The largest file accepted; a bigger one is refused before anything is stored. */
export const IMPORT_MAX_BYTES = 50 * 1024 * 1024;

/** A review older than this many days is history: analysed, but neither drafted nor alerted. */
export const IMPORT_HISTORY_DAYS = 30;

export const IMPORT_FIELDS = [
  'rating',
  'text',
  'review_date',
  'author_name',
  'location',
  'external_id',
  'source',
  'language',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Without these two columns no row can become a review. */
export const REQUIRED_IMPORT_FIELDS: readonly ImportField[] = ['rating', 'review_date'];

export const IMPORT_DATE_FORMATS = ['iso', 'dmy', 'mdy'] as const;
export type ImportDateFormat = (typeof IMPORT_DATE_FORMATS)[number];

/** Why a row was refused; the report and the screen translate each code. */
export const IMPORT_REFUSAL_REASONS = [
  'malformed_row',
  'row_too_long',
  'column_count',
  'invalid_encoding',
  'empty_review',
  'rating_missing',
  'bad_rating',
  'date_missing',
  'bad_date',
  'date_in_future',
  'unknown_location',
  'bad_source',
  'bad_external_id',
  'text_too_long',
] as const;
export type ImportRefusalReason = (typeof IMPORT_REFUSAL_REASONS)[number];

/** Column headers we recognise, in English and French, compared without case or accents. */
const HEADER_WORDS: Record<ImportField, readonly string[]> = {
  rating: [
    'rating',
    'stars',
    'star rating',
    'score',
    'note',
    'etoiles',
    'nombre d etoiles',
    'starrating',
  ],
  text: [
    'text',
    'review',
    'review text',
    'comment',
    'comments',
    'content',
    'body',
    'commentaire',
    'avis',
    'texte',
    'texte de l avis',
    'message',
  ],
  review_date: [
    'date',
    'review date',
    'review_date',
    'created',
    'created at',
    'created_at',
    'createtime',
    'create time',
    'published',
    'date de l avis',
    'date de publication',
    'publie le',
    'time',
  ],
  author_name: [
    'author',
    'author name',
    'author_name',
    'name',
    'reviewer',
    'reviewer name',
    'guest',
    'customer',
    'auteur',
    'nom',
    'client',
    'nom du client',
  ],
  location: [
    'location',
    'location name',
    'location id',
    'location_id',
    'restaurant',
    'branch',
    'site',
    'store',
    'etablissement',
    'emplacement',
    'succursale',
    'lieu',
  ],
  external_id: [
    'id',
    'review id',
    'review_id',
    'reviewid',
    'external id',
    'external_id',
    'identifiant',
    'identifiant de l avis',
    'ref',
    'reference',
  ],
  source: ['source', 'platform', 'site source', 'plateforme', 'provenance'],
  language: ['language', 'lang', 'locale', 'langue'],
};

export function normaliseHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export type ImportColumns = Partial<Record<ImportField, number>>;

/** Guesses which column holds what from the headers; each column serves one field at most. */
export function guessImportColumns(headers: readonly string[]): ImportColumns {
  const normal = headers.map(normaliseHeader);
  const taken = new Set<number>();
  const guess: ImportColumns = {};
  for (const field of IMPORT_FIELDS) {
    const words = HEADER_WORDS[field].map(normaliseHeader);
    const index = normal.findIndex((h, i) => !taken.has(i) && words.includes(h));
    if (index >= 0) {
      guess[field] = index;
      taken.add(index);
    }
  }
  return guess;
}

/** Guesses the date format from sample values: day first when a first part exceeds 12. */
export function guessDateFormat(samples: readonly string[]): ImportDateFormat {
  let dmy = 0;
  let mdy = 0;
  for (const sample of samples) {
    const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-]\d{4}/.exec(sample);
    if (!m) continue;
    if (Number(m[1]) > 12) dmy += 1;
    else if (Number(m[2]) > 12) mdy += 1;
    else dmy += 0.1;
  }
  if (dmy === 0 && mdy === 0) return 'iso';
  return mdy > dmy ? 'mdy' : 'dmy';
}

function validDate(y: number, mo: number, d: number, h = 12, mi = 0, s = 0): Date | null {
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60
    ? date
    : null;
}

const ISO_DAY = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})$/;
const ISO_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;
const SLASHED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A review's date from a cell. A day without a time is taken at noon UTC, so it stays the same
 * calendar day in every restaurant's time zone; a time without a zone is UTC.
 */
export function parseImportDate(value: string, format: ImportDateFormat): Date | null {
  const v = value.trim();
  if (!v) return null;
  if (format === 'iso') {
    const day = ISO_DAY.exec(v);
    if (day) return validDate(Number(day[1]), Number(day[2]), Number(day[3]));
    const time = ISO_TIME.exec(v);
    if (!time) return null;
    const local = validDate(
      Number(time[1]),
      Number(time[2]),
      Number(time[3]),
      Number(time[4]),
      Number(time[5]),
      Number(time[6] ?? 0),
    );
    if (!local) return null;
    const zone = time[7];
    if (!zone || zone.toUpperCase() === 'Z') return local;
    const m = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
    if (!m) return null;
    const offset = (Number(m[2]) * 60 + Number(m[3])) * (m[1] === '-' ? -1 : 1);
    return new Date(local.getTime() - offset * 60_000);
  }
  const m = SLASHED.exec(v);
  if (!m) return null;
  const [a, b] = [Number(m[1]), Number(m[2])];
  const [day, month] = format === 'dmy' ? [a, b] : [b, a];
  return m[4] === undefined
    ? validDate(Number(m[3]), month, day)
    : validDate(Number(m[3]), month, day, Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
}

// A Map, so a cell reading "constructor" or "toString" is not found on Object.prototype.
const RATING_WORDS: ReadonlyMap<string, number> = new Map([
  ['one', 1],
  ['two', 2],
  ['three', 3],
  ['four', 4],
  ['five', 5],
]);

/** 1 to 5 stars: "4", "4.0", "4/5" or Google's "FOUR"; anything else is not a rating. */
export function parseImportRating(value: string): number | null {
  const v = value.trim().toLowerCase();
  const word = RATING_WORDS.get(v);
  if (word) return word;
  const m = /^([1-5])(?:[.,]0+)?(?:\s*\/\s*5)?$/.exec(v);
  return m ? Number(m[1]) : null;
}

function parseSource(value: string): ReviewSource | null {
  const v = normaliseHeader(value).replace(/ /g, '');
  if (!v) return 'csv';
  if (v === 'googlebusinessprofile' || v === 'googlemaps') return 'google';
  return (REVIEW_SOURCES as readonly string[]).includes(v) ? (v as ReviewSource) : null;
}

export type ImportLocation = { id: string; name: string };

export type ImportRowContext = {
  columns: ImportColumns;
  /** Where rows without a location column (or with an empty cell) go. */
  defaultLocationId: string | null;
  locations: readonly ImportLocation[];
  dateFormat: ImportDateFormat;
  now: Date;
};

export type ImportedReview = {
  locationId: string;
  source: ReviewSource;
  /** Null when the file has none: the server derives one from the content. */
  externalId: string | null;
  authorName: string | null;
  rating: number;
  text: string;
  language: 'en' | 'fr' | null;
  reviewDate: Date;
};

export type ImportRowOutcome =
  { ok: true; review: ImportedReview } | { ok: false; reason: ImportRefusalReason };

/** The text (U+FFFD) a decoder puts where bytes were not UTF-8. */
const REPLACEMENT = '\uFFFD';
export const IMPORT_TEXT_MAX = 20_000;
const EXTERNAL_ID_MAX = 200;

function findLocation(
  value: string,
  ctx: ImportRowContext,
  byName: Map<string, string>,
): string | null {
  const v = value.trim();
  if (!v) return ctx.defaultLocationId;
  const byId = ctx.locations.find((l) => l.id === v.toLowerCase());
  return byId?.id ?? byName.get(normaliseHeader(v)) ?? null;
}

/** Builds the checker of one file's rows (the location names are indexed once). */
export function importRowValidator(ctx: ImportRowContext) {
  const byName = new Map(ctx.locations.map((l) => [normaliseHeader(l.name), l.id]));
  const cell = (values: readonly string[], field: ImportField) => {
    const index = ctx.columns[field];
    return index === undefined ? '' : (values[index] ?? '');
  };
  return (values: readonly string[]): ImportRowOutcome => {
    if (values.some((v) => v.includes(REPLACEMENT)))
      return { ok: false, reason: 'invalid_encoding' };
    const ratingCell = cell(values, 'rating').trim();
    const text = cell(values, 'text').trim();
    if (!ratingCell && !text) return { ok: false, reason: 'empty_review' };
    if (!ratingCell) return { ok: false, reason: 'rating_missing' };
    const rating = parseImportRating(ratingCell);
    if (rating === null) return { ok: false, reason: 'bad_rating' };
    if (text.length > IMPORT_TEXT_MAX) return { ok: false, reason: 'text_too_long' };
    const dateCell = cell(values, 'review_date');
    if (!dateCell.trim()) return { ok: false, reason: 'date_missing' };
    const reviewDate = parseImportDate(dateCell, ctx.dateFormat);
    if (!reviewDate || reviewDate.getUTCFullYear() < 1990) return { ok: false, reason: 'bad_date' };
    if (isReviewDateTooFarAhead(reviewDate, ctx.now))
      return { ok: false, reason: 'date_in_future' };
    const locationId = findLocation(cell(values, 'location'), ctx, byName);
    if (!locationId) return { ok: false, reason: 'unknown_location' };
    const source = parseSource(cell(values, 'source'));
    if (!source) return { ok: false, reason: 'bad_source' };
    const externalId = cell(values, 'external_id').trim();
    if (externalId.length > EXTERNAL_ID_MAX) return { ok: false, reason: 'bad_external_id' };
    const author = cell(values, 'author_name').trim();
    const language = cell(values, 'language').trim().toLowerCase().slice(0, 2);
    return {
      ok: true,
      review: {
        locationId,
        source,
        externalId: externalId || null,
        authorName: author ? author.slice(0, LIMITS.nameMax) : null,
        rating,
        text,
        language: language === 'en' || language === 'fr' ? language : null,
        reviewDate,
      },
    };
  };
}

/** True for a review old enough to be history (see IMPORT_HISTORY_DAYS). */
export function isHistoricReview(reviewDate: Date, now: Date): boolean {
  return now.getTime() - reviewDate.getTime() > IMPORT_HISTORY_DAYS * 24 * 3600_000;
}

/** The fields a mapping lacks before an import may start (the required ones, and a location). */
export function missingImportFields(
  columns: ImportColumns,
  defaultLocationId: string | null,
): ImportField[] {
  const missing = REQUIRED_IMPORT_FIELDS.filter((f) => columns[f] === undefined);
  if (columns.location === undefined && !defaultLocationId) missing.push('location');
  return missing;
}

/** Each refusal in words, for the report and the screen (one place for both). */
export const IMPORT_REFUSAL_TEXT: Record<'en' | 'fr', Record<ImportRefusalReason, string>> = {
  en: {
    malformed_row: 'The row could not be read (unbalanced quotes or invalid JSON)',
    row_too_long: 'The row is too long',
    column_count: 'The row does not have as many columns as the header',
    invalid_encoding: 'The row is not valid UTF-8 text',
    empty_review: 'The row has neither a rating nor a text',
    rating_missing: 'The rating is missing',
    bad_rating: 'The rating is not a whole number from 1 to 5',
    date_missing: 'The date is missing',
    bad_date: 'The date could not be read',
    date_in_future: 'The date is in the future',
    unknown_location: 'The location is not one of the restaurant’s',
    bad_source: 'The source is not a known platform',
    bad_external_id: 'The review id is longer than 200 characters',
    text_too_long: 'The text is longer than 20,000 characters',
  },
  fr: {
    malformed_row: 'La ligne est illisible (guillemets non fermés ou JSON invalide)',
    row_too_long: 'La ligne est trop longue',
    column_count: 'La ligne n’a pas autant de colonnes que l’en-tête',
    invalid_encoding: 'La ligne n’est pas du texte UTF-8 valide',
    empty_review: 'La ligne n’a ni note ni texte',
    rating_missing: 'La note manque',
    bad_rating: 'La note n’est pas un nombre entier de 1 à 5',
    date_missing: 'La date manque',
    bad_date: 'La date est illisible',
    date_in_future: 'La date est dans le futur',
    unknown_location: 'L’établissement n’est pas l’un de ceux du restaurant',
    bad_source: 'La source n’est pas une plateforme connue',
    bad_external_id: 'L’identifiant de l’avis dépasse 200 caractères',
    text_too_long: 'Le texte dépasse 20 000 caractères',
  },
};
