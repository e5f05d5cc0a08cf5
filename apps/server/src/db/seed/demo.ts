import { inArray, sql } from 'drizzle-orm';
import type { Role } from '@tableside/domain/roles';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../client.ts';
import {
  locations,
  menuItems,
  replyHistory,
  restaurants,
  reviews,
  roles,
  sourceAccounts,
  sourceConnections,
  staffMembers,
  subscriptionTiers,
  userLocations,
  userRoles,
  users,
} from '../schema.ts';
import {
  DEMO_MENU,
  DEMO_STAFF_NAMES,
  generateDemoReviews,
  type DemoStaff,
} from './review-generator.ts';
import { seedDemoTrials } from './demo-trials.ts';
import { seedDemoBookingsAndSocials } from './demo-extras.ts';
import { seedDemoLeads } from './demo-leads.ts';
import { seedDemoGuestWords } from './demo-guest-words.ts';
import { seedDemoHeldDraft } from './demo-held-draft.ts';
import { seedDemoAiUsage } from './demo-ai-usage.ts';
import { seedDemoReviewRequests } from './demo-review-requests.ts';

export const DEMO_PASSWORD = 'tableside-demo';

/**
 * Who approved and posted a demo reply, so Trends' "replied by" names the team: at Plateau the
 * manager half the time, the Admin otherwise, a fifth left to auto-approval; elsewhere the
 * Admin, or auto-approval for four in ten. Drawn from the review's external id, so every seed
 * gives the same answer.
 */
function repliedBy(
  r: { externalId: string; reply: { approvedAt: Date | null; postedAt: Date | null } | null },
  pro: boolean,
  plateau: boolean,
  userIds: ReadonlyMap<string, string>,
): { approvedBy?: string; postedBy?: string } {
  if (!r.reply?.approvedAt) return {};
  let hash = 0;
  for (const c of r.externalId) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const draw = hash % 10;
  const email = !pro
    ? draw < 6 && 'admin@growth.tableside.demo'
    : plateau
      ? draw < 5
        ? 'manager@tableside.demo'
        : draw < 8 && 'admin@tableside.demo'
      : draw < 6 && 'admin@tableside.demo';
  const id = email ? userIds.get(email) : undefined;
  if (!id) return {};
  return { approvedBy: id, ...(r.reply.postedAt ? { postedBy: id } : {}) };
}

export const DEMO_USERS: { email: string; role: Role; restaurant: 'pro' | 'growth' | null }[] = [
  { email: 'superadmin@tableside.demo', role: 'SuperAdmin', restaurant: null },
  { email: 'admin@tableside.demo', role: 'Admin', restaurant: 'pro' },
  { email: 'manager@tableside.demo', role: 'Manager', restaurant: 'pro' },
  { email: 'boh@tableside.demo', role: 'BOH', restaurant: 'pro' },
  { email: 'admin@growth.tableside.demo', role: 'Admin', restaurant: 'growth' },
];

const PEOPLE: Record<string, [string, string]> = {
  'superadmin@tableside.demo': ['Sam', 'Rivera'],
  'admin@tableside.demo': ['Camille', 'Tremblay'],
  'manager@tableside.demo': ['Olivier', 'Gagnon'],
  'boh@tableside.demo': ['Ines', 'Moreau'],
  'admin@growth.tableside.demo': ['Noah', 'Bouchard'],
};

/** True when the database holds no customer data yet: seeding never touches a used database. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db
    .select({
      n: sql<number>`(select count(*) from ${restaurants})::int + (select count(*) from ${users})::int`,
    })
    .from(sql`(select 1) as one`);
  return row?.n === 0;
}

/**
 * A Pro restaurant group with three locations and a Growth restaurant, one user per role, and
 * about 2,000 reviews of the last 12 months in English and French; beside them, two small
 * restaurants on their free trial (demo-trials.ts).
 */
export type DemoOptions = {
  /** Connect the group's locations to this Google API (a local server in browser tests). */
  googleApi?: { baseUrl: string; sealedToken: string };
  /** The group's booking system at this address, instead of the offline demo bookings. */
  bookingApi?: { baseUrl: string; sealedCredentials: string };
  /** Connect the group's Facebook Page and Instagram account to this Graph API address. */
  graphApi?: { baseUrl: string; sealedToken: string };
};

export async function seedDemo(
  db: Db,
  now = new Date(),
  opts: DemoOptions = {},
): Promise<{ reviews: number }> {
  const tierRows = await db
    .select()
    .from(subscriptionTiers)
    .where(inArray(subscriptionTiers.name, ['Pro', 'Growth']));
  const tierId = (name: string) => tierRows.find((t) => t.name === name)?.id ?? null;
  const roleRows = await db.select().from(roles);
  const roleId = (name: string) => roleRows.find((r) => r.name === name)?.id as string;
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    const [pro, growth] = await tx
      .insert(restaurants)
      .values([
        {
          name: 'Maison Tableside',
          subscriptionTierId: tierId('Pro'),
          weeklyReportDay: 1,
          integrations: ['Google', 'Yelp', 'TripAdvisor', 'Facebook', 'Libro'],
          tone: 'friendly',
          defaultLanguage: 'fr',
          badReviewThreshold: 2,
        },
        {
          name: 'Le Petit Growth',
          subscriptionTierId: tierId('Growth'),
          weeklyReportDay: 5,
          integrations: ['Google'],
          tone: 'formal',
        },
      ])
      .returning({ id: restaurants.id, timezone: restaurants.timezone });
    if (!pro || !growth) throw new Error('demo restaurants not created');
    const locs = await tx
      .insert(locations)
      .values([
        {
          restaurantId: pro.id,
          name: 'Plateau',
          // A Google place, so review requests carry the location's Google review link.
          placeId: 'ChIJDemoPlateau0001',
          address: '4321 Rue Saint-Denis, Montréal, QC',
          website: 'https://maison.tableside.demo/plateau',
        },
        {
          restaurantId: pro.id,
          name: 'Vieux-Port',
          // A Google place, so review requests carry the location's Google review link.
          placeId: 'ChIJDemoVieuxPort001',
          address: '88 Rue de la Commune E, Montréal, QC',
          website: 'https://maison.tableside.demo/vieux-port',
        },
        {
          restaurantId: pro.id,
          name: 'Mile End',
          // A Google place, so review requests carry the location's Google review link.
          placeId: 'ChIJDemoMileEnd00001',
          address: '5400 Boulevard Saint-Laurent, Montréal, QC',
          website: 'https://maison.tableside.demo/mile-end',
        },
        { restaurantId: growth.id, name: 'Centre-ville', address: '1200 Rue Peel, Montréal, QC' },
      ])
      .returning({ id: locations.id, name: locations.name, restaurantId: locations.restaurantId });
    const plateau = locs.find((l) => l.name === 'Plateau');
    const growthLoc = locs.find((l) => l.restaurantId === growth.id);
    if (!plateau || !growthLoc) throw new Error('demo locations not created');

    const userIds = new Map<string, string>();
    for (const demo of DEMO_USERS) {
      const [first, last] = PEOPLE[demo.email] ?? ['Demo', 'User'];
      const restaurantId =
        demo.restaurant === 'pro' ? pro.id : demo.restaurant === 'growth' ? growth.id : null;
      const [user] = await tx
        .insert(users)
        .values({
          email: demo.email,
          username: demo.email.replace('@', '.').replace(/\.tableside\.demo$/, ''),
          firstname: first,
          lastname: last,
          passwordHash,
          restaurantId,
          locationId:
            demo.restaurant === 'growth' ? growthLoc.id : restaurantId ? plateau.id : null,
          language: demo.role === 'Manager' ? 'fr' : 'en',
        })
        .returning({ id: users.id });
      if (!user) throw new Error('demo user not created');
      userIds.set(demo.email, user.id);
      await tx.insert(userRoles).values({ userId: user.id, roleId: roleId(demo.role) });
      // The manager works at one location; everyone else sees the whole group.
      if (demo.role === 'Manager')
        await tx.insert(userLocations).values({ userId: user.id, locationId: plateau.id });
    }

    const cities = locs.map((l) => ({ id: l.id, name: l.name, city: 'Montréal' }));
    const staff: DemoStaff[] = cities.flatMap((l, i) =>
      DEMO_STAFF_NAMES.filter((_, j) => j % cities.length === i).map((s) => ({
        ...s,
        locationId: l.id,
      })),
    );
    if (opts.googleApi) {
      const googleApi = opts.googleApi;
      // The restaurant's Google account (as after its owner's consent) and its locations on it.
      await tx.insert(sourceAccounts).values({
        restaurantId: pro.id,
        source: 'google',
        baseUrl: googleApi.baseUrl,
        credentials: googleApi.sealedToken,
      });
      await tx.insert(sourceConnections).values(
        locs
          .filter((l) => l.restaurantId === pro.id)
          .map((l, i) => ({
            restaurantId: pro.id,
            locationId: l.id,
            source: 'google',
            externalLocation: `accounts/demo/locations/${i + 1}`,
            baseUrl: googleApi.baseUrl,
          })),
      );
    }
    // The catalogues the reply engine and the intelligence screens match reviews against.
    await tx
      .insert(menuItems)
      .values(
        [pro.id, growth.id].flatMap((restaurantId) =>
          DEMO_MENU.map((name) => ({ restaurantId, name })),
        ),
      );
    await tx.insert(staffMembers).values(
      staff.map((s) => ({
        restaurantId: locs.find((l) => l.id === s.locationId)?.restaurantId ?? pro.id,
        locationId: s.locationId,
        name: s.name,
        role: s.role,
      })),
    );
    const proReviews = generateDemoReviews({
      locations: cities.slice(0, 3),
      staff,
      menu: DEMO_MENU,
      count: 1850,
      now,
      seed: 2026,
    });
    const growthReviews = generateDemoReviews({
      locations: cities.slice(3),
      staff,
      menu: DEMO_MENU,
      count: 150,
      now,
      seed: 79,
    });
    const all = [
      ...proReviews.map((r) => ({ r, restaurantId: pro.id })),
      ...growthReviews.map((r) => ({ r, restaurantId: growth.id })),
    ];
    for (let i = 0; i < all.length; i += 400) {
      const batch = all.slice(i, i + 400);
      const inserted = await tx
        .insert(reviews)
        .values(
          batch.map(({ r, restaurantId }) => ({
            restaurantId,
            locationId: r.locationId,
            source: r.source,
            externalId: r.externalId,
            authorName: r.authorName,
            rating: r.rating,
            text: r.text,
            language: r.language,
            reviewDate: r.reviewDate,
            response: r.reply?.text ?? null,
            status: r.reply?.status ?? 'new',
            responseApproved: Boolean(r.reply?.approvedAt),
            approvedAt: r.reply?.approvedAt ?? null,
            postedAt: r.reply?.postedAt ?? null,
            ...repliedBy(r, restaurantId === pro.id, r.locationId === plateau.id, userIds),
          })),
        )
        .returning({ id: reviews.id });
      const history = inserted.flatMap((row, j) => {
        const item = batch[j];
        if (!item?.r.reply) return [];
        return [
          {
            reviewId: row.id,
            restaurantId: item.restaurantId,
            text: item.r.reply.text,
            status: item.r.reply.status,
            createdAt: item.r.reply.approvedAt ?? item.r.reviewDate,
          },
        ];
      });
      if (history.length) await tx.insert(replyHistory).values(history);
    }
    await seedDemoHeldDraft(tx, { restaurantId: pro.id, locationId: plateau.id, now });
    const guestWords = await seedDemoGuestWords(tx, {
      restaurantId: pro.id,
      locationId: plateau.id,
      staff,
      now,
    });
    const proLocations = locs.filter((l) => l.restaurantId === pro.id);
    await seedDemoBookingsAndSocials(tx, pro.id, proLocations, proReviews, now, opts);
    await seedDemoLeads(tx, now);
    await seedDemoTrials(tx, { now, passwordHash });
    await seedDemoAiUsage(tx, { restaurantId: pro.id, timezone: pro.timezone, now });
    await seedDemoReviewRequests(tx, {
      restaurantId: pro.id,
      locationIds: proLocations.map((l) => l.id),
      now,
    });
    return { reviews: all.length + 1 + guestWords + 2 };
  });
}

/** Reviews of the last `days` days that nobody has answered yet (status `new`). */
/**
 * The demo's staff-edited replies of the last `days` not yet checked: seeded as staff wrote them,
 * they are checked at start as an edit is (features/replies/reply-checks.ts).
 */
export async function recentUncheckedEdits(
  db: Db,
  days: number,
): Promise<{ id: string; text: string }[]> {
  const rows = await db
    .select({ id: reviews.id, text: reviews.response })
    .from(reviews)
    .where(
      sql`${reviews.status} = 'edited' and ${reviews.draftChecks} is null and ${reviews.response} is not null
        and ${reviews.reviewDate} > now() - make_interval(days => ${days})`,
    )
    .orderBy(reviews.id);
  return rows.map((r) => ({ id: r.id, text: r.text ?? '' }));
}

export async function recentUnanswered(db: Db, days: number): Promise<string[]> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(
      sql`${reviews.status} = 'new' and ${reviews.reviewDate} > now() - make_interval(days => ${days})`,
    );
  return rows.map((r) => r.id);
}
