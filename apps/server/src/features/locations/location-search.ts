import { sql, type SQL } from 'drizzle-orm';
import { searchWords } from '@tableside/domain/search-words';
import { likePattern } from '../../db/like-pattern.ts';
import { locations } from '../../db/schema.ts';

/** The combining marks NFD splits off accented letters (a PostgreSQL regular expression). */
const MARKS = String.raw`[\u0300-\u036f]`;
/**
 * Name and address (where the city is) as the search reads them: accents dropped the way
 * searchWords drops them from the query (NFD, then the combining marks), case left to ILIKE.
 */
const haystack = sql`regexp_replace(normalize(${locations.name} || ' ' || coalesce(${locations.address}, ''), NFD), ${MARKS}, '', 'g')`;

/**
 * A location search as the paged panels read it (the locations and review sources panels, the
 * console): every word typed in the name or the address, accents and case aside.
 */
export const locationSearch = (query: string | undefined): SQL[] =>
  searchWords(query ?? '').map((word) => sql`${haystack} ilike ${likePattern(word)}`);
