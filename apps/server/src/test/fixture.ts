import { eq } from 'drizzle-orm';
import type { Role } from '@tableside/domain/roles';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/client.ts';
import {
  locations,
  restaurants,
  reviews,
  roles,
  subscriptionTiers,
  userLocations,
  userRoles,
  users,
} from '../db/schema.ts';

export const PASSWORD = 'correct-horse-battery';

export type Fixture = Awaited<ReturnType<typeof createFixture>>;

/**
 * Three restaurants: the Pro group under test, a Growth one, and another Pro one whose data
 * must never show up for the first group's users.
 */
export async function createFixture(db: Db) {
  const tiers = await db.select().from(subscriptionTiers);
  const tier = (name: string) => tiers.find((t) => t.name === name)?.id as string;
  const roleRows = await db.select().from(roles);
  const hash = await hashPassword(PASSWORD);

  const [maison, growth, other] = await db
    .insert(restaurants)
    .values([
      { name: 'Maison', subscriptionTierId: tier('Pro') },
      { name: 'Growth Co', subscriptionTierId: tier('Growth') },
      { name: 'Other Group', subscriptionTierId: tier('Pro') },
    ])
    .returning();
  if (!maison || !growth || !other) throw new Error('fixture restaurants');
  const locs = await db
    .insert(locations)
    .values([
      { restaurantId: maison.id, name: 'Alpha' },
      { restaurantId: maison.id, name: 'Bravo' },
      { restaurantId: maison.id, name: 'Charlie' },
      { restaurantId: growth.id, name: 'Growth One' },
      { restaurantId: other.id, name: 'Other One' },
    ])
    .returning();
  const loc = (name: string) => locs.find((l) => l.name === name) as (typeof locs)[number];

  const make = async (
    key: string,
    role: Role | null,
    restaurantId: string | null,
    locationId: string | null,
    limitedTo?: string[],
  ) => {
    const [user] = await db
      .insert(users)
      .values({
        username: key,
        email: `${key}@test.dev`,
        firstname: key[0]?.toUpperCase() + key.slice(1),
        lastname: 'Tester',
        passwordHash: hash,
        restaurantId,
        locationId,
      })
      .returning();
    if (!user) throw new Error('fixture user');
    const roleRow = roleRows.find((r) => r.name === role);
    if (roleRow) await db.insert(userRoles).values({ userId: user.id, roleId: roleRow.id });
    if (limitedTo)
      await db
        .insert(userLocations)
        .values(limitedTo.map((locationId) => ({ userId: user.id, locationId })));
    return user;
  };

  const people = {
    super: await make('super', 'SuperAdmin', null, null),
    admin: await make('admin', 'Admin', maison.id, loc('Alpha').id),
    manager: await make('manager', 'Manager', maison.id, loc('Alpha').id, [loc('Alpha').id]),
    boh: await make('boh', 'BOH', maison.id, loc('Bravo').id),
    norole: await make('norole', null, maison.id, loc('Alpha').id),
    growthAdmin: await make('growthadmin', 'Admin', growth.id, loc('Growth One').id),
    otherAdmin: await make('otheradmin', 'Admin', other.id, loc('Other One').id),
  };
  const reviewRows = await db
    .insert(reviews)
    .values(
      [
        ['Alpha', 5, 'The duck confit was perfect and Marco was lovely.', '2026-10-01T18:00:00Z'],
        ['Alpha', 1, 'Cold fries and a 40-minute wait.', '2026-10-02T19:00:00Z'],
        ['Bravo', 4, 'Très bon repas, service attentionné.', '2026-10-03T12:00:00Z'],
        ['Charlie', 2, 'Overpriced and noisy.', '2026-10-04T20:30:00Z'],
        ['Other One', 3, 'Other secret review text.', '2026-10-05T13:00:00Z'],
      ].map(([name, rating, text, date], i) => {
        const l = loc(name as string);
        return {
          restaurantId: l.restaurantId,
          locationId: l.id,
          source: 'google',
          externalId: `fx-${i}`,
          authorName: `Guest ${i}`,
          rating: rating as number,
          text: text as string,
          language: i === 2 ? 'fr' : 'en',
          reviewDate: new Date(date as string),
        };
      }),
    )
    .returning();
  const review = (text: string) =>
    reviewRows.find((r) => r.text.startsWith(text)) as (typeof reviewRows)[number];
  return { restaurants: { maison, growth, other }, loc, users: people, roles: roleRows, review };
}

export async function disableUser(db: Db, id: string) {
  await db.update(users).set({ enabled: false }).where(eq(users.id, id));
}
