import { randomUUID } from 'node:crypto';
import { reviews, socialComments, sourceAccounts, sourceConnections } from '../db/schema.ts';
import { createSecretBox } from '../lib/secret-box.ts';
import type { TestApp } from './harness.ts';

/**
 * Rows a test adds beside the shared fixture (fixture.ts), each with only the fields the test
 * cares about: the rest is a valid default, so a new column changes one place, not twenty files.
 */
type App = Pick<TestApp, 'database' | 'fx' | 'config'>;

/** Where a row goes: a fixture location by name; its restaurant follows. */
type At = { location: string };

/**
 * One review at a fixture location, as a platform or an import stores it: from Google, new, dated
 * now, under an external id of its own. Fields the test names (author, language…) win.
 */
export async function createReview(
  t: Pick<App, 'database' | 'fx'>,
  { location, ...fields }: At & { rating: number } & Partial<typeof reviews.$inferInsert>,
) {
  const at = t.fx.loc(location);
  const [row] = await t.database.db
    .insert(reviews)
    .values({
      restaurantId: at.restaurantId,
      locationId: at.id,
      source: 'google',
      externalId: `review-${randomUUID()}`,
      reviewDate: new Date(),
      ...fields,
    })
    .returning();
  if (!row) throw new Error('review not stored');
  return row;
}

/**
 * One guest comment under a post at a fixture location, as a social sync stores it: Instagram,
 * dated now, under an external id of its own. Fields the test names (platform, text…) win.
 */
export async function createSocialComment(
  t: Pick<App, 'database' | 'fx'>,
  { location, ...fields }: At & Partial<typeof socialComments.$inferInsert>,
) {
  const at = t.fx.loc(location);
  const [row] = await t.database.db
    .insert(socialComments)
    .values({
      restaurantId: at.restaurantId,
      locationId: at.id,
      platform: 'instagram',
      externalId: `comment-${randomUUID()}`,
      postId: 'post-1',
      text: 'Is the terrace open on Sunday?',
      commentedAt: new Date(),
      ...fields,
    })
    .returning();
  if (!row) throw new Error('comment not stored');
  return row;
}

/** Credentials sealed with the app's own key, as the connect flows store them. */
const sealed = (t: App, credentials: Record<string, string> | undefined) =>
  credentials && createSecretBox(t.config.encryptionKey).seal(JSON.stringify(credentials));

type SourceFields = { credentials?: Record<string, string> };

/** A location's link to a review platform (a local fake server's address as `baseUrl`). */
export async function createSourceConnection(
  t: App,
  {
    location,
    credentials,
    ...fields
  }: At &
    SourceFields &
    Pick<typeof sourceConnections.$inferInsert, 'source' | 'externalLocation'> &
    Partial<Omit<typeof sourceConnections.$inferInsert, 'credentials'>>,
) {
  const at = t.fx.loc(location);
  const [row] = await t.database.db
    .insert(sourceConnections)
    .values({
      restaurantId: at.restaurantId,
      locationId: at.id,
      credentials: sealed(t, credentials),
      ...fields,
    })
    .returning();
  if (!row) throw new Error('source connection not stored');
  return row;
}

/** A Google Business Profile link, authorised with the token the fake Google server accepts. */
export function createGoogleConnection(
  t: App,
  fields: At & { externalLocation: string; baseUrl: string },
) {
  return createSourceConnection(t, {
    ...fields,
    source: 'google',
    credentials: { access_token: 'test-access-token' },
  });
}

/** A restaurant's account on a platform (Facebook, Instagram, Yelp…), shared by its locations. */
export async function createSourceAccount(
  t: App,
  {
    credentials,
    ...fields
  }: SourceFields &
    Pick<typeof sourceAccounts.$inferInsert, 'restaurantId' | 'source'> &
    Partial<Omit<typeof sourceAccounts.$inferInsert, 'credentials'>>,
) {
  await t.database.db
    .insert(sourceAccounts)
    .values({ credentials: sealed(t, credentials), ...fields });
}

/** A small deterministic generator (mulberry32), so a failure with generated data can be replayed. */
export function seededRandom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
