import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ACCESS, type ApiAccess, type ApiOperation } from '@tableside/domain/api-access';
import type { Role } from '@tableside/domain/roles';
import {
  alertChannels,
  alertDeliveries,
  menuItems,
  replyTemplates,
  staffMembers,
} from '../db/schema.ts';
import { createTestApp, documentedEndpoints, type Endpoint, type TestApp } from './harness.ts';

/**
 * Tenant isolation, generated from the OpenAPI document: every documented endpoint × every
 * role × (no token, expired token, own ids, another restaurant's ids). A new endpoint fails
 * this test until it is given a sample request below.
 */
type Sample = { body?: unknown; query?: string };
const SAMPLES: Record<ApiOperation, Sample> = {
  'health.check': {},
  'docs.openapi': {},
  'auth.login': { body: { username: 'nobody@test.dev', password: 'x' } },
  'auth.refresh': {},
  'auth.logout': {},
  'auth.exchange': { query: 'code=abc' },
  'auth.oidc.config': {},
  'auth.oidc.start': {},
  'auth.me': {},
  'auth.roles': {},
  'users.list': {},
  // The console's users: every restaurant's, so the SuperAdmin's alone.
  'users.page': { query: 'search=o&role=Admin&sort=restaurant&limit=100' },
  'users.create': {
    body: {
      username: 'iso',
      email: 'iso@test.dev',
      firstname: 'I',
      lastname: 'S',
      location_id: '$location',
      roles: ['BOH'],
    },
  },
  'users.update': { body: { firstname: 'Changed' } },
  'users.delete': {},
  'restaurants.list': {},
  'restaurants.self': {},
  'restaurants.create': { body: { name: 'Iso', subscription_tier_id: '$tier' } },
  'restaurants.update': { body: { name: 'Changed' } },
  'restaurants.delete': { query: 'confirm_name=Changed' },
  'restaurants.instructions': { body: { additional_system_prompt_instructions: 'x' } },
  'restaurants.autoApproval': { body: { auto_approve_reviews: false } },
  'restaurants.facts': { body: { facts: { hours: 'Tue–Sat 5–11 pm' } } },
  'restaurants.integrations.read': {},
  'restaurants.integrations.update': { body: { integrations: ['Google'] } },
  'restaurants.trial.extend': { body: { days: 7 } },
  'restaurants.trial.convert': {},
  'restaurants.upgradeRequest.read': {},
  'restaurants.requestUpgrade': { body: { subscription_tier_id: '$tier' } },
  'locations.list': {},
  // A search matching an own location (Bravo) and the other restaurant's (Other One).
  'locations.page': { query: 'search=o&sort=reviews&order=desc&limit=100' },
  'locations.create': { body: { name: 'Iso', restaurant_id: '$restaurant' } },
  'locations.update': { body: { name: 'Changed' } },
  'locations.delete': { query: 'confirm_name=Changed' },
  'reviews.list': { query: 'rating=1,2,3,4,5' },
  'reviews.get': {},
  'replies.edit': { body: { response: 'Thank you!' } },
  'replies.regenerate': { body: { additional_instructions: '' } },
  'replies.approve': {},
  'replies.post': {},
  'replies.markPosted': {},
  'replies.flag': { body: { flagged: true } },
  'replies.history': {},
  'replies.bulk': { body: { action: 'approve', review_ids: ['$review'] } },
  'reviews.create': { body: { rating: 5, text: 'Iso', location_id: '$location' } },
  'reviews.delete': {},
  'ingest.reviews': { body: { reviews: [] } },
  'restaurants.ingestSecret': {},
  'restaurants.reviewAllowance': {},
  'restaurants.aiUsage': {},
  'reviewImports.upload': { body: { note: 5, date: '2019-01-01' }, query: 'file_name=iso.json' },
  'reviewImports.start': {
    body: { columns: { rating: 0, review_date: 1 }, location_id: '$location' },
  },
  'reviewImports.get': {},
  'reviewImports.list': {},
  'reviewImports.report': {},
  'reviewImports.delete': {},
  'analytics.metrics': { query: 'preset=last_30_days' },
  'analytics.series': { query: 'startDate=2026-01-01&endDate=2026-01-31' },
  'analytics.replies': { query: 'preset=this_month' },
  'analytics.firstReply': { query: 'preset=this_month' },
  'analytics.trends': { query: 'preset=last_7_days_vs_previous_7_days' },
  'analytics.keywordTrends': {
    query:
      'startDate=2026-01-01&endDate=2026-01-31&compareStartDate=2025-12-01&compareEndDate=2025-12-31',
  },
  'reports.list': {},
  'reports.get': {},
  'reports.create': { body: { startDate: '2026-01-01', endDate: '2026-01-31' } },
  'reports.delete': {},
  'reports.unsubscribe': { query: 'user=00000000-0000-4000-8000-000000000000&sig=x' },
  'alerts.list': {},
  'alerts.seen': {},
  'alerts.seenMany': { body: { reviewIds: ['$review'] } },
  'alerts.seenComment': {},
  'alerts.stream': {},
  'alerts.config.restaurant': {},
  'alerts.config.self': {},
  'alerts.config.update': {
    body: { email: 'iso@test.dev', client_alerts_enabled: true, email_alerts_enabled: false },
  },
  'sources.list': {},
  'sources.summary': {},
  // A search matching own locations and the other restaurant's (Other One), every state.
  'sources.connections': { query: 'search=o&sort=name&limit=100' },
  'sources.authorize': { body: { lang: 'en' } },
  'sources.oauthCallback': { query: 'code=x&state=y' },
  'sources.account.save': { body: { api_key: 'iso-api-key-123' } },
  'sources.account.delete': {},
  'sources.platformLocations': {},
  'sources.connect': { body: { external_location: 'accounts/1/locations/2' } },
  'sources.disconnect': {},
  'sources.syncNow': {},
  'bookings.list': {},
  'bookings.get': {},
  'bookings.account.read': {},
  'bookings.account.save': { body: { email: 'iso@example.com', token: 'iso-token-123' } },
  'bookings.account.delete': {},
  'bookings.verifiedGuests': { query: 'review_ids=00000000-0000-4000-8000-000000000000' },
  'socials.list': {},
  'socials.delete': {},
  'socials.edit': { body: { response: 'Thanks' } },
  'socials.regenerate': { body: {} },
  'socials.approve': {},
  'socials.post': {},
  'socials.markPosted': {},
  'socials.assign': { body: { user_id: '$user' } },
  'socials.notes': {},
  'socials.history': {},
  'socials.addNote': { body: { body: 'Iso note', mentions: ['$user'] } },
  'tiers.list': {},
  'tiers.create': {
    body: {
      name: 'Iso tier',
      level: 1,
      price_monthly: 1,
      max_reviews_per_month: 1,
      keywords_max_count: 1,
    },
  },
  'tiers.update': { body: { price_monthly: 2 } },
  'tiers.delete': {},
  'tiers.listAll': {},
  'console.overview': {},
  'console.analytics': { query: 'days=30' },
  'console.aiUsage': {},
  'leads.list': {},
  'leads.handle': { body: { handled: true } },
  'leads.provision': {},
  'outbox.list': { query: 'status=failed' },
  'auth.setPassword': { body: { token: 'x'.repeat(43), password: 'a-long-password' } },
  'auth.forgotPassword': { body: { email: 'nobody@test.dev' } },
  'users.invite': {},
  'insights.keywords': { query: 'startDate=2026-01-01&endDate=2026-12-31' },
  'insights.menu': { query: 'startDate=2026-01-01&endDate=2026-12-31' },
  'insights.staff': {},
  'insights.staffProfile': {},
  'insights.progress': {},
  'insights.menuCorrection': { body: { action: 'polarity', polarity: 'negative' } },
  'insights.staffCorrection': { body: { action: 'remove' } },
  'menuItems.list': {},
  'menuItems.manage': { body: { name: 'Iso soup', aliases: ['soupe iso'], names: 'Iso stew' } },
  'staffMembers.list': {},
  'staffMembers.manage': { body: { name: 'Iso Person', role: 'server' } },
  'menuItems.aliases': {
    body: { phrase: 'iso soup', entry_id: '00000000-0000-4000-8000-000000000004' },
  },
  'staffMembers.aliases': {
    body: { phrase: 'iso', entry_id: '00000000-0000-4000-8000-000000000004' },
  },
  'public.config': {},
  'public.onboarding': { body: {} },
  'public.enterpriseQuote': { body: {} },
  'public.newsletter': { body: { email: 'iso@test.dev' } },
  'public.places.search': { query: 'q=chez' },
  'public.places.details': { query: 'place_id=abc' },
  'agent.query': {
    body: { user_query: 'How many reviews last month?', restaurant_id: '$restaurant' },
  },
  'agent.conversations': {},
  'workflow.assign': { body: { user_id: '$user' } },
  'workflow.assignMany': { body: { review_ids: ['$review'], user_id: '$user' } },
  'workflow.assignees': {},
  'workflow.notes': {},
  'workflow.addNote': { body: { body: 'Iso note', mentions: ['$user'] } },
  'workflow.rules': {},
  'workflow.saveRules': {
    body: { rules: [{ name: 'Iso rule', location_id: '$location', assignee_id: '$user' }] },
  },
  'workflow.targets': {},
  'workflow.saveTargets': { body: { negative_hours: 2, neutral_hours: 12, positive_hours: 24 } },
  'workflow.templates': {},
  'workflow.createTemplate': { body: { name: 'Iso template', language: 'en', body: 'Hi' } },
  'workflow.updateTemplate': { body: { name: 'Iso template', language: 'en', body: 'Hi' } },
  'workflow.deleteTemplate': {},
  'workflow.reviewTemplates': {},
  'workflow.channels': {},
  'workflow.createChannel': {
    body: {
      kind: 'slack',
      url: 'https://hooks.slack.example/iso',
      name: 'Iso',
      alert_types: ['bad_review'],
    },
  },
  'workflow.updateChannel': { body: { name: 'Iso', alert_types: ['incident'] } },
  'workflow.deleteChannel': {},
  'workflow.testChannel': {},
  'workflow.channelDeliveries': {},
  'reviewRequests.settings.read': {},
  'reviewRequests.settings.save': {
    body: {
      enabled: true,
      delay_hours: 2,
      quiet_start_hour: 22,
      quiet_end_hour: 8,
      period_days: 30,
      templates: {
        en: { subject: 'Iso {location}', body: 'Hi {guest_first_name}' },
        fr: { subject: 'Iso {location}', body: 'Bonjour {guest_first_name}' },
      },
    },
  },
  'reviewRequests.list': {},
  'reviewRequests.visits.import': {
    body: 'name,email,location,visit_time\nIso Guest,iso@test.dev,Alpha,2026-01-01T19:00:00Z\n',
  },
  'reviewRequests.conversion': { query: 'startDate=2026-01-01&endDate=2026-12-31' },
  'reviewRequests.visits.webhook': { body: { visits: [] } },
  'reviewRequests.optOut.page': {},
  'reviewRequests.optOut': {},
  'reviewRequests.redirect': {},
};

let t: TestApp;
let endpoints: Endpoint[];
const tokens: Partial<Record<Role | 'User', string>> = {};
/** A report of another restaurant, so its id is real: it must still look absent. */
async function foreignReport(restaurantId: string): Promise<string> {
  const { rows } = await t.database.execute(
    `insert into reports (restaurant_id, type, start_date, end_date, data)
     values ($1, 'summary', '2026-01-01', '2026-01-31', '{"secret": "Other secret"}') returning id`,
    [restaurantId],
  );
  return rows[0]?.id as string;
}

/** An uploaded (not started) import of a restaurant; the other one's name must never leak. */
async function uploadedImport(restaurantId: string, fileName: string): Promise<string> {
  const { rows } = await t.database.execute(
    `insert into review_imports (restaurant_id, file_name, format, status, columns)
     values ($1, $2, 'csv', 'uploaded', '["rating", "date"]') returning id`,
    [restaurantId, fileName],
  );
  return rows[0]?.id as string;
}

let foreign: { ids: Record<string, string>; words: string[] };
let own: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  endpoints = await documentedEndpoints(t);
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
  own = {
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
    reviewImport: await uploadedImport(fx.restaurants.maison.id, 'Maison history.csv'),
  };
  foreign = {
    ids: {
      channel: otherChannel!.id,
      template: otherTemplate!.id,
      menuItem: otherMenu!.id,
      staffMember: otherStaff!.id,
      review: fx.review('Other secret').id,
      report: await foreignReport(fx.restaurants.other.id),
      user: fx.users.otherAdmin.id,
      restaurant: fx.restaurants.other.id,
      location: fx.loc('Other One').id,
      tier: fx.restaurants.other.subscriptionTierId as string,
      lead: '00000000-0000-4000-8000-000000000001',
      reviewImport: await uploadedImport(fx.restaurants.other.id, 'Other secret.csv'),
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
});
afterAll(() => t.close());

const resourceOf = (path: string) =>
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

function request(e: Endpoint, ids: Record<string, string>, token?: string) {
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

const allowed = (access: ApiAccess, role: Role | 'User') =>
  access === 'public' ||
  access === 'authenticated' ||
  role === 'SuperAdmin' ||
  access.roles.includes(role as Role);

describe('tenant isolation', () => {
  it('covers every documented endpoint', () => {
    expect(endpoints.length).toBeGreaterThan(20);
    for (const e of endpoints) {
      expect(SAMPLES, `${e.method} ${e.path} needs a sample`).toHaveProperty(e.operation);
      if (e.path.includes('{id}')) expect(resourceOf(e.path), e.path).not.toBeNull();
    }
  });

  it('answers 401 without a token or with an expired one on every non-public endpoint', async () => {
    const expired = await new SignJWT({
      sid: 'x',
      email: 'a',
      given_name: 'a',
      family_name: 'a',
      preferred_username: 'a',
      location_id: null,
      restaurant_id: null,
      resource_access: { 'tableside-web': { roles: ['SuperAdmin'] } },
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(t.fx.users.super.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    for (const e of endpoints) {
      if (API_ACCESS[e.operation] === 'public') continue;
      for (const token of [undefined, expired]) {
        const res = await request(e, own, token);
        expect(res.statusCode, `${e.method} ${e.path}`).toBe(401);
        expect(res.json().status).toBe('error');
      }
    }
  });

  it('answers 403 forbidden to every role the access map does not allow, before reading the body', async () => {
    for (const e of endpoints) {
      const access = API_ACCESS[e.operation];
      for (const role of ['Admin', 'Manager', 'BOH', 'User'] as const) {
        if (allowed(access, role)) continue;
        const res = await request(e, own, tokens[role]);
        expect(res.statusCode, `${role} ${e.method} ${e.path}`).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    }
  });

  it('never shows or changes another restaurant’s data for any role', async () => {
    const snapshot = async () =>
      (
        await t.database.execute(
          `select (select string_agg(name, ',' order by id) from restaurants where id = '${foreign.ids.restaurant}') as r,
              (select string_agg(name || coalesce(website, ''), ',' order by id) from locations where restaurant_id = '${foreign.ids.restaurant}') as l,
              (select string_agg(username || firstname || enabled, ',' order by id) from users where restaurant_id = '${foreign.ids.restaurant}') as u,
              (select string_agg(name || array_to_string(alert_types, ' ') || enabled || url, ',' order by id) from alert_channels where restaurant_id = '${foreign.ids.restaurant}') as c,
              (select string_agg(status || attempts || coalesce(last_error, ''), ',' order by id) from alert_deliveries where restaurant_id = '${foreign.ids.restaurant}') as d`,
        )
      ).rows[0];
    const before = await snapshot();
    for (const e of endpoints) {
      if (API_ACCESS[e.operation] === 'public') continue;
      for (const role of ['Admin', 'Manager', 'BOH', 'User'] as const) {
        if (!allowed(API_ACCESS[e.operation], role)) continue;
        const res = await request(e, foreign.ids, tokens[role]);
        const label = `${role} ${e.method} ${e.path}`;
        expect(res.statusCode, label).toBeLessThan(500);
        if (e.path.includes('{id}')) expect([403, 404], label).toContain(res.statusCode);
        for (const word of foreign.words) expect(res.body, label).not.toContain(word);
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
