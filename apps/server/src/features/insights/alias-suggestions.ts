import type { TAliasSuggestion } from '@tableside/domain/schemas/insights';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.ts';
import type { LocationScope } from '../../auth/scope.ts';
import { namesNoOne } from '../../ai/analysis/catalogue-text.ts';
import { sightingPhrase } from '../../ai/analysis/catalogue-sightings.ts';
import type { Db } from '../../db/client.ts';
import { sqlRows } from '../../db/sql-rows.ts';
import {
  aliasDecisions,
  catalogueSightings,
  locations,
  menuItems,
  reviews,
  staffMembers,
} from '../../db/schema.ts';
import { isoDate } from './filters.ts';
import { restaurantScope, visible } from './catalogue-service.ts';

// Alias suggestions (docs/product/review-understanding.md#teaching-the-analysis): the words the
// analysis recorded in `catalogue_sightings` because the catalogue did not spell them.

export type AliasKind = 'menu' | 'staff';

/** Words seen in fewer reviews are no suggestion yet. */
const MIN_REVIEWS = 2;
const MAX_SUGGESTIONS = 20;
const MAX_EXAMPLES = 3;
const SNIPPET_AROUND = 60;

export const tableOf = (kind: AliasKind) => (kind === 'menu' ? menuItems : staffMembers);

/** Case, accents, spacing and a leading article aside: how a phrase is compared with names. */
export const comparable = (words: string) =>
  sightingPhrase(words)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/’/g, "'");

/** The entries a user sees of one kind, with their location's name. */
type Entry = { id: string; name: string; aliases: string[]; location: string | null };

async function entriesOf(db: Db, kind: AliasKind, scope: LocationScope): Promise<Entry[]> {
  const table = tableOf(kind);
  return db
    .select({
      id: table.id,
      name: table.name,
      aliases: table.aliases,
      location: locations.name,
    })
    .from(table)
    .leftJoin(locations, eq(locations.id, table.locationId))
    .where(visible(table, scope));
}

/** The sightings of one kind the user may see: their restaurant, and their locations if limited. */
export function sightingsWhere(kind: AliasKind, scope: LocationScope, phrases?: string[]) {
  return and(
    eq(catalogueSightings.restaurantId, scope.restaurantId),
    eq(catalogueSightings.kind, kind),
    scope.locationIds ? inArray(catalogueSightings.locationId, scope.locationIds) : undefined,
    phrases ? inArray(catalogueSightings.phrase, phrases) : undefined,
  );
}

type ExampleRow = {
  phrase: string;
  id: string;
  text: string;
  review_date: Date | string;
  rating: number;
};

/** A short window of the review around the guest's words. */
function snippetAround(text: string, phrase: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const at = Math.max(0, flat.toLowerCase().indexOf(phrase));
  const from = Math.max(0, flat.lastIndexOf(' ', Math.max(0, at - SNIPPET_AROUND)));
  const cut = flat.indexOf(' ', at + phrase.length + SNIPPET_AROUND);
  const to = cut < 0 ? flat.length : cut;
  return `${from > 0 ? '…' : ''}${flat.slice(from, to).trim()}${to < flat.length ? '…' : ''}`;
}

/** Phrases seen in two reviews or more, not yet an alias, a name or decided; most frequent first. */
export async function listAliasSuggestions(
  db: Db,
  actor: Actor,
  kind: AliasKind,
): Promise<TAliasSuggestion[]> {
  const scope = await restaurantScope(db, actor);
  const entries = await entriesOf(db, kind, scope);
  const spelled = new Set(entries.flatMap((e) => [e.name, ...e.aliases].map(comparable)));
  const counted = await db
    .select({
      phrase: catalogueSightings.phrase,
      count: sql<number>`count(distinct ${catalogueSightings.reviewId})::int`,
    })
    .from(catalogueSightings)
    .where(
      and(
        sightingsWhere(kind, scope),
        sql`not exists (select 1 from ${aliasDecisions} d where d.restaurant_id = ${catalogueSightings.restaurantId}
          and d.kind = ${catalogueSightings.kind} and d.phrase = ${catalogueSightings.phrase})`,
      ),
    )
    .groupBy(catalogueSightings.phrase)
    .having(sql`count(distinct ${catalogueSightings.reviewId}) >= ${MIN_REVIEWS}`)
    .orderBy(sql`2 desc`, catalogueSightings.phrase)
    .limit(MAX_SUGGESTIONS * 3);
  // Role and course words may have been sighted before they were left out of sightings.
  const open = counted
    .filter((c) => !spelled.has(comparable(c.phrase)) && !namesNoOne(kind, c.phrase))
    .slice(0, MAX_SUGGESTIONS);
  if (open.length === 0) return [];
  const phrases = open.map((c) => c.phrase);
  const [candidateIds, examples] = await Promise.all([
    sqlRows<{ phrase: string; ids: string[] }>(
      db,
      sql`
      select ${catalogueSightings.phrase} as phrase, json_agg(distinct c.id) as ids
      from ${catalogueSightings}
        cross join lateral jsonb_array_elements_text(${catalogueSightings.candidateIds}) as c(id)
      where ${sightingsWhere(kind, scope, phrases)} group by 1`,
    ),
    sqlRows<ExampleRow>(
      db,
      sql`
      select phrase, id, text, review_date, rating from (
        select s.phrase, r.id, r.text, r.review_date, r.rating,
          row_number() over (partition by s.phrase order by r.review_date desc, r.id) as n
        from (select distinct ${catalogueSightings.phrase} as phrase, ${catalogueSightings.reviewId} as review_id
              from ${catalogueSightings} where ${sightingsWhere(kind, scope, phrases)}) s
        join ${reviews} r on r.id = s.review_id
      ) x where n <= ${MAX_EXAMPLES} order by review_date desc, id`,
    ),
  ]);
  const byId = new Map(entries.map((e) => [e.id, e]));
  const candidatesOf = new Map(candidateIds.map((r) => [r.phrase, r.ids]));
  return open.flatMap(({ phrase, count }) => {
    const candidates = (candidatesOf.get(phrase) ?? [])
      .map((id) => byId.get(id))
      .filter((e) => e !== undefined)
      .map((e) => ({ id: e.id, name: e.name, location: e.location }))
      .sort((a, b) => a.name.localeCompare(b.name));
    if (candidates.length === 0) return [];
    const seen = examples
      .filter((r) => r.phrase === phrase)
      .map((r) => ({
        review_id: r.id,
        snippet: snippetAround(r.text, phrase),
        review_date: isoDate(r.review_date),
        rating: r.rating,
      }));
    return [{ phrase, count, candidates, examples: seen }];
  });
}
