import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLead } from '@tableside/domain/schemas/console';
import {
  emailOutbox,
  locations,
  onboardingSubmissions,
  restaurants,
  users,
} from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { recordLead } from './service.ts';

let t: TestApp;
let superToken: string;

beforeAll(async () => {
  t = await createTestApp();
  superToken = (await t.login('super')).token;
});
afterAll(() => t.close());

const leadsOf = async (query = ''): Promise<TLead[]> =>
  (await t.call('GET', `/v1/console/leads${query}`, { token: superToken })).json().data;

async function submitOnboarding(email: string, pkg = 'essential') {
  const [row] = await t.database.db
    .insert(onboardingSubmissions)
    .values({
      businessName: 'Chez Nouveau',
      contactName: 'Léa Martin',
      contactEmail: email,
      contactPhone: '514-555-0100',
      selectedPackage: pkg,
      locationCount: '2-5',
      responseStyle: 'formal',
      locale: 'fr',
      payload: {
        locations: [
          { name: 'Plateau', address: '1 rue Saint-Denis', website: 'https://plateau.example' },
          { name: '', address: '2 avenue du Parc', website: null },
          { name: '', address: '', website: null },
        ],
      },
    })
    .returning();
  if (!row) throw new Error('submission');
  return row;
}

describe('leads', () => {
  it('lists onboarding submissions, quotes and newsletter sign-ups, newest first, by kind', async () => {
    await recordLead(t.database.db, {
      kind: 'enterprise_quote',
      email: 'Boss@Franchise.example',
      name: 'Sam',
      company: 'Franchise Inc',
      locationsCount: '26-50',
      message: 'We have 30 sites',
    });
    await recordLead(t.database.db, { kind: 'newsletter', email: 'reader@example.com' });
    const sub = await submitOnboarding('lea@nouveau.example');
    const all = await leadsOf();
    expect(all.map((l) => l.kind).sort()).toEqual(['enterprise_quote', 'newsletter', 'onboarding']);
    const quote = all.find((l) => l.kind === 'enterprise_quote');
    expect(quote).toMatchObject({ email: 'boss@franchise.example', company: 'Franchise Inc' });
    const onboarding = (await leadsOf('?kind=onboarding'))[0];
    expect(onboarding).toMatchObject({
      id: sub.id,
      company: 'Chez Nouveau',
      selected_package: 'essential',
      response_style: 'formal',
      handled_at: null,
    });
    expect(onboarding?.locations).toHaveLength(3);
    expect((await leadsOf('?kind=newsletter')).map((l) => l.email)).toEqual(['reader@example.com']);
  });

  it('marks a quote handled and back', async () => {
    const quote = (await leadsOf('?kind=enterprise_quote'))[0] as TLead;
    const res = await t.call('PUT', `/v1/console/leads/${quote.id}/handled`, {
      token: superToken,
      body: { handled: true },
    });
    expect(res.json().data.handled_at).not.toBeNull();
    const back = await t.call('PUT', `/v1/console/leads/${quote.id}/handled`, {
      token: superToken,
      body: { handled: false },
    });
    expect(back.json().data.handled_at).toBeNull();
  });

  it('provisions an onboarding lead in one step, once', async () => {
    const sub = await submitOnboarding('owner@chez.example');
    const res = await t.call('POST', `/v1/console/leads/${sub.id}/provision`, {
      token: superToken,
    });
    expect(res.statusCode).toBe(200);
    const { restaurant_id, user_id, trial_ends_at } = res.json().data;
    const { db } = t.database;
    const [restaurant] = await db
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, restaurant_id));
    expect(restaurant).toMatchObject({
      name: 'Chez Nouveau',
      tone: 'formal',
      defaultLanguage: 'fr',
    });
    const trialDays = (new Date(trial_ends_at).getTime() - Date.now()) / 86_400_000;
    expect(trialDays).toBeGreaterThan(29.9);
    expect(trialDays).toBeLessThanOrEqual(30);
    const locs = await db.select().from(locations).where(eq(locations.restaurantId, restaurant_id));
    // The empty third entry is not a location; an unnamed one is named by its address.
    expect(locs.map((l) => [l.name, l.website]).sort()).toEqual([
      ['2 avenue du Parc', null],
      ['Plateau', 'https://plateau.example'],
    ]);
    const tiers = (await t.call('GET', '/v1/subscription-tier')).json().data;
    expect(restaurant?.subscriptionTierId).toBe(
      tiers.find((x: { name: string }) => x.name === 'Essential').id,
    );
    const [user] = await db.select().from(users).where(eq(users.id, user_id));
    expect(user).toMatchObject({
      email: 'owner@chez.example',
      firstname: 'Léa',
      lastname: 'Martin',
      passwordHash: null,
    });
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'owner@chez.example'));
    expect(mail?.kind).toBe('invitation');
    expect(mail?.textBody).toContain('/fr/set-password?token=');
    expect(mail?.textBody).toContain('30 jours');
    const again = await t.call('POST', `/v1/console/leads/${sub.id}/provision`, {
      token: superToken,
    });
    expect(again.statusCode).toBe(409);
    const listed = (await leadsOf('?kind=onboarding')).find((l) => l.id === sub.id);
    expect(listed).toMatchObject({ restaurant_id });
    expect(listed?.handled_at).not.toBeNull();
  });

  it('refuses a lead whose contact already has an account, changing nothing', async () => {
    const sub = await submitOnboarding('admin@test.dev');
    const before = (await t.database.db.select().from(restaurants)).length;
    const res = await t.call('POST', `/v1/console/leads/${sub.id}/provision`, {
      token: superToken,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'identity_unavailable',
      details: [{ field: 'email' }],
    });
    expect((await t.database.db.select().from(restaurants)).length).toBe(before);
  });
});
