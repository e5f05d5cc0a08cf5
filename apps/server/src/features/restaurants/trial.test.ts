import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TLead } from '@tableside/domain/schemas/console';
import { createBuiltinReplyEngine } from '../../ai/builtin/reply-engine.ts';
import { auditLog, replyPosts, restaurants, reviews, subscriptionTiers } from '../../db/schema.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { autoApprove, draftReply } from '../replies/drafting.ts';
import { draftingDeps } from '../replies/jobs.ts';
import { processReplyPost } from '../replies/posting.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createOperatorFetch } from '../../lib/outbound/operator-fetch.ts';

const DAY = 86_400_000;
let t: TestApp;
let admin: string;
let manager: string;
let superToken: string;
let maison: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  manager = (await t.login('manager')).token;
  superToken = (await t.login('super')).token;
  maison = t.fx.restaurants.maison.id;
});
afterAll(() => t.close());

const setTrial = (restaurantId: string, endsAt: Date | null, convertedAt: Date | null = null) =>
  t.database.db
    .update(restaurants)
    .set({ trialEndsAt: endsAt, trialConvertedAt: convertedAt })
    .where(eq(restaurants.id, restaurantId));
async function self(token = admin) {
  const res = await t.call('GET', '/v1/restaurant/self', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const reviewUrl = (id: string, path: string) => `/v1/location/all/review/${id}${path}`;

async function drafted() {
  const row = await createReview(t, {
    location: 'Alpha',
    rating: 5,
    text: 'Lovely dinner, thank you.',
    status: 'draft',
    response: 'Thank you for coming!',
  });
  return row.id;
}

describe('trial state', () => {
  it('is answered with the restaurant: none, active, ending soon, expired, converted', async () => {
    await setTrial(maison, null);
    expect((await self()).trial_state).toBe('none');
    await setTrial(maison, new Date(Date.now() + 12 * DAY));
    expect(await self()).toMatchObject({ trial_state: 'active', trial_converted_at: null });
    await setTrial(maison, new Date(Date.now() + 3 * DAY));
    expect((await self()).trial_state).toBe('ending_soon');
    await setTrial(maison, new Date(Date.now() - DAY));
    expect((await self()).trial_state).toBe('expired');
    await setTrial(maison, new Date(Date.now() - DAY), new Date());
    expect((await self()).trial_state).toBe('converted');
  });
});

describe('an expired trial is read-only for the restaurant', () => {
  beforeEach(() => setTrial(maison, new Date(Date.now() - 60_000)));

  it('refuses approving, settings, locations and team changes with trial_expired', async () => {
    const id = await drafted();
    const approve = await t.call('PUT', reviewUrl(id, '/response/approve'), { token: admin });
    expect(approve.statusCode).toBe(403);
    expect(approve.json()).toMatchObject({ status: 'error', code: 'trial_expired' });
    const refused = [
      await t.call('PUT', reviewUrl(id, '/response'), {
        token: manager,
        body: { response: 'Changed' },
      }),
      await t.call('PUT', `/v1/restaurant/${maison}`, { token: admin, body: { name: 'Renamed' } }),
      await t.call('POST', '/v1/location', {
        token: admin,
        body: { name: 'Delta', restaurant_id: maison },
      }),
      await t.call('PUT', `/v1/auth/user/${t.fx.users.boh.id}`, {
        token: admin,
        body: { firstname: 'Changed' },
      }),
    ];
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual(
      refused.map(() => [403, 'trial_expired']),
    );
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ status: 'draft', response: 'Thank you for coming!' });
    const [r] = await t.database.db.select().from(restaurants).where(eq(restaurants.id, maison));
    expect(r?.name).toBe('Maison');
  });

  it('keeps sign-in, reading, exports and the user’s own profile', async () => {
    expect((await t.login('admin')).token).toBeTruthy();
    expect((await t.call('GET', '/v1/location/all/review', { token: admin })).statusCode).toBe(200);
    const own = await t.call('PUT', `/v1/auth/user/${t.fx.users.admin.id}`, {
      token: admin,
      body: { firstname: 'Admin' },
    });
    expect(own.statusCode).toBe(200);
    const report = await t.call('POST', `/v1/restaurant/${maison}/report/staff`, {
      token: admin,
      body: { startDate: '2026-10-01', endDate: '2026-10-31' },
    });
    expect(report.statusCode).toBe(200);
  });

  it('the SuperAdmin is not held to it', async () => {
    const id = await drafted();
    const res = await t.call('PUT', reviewUrl(id, '/response/approve'), {
      token: superToken,
      headers: { 'x-restaurant-id': maison },
    });
    expect(res.statusCode).toBe(200);
  });

  it('the workers neither draft, auto-approve nor post', async () => {
    const deps = draftingDeps({ db: t.database.db, engine: createBuiltinReplyEngine() }, t.jobs);
    const fresh = await createReview(t, { location: 'Alpha', rating: 5, text: 'Great duck.' });
    await draftReply(deps, fresh.id);
    const [still] = await t.database.db.select().from(reviews).where(eq(reviews.id, fresh.id));
    expect(still).toMatchObject({ status: 'new', response: null });

    await t.database.db
      .update(restaurants)
      .set({ autoApproveReviews: true, autoApprovalMinRating: 4 })
      .where(eq(restaurants.id, maison));
    const id = await drafted();
    expect(await autoApprove(deps, id)).toBe('skipped');

    await t.database.db.update(reviews).set({ status: 'approved' }).where(eq(reviews.id, id));
    const [post] = await t.database.db
      .insert(replyPosts)
      .values({
        restaurantId: maison,
        reviewId: id,
        text: 'Thank you for coming!',
        channel: 'platform',
        idempotencyKey: `trial-test:${id}`,
      })
      .returning();
    await processReplyPost(
      {
        db: t.database.db,
        secrets: createSecretBox(t.config.encryptionKey),
        allowPrivateWebhooks: false,
        operatorFetch: createOperatorFetch(t.config.outboundAllowHosts),
      },
      post?.id as string,
    );
    const [after] = await t.database.db
      .select()
      .from(replyPosts)
      .where(eq(replyPosts.id, post?.id as string));
    expect(after?.state).toBe('failed');
    expect(after?.lastError).toMatch(/free trial has ended/);
  });
});

describe('extend and convert', () => {
  it('only the SuperAdmin may extend or convert, never the restaurant itself', async () => {
    await setTrial(maison, new Date(Date.now() - DAY));
    for (const token of [admin, manager]) {
      const extend = await t.call('PUT', `/v1/restaurant/${maison}/trial/extend`, {
        token,
        body: { days: 30 },
      });
      expect(extend.statusCode).toBe(403);
      expect(extend.json().code).toBe('forbidden');
      const convert = await t.call('PUT', `/v1/restaurant/${maison}/trial/convert`, { token });
      expect(convert.statusCode).toBe(403);
    }
    expect((await self()).trial_state).toBe('expired');
  });

  it('extends a lapsed trial from now, to a day, and refuses bad input', async () => {
    await setTrial(maison, new Date(Date.now() - 5 * DAY));
    const res = await t.call('PUT', `/v1/restaurant/${maison}/trial/extend`, {
      token: superToken,
      body: { days: 10 },
    });
    expect(res.statusCode).toBe(200);
    const left = (Date.parse(res.json().data.trial_ends_at) - Date.now()) / DAY;
    expect(left).toBeGreaterThan(9.9);
    expect(left).toBeLessThanOrEqual(10);
    expect(res.json().data.trial_state).toBe('active');
    // Writable again at once.
    const id = await drafted();
    const approve = await t.call('PUT', reviewUrl(id, '/response/approve'), { token: admin });
    expect(approve.statusCode).toBe(200);

    const toDay = await t.call('PUT', `/v1/restaurant/${maison}/trial/extend`, {
      token: superToken,
      body: { ends_on: '2099-01-31' },
    });
    expect(toDay.json().data.trial_ends_at).toBe('2099-01-31T23:59:59.999Z');
    for (const body of [
      {},
      { days: 0 },
      { days: 3, ends_on: '2099-01-01' },
      { ends_on: '2001-01-01' },
      { ends_on: '2099-02-30' },
    ]) {
      const bad = await t.call('PUT', `/v1/restaurant/${maison}/trial/extend`, {
        token: superToken,
        body,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('validation_failed');
    }
    expect((await self()).trial_ends_at).toBe('2099-01-31T23:59:59.999Z');
  });

  it('converts: the trial ends, the plan stays, and both steps are in the audit log', async () => {
    await setTrial(maison, new Date(Date.now() - DAY));
    const before = await self();
    const res = await t.call('PUT', `/v1/restaurant/${maison}/trial/convert`, {
      token: superToken,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      trial_state: 'converted',
      subscription_tier_id: before.subscription_tier_id,
    });
    const again = await t.call('PUT', `/v1/restaurant/${maison}/trial/convert`, {
      token: superToken,
    });
    expect(again.statusCode).toBe(200);
    const extend = await t.call('PUT', `/v1/restaurant/${maison}/trial/extend`, {
      token: superToken,
      body: { days: 5 },
    });
    expect(extend.statusCode).toBe(409);
    const id = await drafted();
    expect(
      (await t.call('PUT', reviewUrl(id, '/response/approve'), { token: admin })).statusCode,
    ).toBe(200);
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.restaurantId, maison));
    const actions = audit.map((a) => a.action);
    expect(actions.filter((a) => a === 'restaurant.trial_converted')).toHaveLength(1);
    expect(actions).toContain('restaurant.trial_extended');
    const notOnTrial = await t.call(
      'PUT',
      `/v1/restaurant/${t.fx.restaurants.other.id}/trial/convert`,
      {
        token: superToken,
      },
    );
    expect(notOnTrial.statusCode).toBe(409);
  });
});

describe('upgrade requests', () => {
  const tierId = async (name: string) =>
    (
      await t.database.db
        .select({ id: subscriptionTiers.id })
        .from(subscriptionTiers)
        .where(eq(subscriptionTiers.name, name))
    )[0]?.id as string;

  it('reach the SuperAdmin as a lead, one open request at a time, even while expired', async () => {
    const growth = t.fx.restaurants.growth.id;
    await setTrial(growth, new Date(Date.now() - DAY));
    const growthAdmin = (await t.login('growthadmin')).token;
    const url = '/v1/restaurant/self/upgrade-request';
    expect((await t.call('GET', url, { token: growthAdmin })).json().data).toBeNull();
    // Not on trial: only a higher plan.
    await setTrial(growth, null);
    const same = await t.call('POST', url, {
      token: growthAdmin,
      body: { subscription_tier_id: await tierId('Growth') },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().code).toBe('validation_failed');
    await setTrial(growth, new Date(Date.now() - DAY));
    const sent = await t.call('POST', url, {
      token: growthAdmin,
      body: { subscription_tier_id: await tierId('Pro'), message: 'We want the agent' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ tier_name: 'Pro' });
    const twice = await t.call('POST', url, {
      token: growthAdmin,
      body: { subscription_tier_id: await tierId('Essential') },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('upgrade_already_requested');
    expect((await t.call('GET', url, { token: growthAdmin })).json().data).toMatchObject({
      tier_name: 'Pro',
    });
    expect(
      (
        await t.call('POST', url, {
          token: manager,
          body: { subscription_tier_id: await tierId('Pro') },
        })
      ).statusCode,
    ).toBe(403);

    const leads: TLead[] = (
      await t.call('GET', '/v1/console/leads?kind=upgrade_request', { token: superToken })
    ).json().data;
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      kind: 'upgrade_request',
      restaurant_id: growth,
      selected_package: 'Pro',
      company: 'Growth Co',
      email: 'growthadmin@test.dev',
      message: 'We want the agent',
    });
    // Another restaurant's Admin sees none of it.
    expect((await t.call('GET', url, { token: admin })).json().data).toBeNull();
    // Handled: the restaurant may ask again; reopening the first while a second waits is refused.
    const lead = leads[0] as TLead;
    await t.call('PUT', `/v1/console/leads/${lead.id}/handled`, {
      token: superToken,
      body: { handled: true },
    });
    const next = await t.call('POST', url, {
      token: growthAdmin,
      body: { subscription_tier_id: await tierId('Essential') },
    });
    expect(next.statusCode).toBe(200);
    const reopen = await t.call('PUT', `/v1/console/leads/${lead.id}/handled`, {
      token: superToken,
      body: { handled: false },
    });
    expect(reopen.statusCode).toBe(409);
    // On trial, keeping the plan tried is a request too.
    await t.call('PUT', `/v1/console/leads/${next.json().data.id}/handled`, {
      token: superToken,
      body: { handled: true },
    });
    const keep = await t.call('POST', url, {
      token: growthAdmin,
      body: { subscription_tier_id: await tierId('Growth') },
    });
    expect(keep.statusCode).toBe(200);
    expect(keep.json().data.tier_name).toBe('Growth');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.restaurantId, growth), eq(auditLog.action, 'restaurant.upgrade_requested')),
      );
    expect(audit).toHaveLength(3);
  });
});
