import { eq } from 'drizzle-orm';
import { locations, menuItems, restaurants, staffMembers } from '../../db/schema.ts';
import { generateDemoReviews, type DemoStaff } from '../../db/seed/review-generator.ts';
import { ingestReviews, type IngestDeps } from '../../review-arrival/store.ts';

const STAFF_ROLES: DemoStaff['role'][] = ['server', 'bartender', 'chef', 'host', 'manager'];

/**
 * The demo's review source: each run, every restaurant gets a new guest review at one of its
 * locations, written by the demo generator and stored through the real ingestion, so a running
 * demo keeps receiving reviews (drafted, alerted, counted) like a connected restaurant.
 */
export async function produceDemoReviews(deps: IngestDeps, now = new Date()): Promise<number> {
  const list = await deps.db.select({ id: restaurants.id }).from(restaurants);
  let produced = 0;
  for (const [index, { id }] of list.entries()) {
    const locs = await deps.db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.restaurantId, id));
    if (!locs.length) continue;
    const staff = await deps.db
      .select({
        name: staffMembers.name,
        role: staffMembers.role,
        locationId: staffMembers.locationId,
      })
      .from(staffMembers)
      .where(eq(staffMembers.restaurantId, id));
    const menu = await deps.db
      .select({ name: menuItems.name })
      .from(menuItems)
      .where(eq(menuItems.restaurantId, id));
    const [review] = generateDemoReviews({
      locations: locs.map((l) => ({ ...l, city: 'Montréal' })),
      staff: staff.flatMap((s) =>
        s.locationId && STAFF_ROLES.includes(s.role as DemoStaff['role'])
          ? [{ name: s.name, role: s.role as DemoStaff['role'], locationId: s.locationId }]
          : [],
      ),
      menu: menu.map((m) => m.name),
      count: 1,
      now,
      // A new seed each run and restaurant: a different guest every time.
      seed: (Math.floor(now.getTime() / 1000) + index * 7919) % 2_147_483_647,
      months: 1,
    });
    if (!review) continue;
    const result = await ingestReviews(deps, id, [
      {
        location_id: review.locationId,
        source: review.source,
        external_id: `live-${now.getTime()}-${review.externalId}`,
        author_name: review.authorName,
        rating: review.rating,
        text: review.text,
        language: review.language,
        review_date: now.toISOString(),
      },
    ]);
    produced += result.created;
  }
  return produced;
}
