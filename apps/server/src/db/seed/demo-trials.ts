import { inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  locations,
  restaurants,
  reviews,
  roles,
  subscriptionTiers,
  userLocations,
  userRoles,
  users,
} from '../schema.ts';

const DAY_MS = 86_400_000;

/**
 * Two provisioned leads on their free trial (docs/product/plans-and-roles.md#free-trial), so the
 * days-left banner, the read-only state and the console's Extend and Convert have something to
 * show: Bistro Essai, 12 days into a Pro trial, and Café Échu, whose Essential trial ended two days
 * ago with a draft waiting. The demo group itself is a paying customer.
 */
export const DEMO_TRIAL_USERS = [
  {
    email: 'admin@essai.tableside.demo',
    role: 'Admin',
    restaurant: 'Bistro Essai',
    name: ['Léa', 'Roy'],
    language: 'en',
  },
  {
    email: 'admin@echu.tableside.demo',
    role: 'Admin',
    restaurant: 'Café Échu',
    name: ['Hugo', 'Caron'],
    language: 'fr',
  },
  {
    email: 'manager@echu.tableside.demo',
    role: 'Manager',
    restaurant: 'Café Échu',
    name: ['Zoé', 'Perron'],
    language: 'en',
  },
] as const;

export async function seedDemoTrials(
  tx: Pick<Db, 'insert' | 'select'>,
  at: { now: Date; passwordHash: string },
): Promise<void> {
  const tiers = await tx
    .select()
    .from(subscriptionTiers)
    .where(inArray(subscriptionTiers.name, ['Pro', 'Essential']));
  const tier = (name: string) => tiers.find((t) => t.name === name)?.id ?? null;
  const roleRows = await tx.select().from(roles);
  const [essai, echu] = await tx
    .insert(restaurants)
    .values([
      {
        name: 'Bistro Essai',
        subscriptionTierId: tier('Pro'),
        integrations: ['Google'],
        trialEndsAt: new Date(at.now.getTime() + 12 * DAY_MS),
      },
      {
        name: 'Café Échu',
        subscriptionTierId: tier('Essential'),
        integrations: ['Google'],
        defaultLanguage: 'fr',
        trialEndsAt: new Date(at.now.getTime() - 2 * DAY_MS),
      },
    ])
    .returning({ id: restaurants.id, name: restaurants.name });
  if (!essai || !echu) throw new Error('demo trial restaurants not created');
  const locs = await tx
    .insert(locations)
    .values([
      { restaurantId: essai.id, name: 'Vieux-Québec', address: '12 Rue Saint-Jean, Québec, QC' },
      { restaurantId: echu.id, name: 'Limoilou', address: '900 3e Avenue, Québec, QC' },
    ])
    .returning({ id: locations.id, restaurantId: locations.restaurantId });
  const locationOf = (restaurantId: string) =>
    locs.find((l) => l.restaurantId === restaurantId)?.id as string;
  const restaurantId = (name: string) => (name === 'Bistro Essai' ? essai.id : echu.id);
  for (const person of DEMO_TRIAL_USERS) {
    const home = restaurantId(person.restaurant);
    const [user] = await tx
      .insert(users)
      .values({
        email: person.email,
        username: person.email.replace('@', '.').replace(/\.tableside\.demo$/, ''),
        firstname: person.name[0],
        lastname: person.name[1],
        passwordHash: at.passwordHash,
        restaurantId: home,
        locationId: locationOf(home),
        language: person.language,
      })
      .returning({ id: users.id });
    const role = roleRows.find((r) => r.name === person.role);
    if (!user || !role) throw new Error('demo trial user not created');
    await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
    if (person.role === 'Manager')
      await tx.insert(userLocations).values({ userId: user.id, locationId: locationOf(home) });
  }
  const day = (n: number) => new Date(at.now.getTime() - n * DAY_MS);
  await tx.insert(reviews).values([
    {
      restaurantId: essai.id,
      locationId: locationOf(essai.id),
      source: 'google',
      externalId: 'demo-trial-essai-1',
      authorName: 'Marc Lévesque',
      rating: 5,
      text: 'Great onion soup and a warm welcome on a cold evening.',
      language: 'en',
      reviewDate: day(3),
    },
    {
      restaurantId: echu.id,
      locationId: locationOf(echu.id),
      source: 'google',
      externalId: 'demo-trial-echu-1',
      authorName: 'Julie Fortin',
      rating: 4,
      text: 'Très bons croissants, un peu d’attente le dimanche matin.',
      language: 'fr',
      reviewDate: day(4),
      status: 'draft',
      response: 'Merci Julie ! Nous sommes ravis que nos croissants vous aient plu.',
    },
  ]);
}
