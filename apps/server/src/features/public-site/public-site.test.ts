import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { PUBLIC_FORM_LIMIT, PUBLIC_READ_LIMIT } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'help@tableside.test' });
});
afterAll(() => t.close());

let nextAddress = 1;
/** Each test speaks from an address of its own, so rate limits of one never touch another. */
function from() {
  const remoteAddress = `10.0.0.${nextAddress++}`;
  return (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
}

const onboarding = {
  business: {
    name: 'Chez Ana',
    contact: { name: 'Ana Roy', email: 'ana@chezana.ca', phone: '514 555 0100' },
  },
  locations: [
    {
      name: 'Chez Ana Plateau',
      address: '4500 rue Rachel, Montréal',
      place_id: 'ChIJ-plateau',
      coordinates: { lat: 45.52, lng: -73.58 },
      website: 'https://chezana.ca/plateau',
    },
    {
      name: 'Chez Ana Verdun',
      address: '4000 rue Wellington, Verdun',
      place_id: null,
      coordinates: null,
      website: null,
    },
  ],
  preferences: {
    responseStyle: 'fun',
    permissionsGranted: true,
    selectedPackage: 'essential',
    locationCount: '2-5',
  },
  metadata: {
    completedAt: '2026-11-22T13:00:00.000Z',
    steps: [
      'BUSINESS_INFO',
      'PACKAGE_SELECTION',
      'LOCATIONS',
      'TONE_SELECTION',
      'PERMISSIONS',
      'NEXT_STEPS',
    ],
  },
  locale: 'fr',
};

const quote = {
  businessName: 'Franchise Co',
  contactName: 'Lee Park',
  email: 'lee@franchise.example',
  phone: '+1 416 555 0199',
  locationCount: '26-50',
  currentSolution: 'Spreadsheets',
  additionalInfo: 'We want one view per franchisee.',
  locale: 'en',
};

async function count(table: 'leads' | 'onboarding_submissions') {
  const { rows } = await t.database.execute(`select count(*)::int as n from ${table}`);
  return (rows[0] as { n: number }).n;
}

describe('public config', () => {
  it('answers the support address signed out', async () => {
    const res = await t.call('GET', '/v1/public/config');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ support_email: 'help@tableside.test', places_search: false });
  });
});

describe('onboarding submission', () => {
  it('stores every field of the payload, unauthenticated, with the tier it names', async () => {
    const res = await from()('/v1/public/onboarding', onboarding);
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await t.database.execute(
      `select s.*, t.name as tier from onboarding_submissions s
         join subscription_tiers t on t.id = s.subscription_tier_id where s.id = '${res.json().data.id}'`,
    );
    const row = rows[0] as Record<string, unknown>;
    expect(row).toMatchObject({
      business_name: 'Chez Ana',
      contact_name: 'Ana Roy',
      contact_email: 'ana@chezana.ca',
      contact_phone: '514 555 0100',
      selected_package: 'essential',
      tier: 'Essential',
      location_count: '2-5',
      response_style: 'fun',
      locale: 'fr',
      provisioned_at: null,
    });
    expect(row.payload).toEqual(onboarding);
  });

  it('keeps contact name and phone optional', async () => {
    const payload = {
      ...onboarding,
      business: { name: 'Solo', contact: { email: 'solo@bistro.ca' } },
      locations: [],
      preferences: { ...onboarding.preferences, locationCount: '1' },
    };
    expect((await from()('/v1/public/onboarding', payload)).statusCode).toBe(200);
  });

  it('refuses what the wizard requires, oversized fields and unknown packages, storing nothing', async () => {
    const before = await count('onboarding_submissions');
    const post = from();
    const bad: unknown[] = [
      {},
      { ...onboarding, business: { ...onboarding.business, name: ' ' } },
      { ...onboarding, business: { name: 'X', contact: { email: 'ana@chezana' } } },
      { ...onboarding, preferences: { ...onboarding.preferences, selectedPackage: '' } },
      { ...onboarding, preferences: { ...onboarding.preferences, selectedPackage: 'platinum' } },
      { ...onboarding, preferences: { ...onboarding.preferences, locationCount: '11+' } },
      { ...onboarding, preferences: { ...onboarding.preferences, responseStyle: 'sarcastic' } },
      { ...onboarding, preferences: { ...onboarding.preferences, permissionsGranted: false } },
      { ...onboarding, preferences: { ...onboarding.preferences, locationCount: '1' } },
      { ...onboarding, business: { ...onboarding.business, name: 'x'.repeat(5000) } },
      {
        ...onboarding,
        locations: [{ ...onboarding.locations[0], website: 'javascript:alert(1)' }],
      },
    ];
    for (const payload of bad) {
      const res = await post('/v1/public/onboarding', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', code: 'validation_failed' });
    }
    expect(await count('onboarding_submissions')).toBe(before);
  });

  it('answers 429 to a flood from one address and stores no more', async () => {
    const post = from();
    for (let i = 0; i < PUBLIC_FORM_LIMIT.perHour; i++)
      expect((await post('/v1/public/onboarding', onboarding)).statusCode).toBe(200);
    const before = await count('onboarding_submissions');
    const res = await post('/v1/public/onboarding', onboarding);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
    expect(res.headers['retry-after']).toBeDefined();
    expect(await count('onboarding_submissions')).toBe(before);
    // Another address is not affected.
    expect((await from()('/v1/public/onboarding', onboarding)).statusCode).toBe(200);
  });
});

describe('enterprise quote', () => {
  it('is stored as a lead for the super-admin', async () => {
    const res = await from()('/v1/public/enterprise-quote', quote);
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await t.database.execute(
      `select * from leads where id = '${res.json().data.id}'`,
    );
    expect(rows[0]).toMatchObject({
      kind: 'enterprise_quote',
      name: 'Lee Park',
      email: 'lee@franchise.example',
      company: 'Franchise Co',
      phone: '+1 416 555 0199',
      locations_count: '26-50',
      message: 'Current solution: Spreadsheets\n\nWe want one view per franchisee.',
      locale: 'en',
      handled_at: null,
    });
  });

  it('enforces the required fields on the server too', async () => {
    const before = await count('leads');
    const post = from();
    for (const field of ['businessName', 'contactName', 'email', 'phone', 'locationCount']) {
      const res = await post('/v1/public/enterprise-quote', { ...quote, [field]: '' });
      expect(res.statusCode, field).toBe(400);
    }
    expect(
      (await post('/v1/public/enterprise-quote', { ...quote, locationCount: '5' })).statusCode,
    ).toBe(400);
    expect(await count('leads')).toBe(before);
  });
});

describe('newsletter', () => {
  it('stores an address once, and refuses a malformed one', async () => {
    const post = from();
    const first = await post('/v1/public/newsletter', { email: 'reader@bistro.ca', locale: 'fr' });
    expect(first.statusCode).toBe(200);
    const again = await post('/v1/public/newsletter', { email: 'Reader@Bistro.ca' });
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await post('/v1/public/newsletter', { email: 'reader@' })).statusCode).toBe(400);
    const { rows } = await t.database.execute(
      `select kind, email, locale from leads where kind = 'newsletter'`,
    );
    expect(rows).toEqual([{ kind: 'newsletter', email: 'reader@bistro.ca', locale: 'fr' }]);
  });
});

describe('public reads', () => {
  it('the tier list and the config answer 429 beyond their per-address ceiling', async () => {
    const remoteAddress = '10.0.1.1';
    const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress });
    for (let i = 0; i < PUBLIC_READ_LIMIT.perMinute; i++)
      expect((await get('/v1/subscription-tier')).statusCode).toBe(200);
    const res = await get('/v1/subscription-tier');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
    expect((await get('/v1/public/config')).statusCode).toBe(200);
  });
});
