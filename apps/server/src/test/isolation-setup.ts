import type { ApiAccess } from '@tableside/domain/api-access';
import type { Role } from '@tableside/domain/roles';
import {
  alertChannels,
  alertDeliveries,
  menuItems,
  replyTemplates,
  staffMembers,
} from '../db/schema.ts';
import { createTestApp, documentedEndpoints, type Endpoint, type TestApp } from './harness.ts';
import { SAMPLES } from './isolation-samples.ts';

/*
 * What the tenant isolation tests share (isolation-access.test.ts, isolation-tenants.test.ts):
 * an app with the fixture, a token per role, rows of the restaurant under test and of another
 * one (whose ids and words must never show), and each documented endpoint's sample request.
 */

export type Isolation = {
  t: TestApp;
  endpoints: Endpoint[];
  tokens: Partial<Record<Role | 'User', string>>;
  own: Record<string, string>;
  foreign: { ids: Record<string, string>; words: string[] };
  /** The endpoint's sample request with these ids (own or foreign), as this token. */
  request: (
    e: Endpoint,
    ids: Record<string, string>,
    token?: string,
  ) => ReturnType<TestApp['call']>;
};

/** A report of another restaurant, so its id is real: it must still look absent. */
async function foreignReport(t: TestApp, restaurantId: string): Promise<string> {
  const { rows } = await t.database.execute(
    `insert into reports (restaurant_id, type, start_date, end_date, data)
     values ($1, 'summary', '2026-01-01', '2026-01-31', '{"secret": "Other secret"}') returning id`,
    [restaurantId],
  );
  return rows[0]?.id as string;
}

/** An uploaded (not started) import of a restaurant; the other one's name must never leak. */
async function uploadedImport(t: TestApp, restaurantId: string, fileName: string): Promise<string> {
  const { rows } = await t.database.execute(
    `insert into review_imports (restaurant_id, file_name, format, status, columns)
     values ($1, $2, 'csv', 'uploaded', '["rating", "date"]') returning id`,
    [restaurantId, fileName],
  );
  return rows[0]?.id as string;
}

export async function createIsolationApp(): Promise<Isolation> {
  const t = await createTestApp();
  const endpoints = await documentedEndpoints(t);
  const tokens: Isolation['tokens'] = {};
  for (const [role, user] of [
    ['SuperAdmin', 'super'],
    ['Admin', 'admin'],
    ['Manager', 'manager'],
    ['BOH', 'boh'],
    ['User', 'norole'],
  ] as const) {
    tokens[role] = (await t.login(user)).token;
  }
  const { fx } = t;
  const [ownMenu, otherMenu] = await t.database.db
    .insert(menuItems)
    .values([
      { restaurantId: fx.restaurants.maison.id, name: 'Maison tart' },
      { restaurantId: fx.restaurants.other.id, name: 'Other secret pie' },
    ])
    .returning();
  const [ownStaff, otherStaff] = await t.database.db
    .insert(staffMembers)
    .values([
      {
        restaurantId: fx.restaurants.maison.id,
        name: 'Maison Server',
        locationId: fx.loc('Alpha').id,
      },
      { restaurantId: fx.restaurants.other.id, name: 'Other secret waiter' },
    ])
    .returning();
  const [ownTemplate, otherTemplate] = await t.database.db
    .insert(replyTemplates)
    .values([
      { restaurantId: fx.restaurants.maison.id, language: 'en', name: 'Maison', body: 'Hi' },
      {
        restaurantId: fx.restaurants.other.id,
        language: 'en',
        name: 'Other secret template',
        body: 'Other secret words',
      },
    ])
    .returning();
  const channel = (restaurantId: string, name: string) => ({
    restaurantId,
    kind: 'slack',
    name,
    url: t.container.secrets.seal('https://hooks.slack.example/services/secret'),
    urlHint: 'hooks.slack.example/…cret',
    alertTypes: ['bad_review'],
  });
  const [ownChannel, otherChannel] = await t.database.db
    .insert(alertChannels)
    .values([
      channel(fx.restaurants.maison.id, 'Maison channel'),
      channel(fx.restaurants.other.id, 'Other secret channel'),
    ])
    .returning();
  await t.database.db.insert(alertDeliveries).values({
    restaurantId: fx.restaurants.other.id,
    channelId: otherChannel!.id,
    eventKey: 'bad_review:other',
    type: 'bad_review',
    lastError: 'Other secret error',
  });
  const own: Isolation['own'] = {
    channel: ownChannel!.id,
    template: ownTemplate!.id,
    menuItem: ownMenu!.id,
    staffMember: ownStaff!.id,
    review: fx.review('Cold fries').id,
    report: '00000000-0000-4000-8000-000000000000',
    user: fx.users.boh.id,
    restaurant: fx.restaurants.maison.id,
    location: fx.loc('Charlie').id,
    tier: fx.restaurants.maison.subscriptionTierId as string,
    // Leads belong to no restaurant: only the SuperAdmin reaches them at all.
    lead: '00000000-0000-4000-8000-000000000001',
    reviewImport: await uploadedImport(t, fx.restaurants.maison.id, 'Maison history.csv'),
  };
  const foreign: Isolation['foreign'] = {
    ids: {
      channel: otherChannel!.id,
      template: otherTemplate!.id,
      menuItem: otherMenu!.id,
      staffMember: otherStaff!.id,
      review: fx.review('Other secret').id,
      report: await foreignReport(t, fx.restaurants.other.id),
      user: fx.users.otherAdmin.id,
      restaurant: fx.restaurants.other.id,
      location: fx.loc('Other One').id,
      tier: fx.restaurants.other.subscriptionTierId as string,
      lead: '00000000-0000-4000-8000-000000000001',
      reviewImport: await uploadedImport(t, fx.restaurants.other.id, 'Other secret.csv'),
    },
    words: [
      'Other secret',
      'Other Group',
      'Other One',
      'otheradmin',
      fx.restaurants.other.id,
      fx.loc('Other One').id,
      fx.users.otherAdmin.id,
    ],
  };
  return {
    t,
    endpoints,
    tokens,
    own,
    foreign,
    request: (e, ids, token) => request(t, own, e, ids, token),
  };
}

export const resourceOf = (path: string) =>
  path.startsWith('/v1/auth/user/')
    ? 'user'
    : path.startsWith('/v1/restaurant/')
      ? 'restaurant'
      : path.startsWith('/v1/location/')
        ? 'location'
        : path.startsWith('/v1/subscription-tier/')
          ? 'tier'
          : path.startsWith('/v1/review-import/')
            ? 'reviewImport'
            : path.startsWith('/v1/console/leads/')
              ? 'lead'
              : path.startsWith('/v1/menu-item/')
                ? 'menuItem'
                : path.startsWith('/v1/staff-member/')
                  ? 'staffMember'
                  : null;

function request(
  t: TestApp,
  own: Record<string, string>,
  e: Endpoint,
  ids: Record<string, string>,
  token?: string,
) {
  const sample = SAMPLES[e.operation];
  const resource = resourceOf(e.path);
  const url =
    e.path
      .replace('{id}', resource ? (ids[resource] as string) : 'x')
      .replace('{reviewId}', ids.review as string)
      .replace('{templateId}', ids.template as string)
      .replace('{channelId}', ids.channel as string)
      .replace('{platform}', 'google')
      .replace('{reportId}', ids.report as string)
      .replace('{bookingId}', '00000000-0000-4000-8000-000000000002')
      .replace('{commentId}', '00000000-0000-4000-8000-000000000003')
      .replace('{conversationId}', '00000000-0000-4000-8000-000000000002')
      .replace('{category}', 'food')
      .replace('{keyword}', 'pasta')
      .replace('{from}', '2026-01-01')
      .replace('{to}', '2026-12-31')
      .replace('{o}', '0')
      .replace('{l}', '10') + (sample.query ? `?${sample.query}` : '');
  const fill = (v: unknown): unknown =>
    typeof v === 'string' && v.startsWith('$')
      ? v === '$location'
        ? ids.location
        : v === '$review'
          ? ids.review
          : v === '$tier'
            ? own.tier
            : v === '$user'
              ? ids.user
              : ids.restaurant
      : v;
  const fillObject = (o: object): object =>
    Object.fromEntries(Object.entries(o).map(([k, v]) => [k, fill(v)]));
  const body =
    sample.body &&
    Object.fromEntries(
      Object.entries(sample.body as object).map(([k, v]) => [
        k,
        Array.isArray(v)
          ? v.map((x) => (typeof x === 'object' && x ? fillObject(x) : fill(x)))
          : fill(v),
      ]),
    );
  return t.call(e.method as 'GET', url, { token, body });
}

export const allowed = (access: ApiAccess, role: Role | 'User') =>
  access === 'public' ||
  access === 'authenticated' ||
  role === 'SuperAdmin' ||
  access.roles.includes(role as Role);
