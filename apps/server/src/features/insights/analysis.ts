import { ASPECT_CATEGORIES, type AspectCategory } from '@tableside/domain/insights';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { analyseReview } from '../../ai/analysis/review-analysis.ts';
import { topicVerdicts } from '../../ai/builtin/topic-verdicts.ts';
import { placesOf, type Places } from '../../ai/analysis/signals/spam-elsewhere.ts';
import type { Db } from '../../db/client.ts';
import { applyCorrections } from './corrections-apply.ts';
import { isBeyondMonthlyAllowance, reviewsBeyondMonthlyAllowance } from '../tiers/public.ts';
import {
  catalogueSightings,
  locations,
  menuItems,
  menuMentions,
  reviewAnalyses,
  reviewAspects,
  reviewCategories,
  reviewKeywords,
  reviews,
  staffMembers,
  staffMentions,
} from '../../db/schema.ts';

/**
 * The analysis that wrote a reading. Change it whenever the analysis reads reviews differently:
 * workers then re-analyse every stored review (model-reanalysis.ts).
 */
export const MODEL_VERSION = 'builtin-2026-11-29-topic-verdicts';

type Entry = {
  id: string;
  name: string;
  aliases: string[];
  locationId: string | null;
  /** A person's role: "the chef" names the one chef, "our server Marc" the Marc who serves. */
  role?: string | null;
};
type Site = { id: string; name: string };
/** What a review is read with: its location's menu and roster, and the group's location names. */
type Catalogue = { menu: Entry[]; staff: Entry[]; sites: Site[]; locations?: Places };
type Review = typeof reviews.$inferSelect;

/** A restaurant's menu and roster, all locations; each review reads its location's part. */
async function catalogueOf(db: Db, restaurantId: string): Promise<Catalogue> {
  const columns = (t: typeof menuItems | typeof staffMembers) => ({
    id: t.id,
    name: t.name,
    aliases: t.aliases,
    locationId: t.locationId,
  });
  const [menu, staff, sites] = await Promise.all([
    db
      .select(columns(menuItems))
      .from(menuItems)
      .where(eq(menuItems.restaurantId, restaurantId))
      .orderBy(menuItems.createdAt, menuItems.id),
    db
      .select({ ...columns(staffMembers), role: staffMembers.role })
      .from(staffMembers)
      .where(eq(staffMembers.restaurantId, restaurantId))
      .orderBy(staffMembers.createdAt, staffMembers.id),
    db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.restaurantId, restaurantId))
      .orderBy(locations.createdAt, locations.id),
  ]);
  return { menu, staff, sites };
}

/**
 * The entries that apply to a location, its own and the restaurant-wide ones, and the names of
 * the group's other locations (cached per location).
 */
function forLocation(
  catalogue: Catalogue,
  locationId: string,
  cache: Map<string, Catalogue>,
): Catalogue {
  let hit = cache.get(locationId);
  if (!hit) {
    const keep = (e: Entry) => e.locationId === null || e.locationId === locationId;
    hit = {
      menu: catalogue.menu.filter(keep),
      staff: catalogue.staff.filter(keep),
      sites: catalogue.sites,
      locations: placesOf(catalogue.sites, locationId),
    };
    cache.set(locationId, hit);
  }
  return hit;
}

const firstIdByName = (rows: Entry[]) => {
  const map = new Map<string, string>();
  for (const r of rows) if (!map.has(r.name)) map.set(r.name, r.id);
  return map;
};

/** Every row one review's analysis produces, ready to insert. */
function findingsOf(review: Review, catalogue: Catalogue) {
  const { menu, staff, locations: places } = catalogue;
  const result = analyseReview(review.text, review.rating, {
    menu,
    staff,
    locations: places,
    author: review.authorName,
  });
  const base = {
    reviewId: review.id,
    restaurantId: review.restaurantId,
    locationId: review.locationId,
    reviewDate: review.reviewDate,
  };
  const menuIds = firstIdByName(catalogue.menu);
  const staffIds = firstIdByName(catalogue.staff);
  return {
    analysis: {
      ...base,
      language: result.language,
      sentimentLabel: result.sentiment.label,
      sentimentScore: result.sentiment.score,
      skippedReason: result.skipped,
      signals: result.signals,
      guestNamedStaff: result.guestNamedStaff ?? [],
      engine: 'builtin',
      modelVersion: MODEL_VERSION,
    },
    categories: topicVerdicts(
      { text: review.text, rating: review.rating, authorName: review.authorName },
      result,
      staff.flatMap((s) => [s.name, ...s.aliases]),
    ).map((c, position) => ({
      ...base,
      category: c.category,
      semevalCategory: ASPECT_CATEGORIES[c.category as AspectCategory] ?? c.category,
      polarity: c.polarity,
      classifierPolarity: c.classifier,
      position,
    })),
    aspects: result.aspects.map((a, position) => ({ ...base, ...a, position })),
    keywords: result.keywords.map((k) => ({ ...base, ...k })),
    menu: result.menuItems.flatMap((m, position) => {
      const menuItemId = menuIds.get(m.item);
      const { polarity, snippet } = m;
      return menuItemId
        ? [{ ...base, menuItemId, itemName: m.item, polarity, snippet, position }]
        : [];
    }),
    staff: result.staff.flatMap((s, position) => {
      const staffMemberId = staffIds.get(s.name);
      const { polarity, snippet } = s;
      return staffMemberId
        ? [{ ...base, staffMemberId, staffName: s.name, polarity, snippet, position }]
        : [];
    }),
    sightings: (result.sightings ?? []).flatMap((s) => {
      const ids = s.kind === 'menu' ? menuIds : staffIds;
      const candidateIds = [
        ...new Set(s.candidates.map((name) => ids.get(name)).filter((id) => id !== undefined)),
      ];
      return candidateIds.length ? [{ ...base, kind: s.kind, phrase: s.phrase, candidateIds }] : [];
    }),
  };
}

type Findings = ReturnType<typeof findingsOf>;

/** Slices of at most 500 rows: one INSERT stays well under the parameter limit. */
function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += 500) out.push(rows.slice(i, i + 500));
  return out;
}
const FINDING_TABLES = [
  reviewCategories,
  reviewAspects,
  reviewKeywords,
  menuMentions,
  staffMentions,
  catalogueSightings,
] as const;

/**
 * Replaces what earlier analyses of these reviews found, in one transaction, then applies again
 * what people corrected in them. The upsert of the analysis rows comes first so two runs for the
 * same review queue up behind its row lock.
 */
async function writeFindings(db: Db, all: Findings[]): Promise<void> {
  if (all.length === 0) return;
  const ids = all.map((f) => f.analysis.reviewId);
  await db.transaction(async (tx) => {
    await tx
      .insert(reviewAnalyses)
      .values(all.map((f) => f.analysis))
      .onConflictDoUpdate({
        target: reviewAnalyses.reviewId,
        set: {
          language: sql`excluded.language`,
          sentimentLabel: sql`excluded.sentiment_label`,
          sentimentScore: sql`excluded.sentiment_score`,
          skippedReason: sql`excluded.skipped_reason`,
          signals: sql`excluded.signals`,
          guestNamedStaff: sql`excluded.guest_named_staff`,
          engine: sql`excluded.engine`,
          modelVersion: sql`excluded.model_version`,
          reviewDate: sql`excluded.review_date`,
          analysedAt: sql`now()`,
        },
      });
    for (const table of FINDING_TABLES) await tx.delete(table).where(inArray(table.reviewId, ids));
    for (const part of chunks(all.flatMap((f) => f.categories)))
      await tx.insert(reviewCategories).values(part);
    for (const part of chunks(all.flatMap((f) => f.aspects)))
      await tx.insert(reviewAspects).values(part);
    for (const part of chunks(all.flatMap((f) => f.keywords)))
      await tx.insert(reviewKeywords).values(part);
    for (const part of chunks(all.flatMap((f) => f.menu)))
      await tx.insert(menuMentions).values(part);
    for (const part of chunks(all.flatMap((f) => f.staff)))
      await tx.insert(staffMentions).values(part);
    for (const part of chunks(all.flatMap((f) => f.sightings)))
      await tx.insert(catalogueSightings).values(part);
    await applyCorrections(tx, ids);
  });
}

/** Analyses one stored review (on arrival or guest edit); false when it no longer exists. */
export async function analyseStoredReview(db: Db, reviewId: string): Promise<boolean> {
  const [review] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
  if (!review) return false;
  if (await isBeyondMonthlyAllowance(db, reviewId)) return true;
  const catalogue = forLocation(
    await catalogueOf(db, review.restaurantId),
    review.locationId,
    new Map(),
  );
  await writeFindings(db, [findingsOf(review, catalogue)]);
  return true;
}

/**
 * Analyses a page of a restaurant's reviews in review-id order after `after`, writing them in
 * one transaction; returns how many it read and the last id, for the next page.
 */
export async function analyseReviewPage(
  db: Db,
  restaurantId: string,
  after: string | null,
  size: number,
  onlyIds: string[] | null = null,
): Promise<{ count: number; last: string | null }> {
  const page = await db
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.restaurantId, restaurantId),
        after ? gt(reviews.id, after) : undefined,
        onlyIds ? inArray(reviews.id, onlyIds) : undefined,
      ),
    )
    .orderBy(asc(reviews.id))
    .limit(size);
  const beyond = await reviewsBeyondMonthlyAllowance(
    db,
    page.map((r) => r.id),
  );
  const catalogue = await catalogueOf(db, restaurantId);
  const cache = new Map<string, Catalogue>();
  const findings: Findings[] = [];
  for (const [i, review] of page.filter((r) => !beyond.has(r.id)).entries()) {
    // Analysis is CPU work on the server's one thread: let waiting requests in now and then.
    if (i % 10 === 9) await new Promise((resolve) => setImmediate(resolve));
    findings.push(findingsOf(review, forLocation(catalogue, review.locationId, cache)));
  }
  await writeFindings(db, findings);
  return { count: page.length, last: page.at(-1)?.id ?? null };
}

/** The reviews of the last `days` days, in pages: the demo seed's visible period. */
export async function analyseRecentReviews(db: Db, days: number): Promise<number> {
  const recent = await db
    .select({ id: reviews.id, restaurantId: reviews.restaurantId })
    .from(reviews)
    .where(sql`${reviews.reviewDate} > now() - make_interval(days => ${days})`)
    .orderBy(reviews.id);
  const byRestaurant = new Map<string, string[]>();
  for (const r of recent)
    byRestaurant.set(r.restaurantId, [...(byRestaurant.get(r.restaurantId) ?? []), r.id]);
  for (const [restaurantId, ids] of byRestaurant) {
    for (let i = 0; i < ids.length; i += 200)
      await analyseReviewPage(db, restaurantId, null, 200, ids.slice(i, i + 200));
  }
  return recent.length;
}

/**
 * What the current analysis finds, per review, of a restaurant's catalogue in these reviews,
 * without writing anything: the corrections' evaluation (`npm run -s eval:corrections`).
 */
export async function mentionsNow(
  db: Db,
  restaurantId: string,
  reviewIds: string[],
): Promise<Map<string, { kind: 'menu' | 'staff'; entryId: string; polarity: string }[]>> {
  const found = new Map<string, { kind: 'menu' | 'staff'; entryId: string; polarity: string }[]>();
  if (reviewIds.length === 0) return found;
  const rows = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.restaurantId, restaurantId), inArray(reviews.id, reviewIds)));
  const catalogue = await catalogueOf(db, restaurantId);
  const cache = new Map<string, Catalogue>();
  for (const review of rows) {
    const f = findingsOf(review, forLocation(catalogue, review.locationId, cache));
    found.set(review.id, [
      ...f.menu.map((m) => ({
        kind: 'menu' as const,
        entryId: m.menuItemId,
        polarity: m.polarity,
      })),
      ...f.staff.map((s) => ({
        kind: 'staff' as const,
        entryId: s.staffMemberId,
        polarity: s.polarity,
      })),
    ]);
  }
  return found;
}
