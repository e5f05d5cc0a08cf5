import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertChannels, alertDeliveries, auditLog } from '../../db/schema.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// Escalation channels kept by Admins (docs/product/team-workflow.md#escalation-channels).

let t: TestApp;
const tokens: Record<string, string> = {};
let maison: string;
const url = () => `/v1/restaurant/${maison}/alert-channel`;
const SLACK_URL = 'https://hooks.slack.com/services/T000/B000/abcdefghijklmnop';

beforeAll(async () => {
  t = await createTestApp();
  maison = t.fx.restaurants.maison.id;
  for (const user of ['admin', 'manager', 'boh', 'growthadmin', 'otheradmin'])
    tokens[user] = (await t.login(user)).token;
});
afterAll(() => t.close());

const stored = async () =>
  (await t.database.db.select().from(alertChannels).where(eq(alertChannels.restaurantId, maison)))
    .length;

describe('escalation channels', () => {
  it('lets an Admin add, list, change and delete a channel, never showing its URL', async () => {
    const created = await t.call('POST', url(), {
      token: tokens.admin,
      body: { kind: 'slack', url: SLACK_URL, name: 'Managers', alert_types: ['bad_review'] },
    });
    expect(created.statusCode).toBe(200);
    const channel = created.json().data;
    expect(channel).toMatchObject({
      kind: 'slack',
      name: 'Managers',
      url_hint: 'hooks.slack.com/…mnop',
      location_ids: null,
      language: null,
      enabled: true,
      signing_secret: null,
    });
    expect(created.body).not.toContain('abcdefghijklmnop');
    // Sealed at rest: the database holds no trace of the URL either.
    const [row] = await t.database.db
      .select()
      .from(alertChannels)
      .where(eq(alertChannels.id, channel.id));
    expect(row?.url).not.toContain('hooks.slack.com');
    expect(t.container.secrets.open(row!.url)).toBe(SLACK_URL);

    const edited = await t.call('PUT', `${url()}/${channel.id}`, {
      token: tokens.admin,
      body: {
        name: 'Alpha managers',
        alert_types: ['bad_review', 'incident'],
        location_ids: [t.fx.loc('Alpha').id],
        language: 'fr',
        enabled: false,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Alpha managers',
      url_hint: 'hooks.slack.com/…mnop',
      language: 'fr',
      enabled: false,
    });
    const moved = await t.call('PUT', `${url()}/${channel.id}`, {
      token: tokens.admin,
      body: {
        url: 'https://hooks.slack.com/services/T1/B1/zzzz9876',
        name: 'X',
        alert_types: ['overdue'],
      },
    });
    expect(moved.json().data.url_hint).toBe('hooks.slack.com/…9876');
    const listed = await t.call('GET', url(), { token: tokens.admin });
    expect(listed.json().data).toEqual([expect.objectContaining({ id: channel.id, name: 'X' })]);
    expect(listed.body).not.toContain('/services/');

    expect(
      (await t.call('DELETE', `${url()}/${channel.id}`, { token: tokens.admin })).statusCode,
    ).toBe(200);
    expect(await stored()).toBe(0);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, channel.id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'alert_channel.created',
      'alert_channel.deleted',
      'alert_channel.updated',
      'alert_channel.updated',
    ]);
  });

  it('shows a webhook channel’s signing secret once, at creation', async () => {
    const created = await t.call('POST', url(), {
      token: tokens.admin,
      body: {
        kind: 'webhook',
        url: 'https://example.com/hook',
        name: 'Ops',
        alert_types: ['incident'],
      },
    });
    const secret = created.json().data.signing_secret as string;
    expect(secret).toMatch(/^[\w-]{40,}$/);
    const listed = await t.call('GET', url(), { token: tokens.admin });
    expect(listed.body).not.toContain(secret);
    expect(listed.json().data[0]).not.toHaveProperty('signing_secret');
    await t.call('DELETE', `${url()}/${created.json().data.id}`, { token: tokens.admin });
  });

  it('refuses bad input with a 400 the web translates, and stores nothing', async () => {
    const ok = { kind: 'slack', url: SLACK_URL, name: 'X', alert_types: ['bad_review'] };
    const bad = [
      [{ ...ok, kind: 'discord' }, 'validation_failed'],
      [{ ...ok, url: 'ftp://hooks.slack.com/x' }, 'validation_failed'],
      [{ ...ok, url: 'not a url' }, 'validation_failed'],
      [{ ...ok, name: ' ' }, 'validation_failed'],
      [{ ...ok, alert_types: [] }, 'validation_failed'],
      [{ ...ok, alert_types: ['everything'] }, 'validation_failed'],
      [{ ...ok, language: 'de' }, 'validation_failed'],
      [{ ...ok, location_ids: [t.fx.loc('Other One').id] }, 'validation_failed'],
      [{ ...ok, url: 'http://127.0.0.1:8080/hook' }, 'webhook_address_not_allowed'],
      [{ ...ok, url: 'http://[::1]/hook' }, 'webhook_address_not_allowed'],
      [{ ...ok, url: 'http://metadata.internal/hook' }, 'webhook_address_not_allowed'],
    ] as const;
    for (const [body, code] of bad) {
      const res = await t.call('POST', url(), { token: tokens.admin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
    }
    expect(await stored()).toBe(0);
  });

  it('refuses other roles, a plan below Essential and another restaurant’s channels', async () => {
    const body = { kind: 'slack', url: SLACK_URL, name: 'X', alert_types: ['bad_review'] };
    for (const user of ['manager', 'boh']) {
      const res = await t.call('POST', url(), { token: tokens[user], body });
      expect(res.json().code, user).toBe('forbidden');
    }
    const growth = await t.call(
      'POST',
      `/v1/restaurant/${t.fx.restaurants.growth.id}/alert-channel`,
      { token: tokens.growthadmin, body },
    );
    expect(growth.json().code).toBe('plan_required');
    const own = await t.call('POST', url(), { token: tokens.admin, body });
    const id = own.json().data.id as string;
    for (const [method, path] of [
      ['GET', url()],
      ['PUT', `${url()}/${id}`],
      ['DELETE', `${url()}/${id}`],
      ['POST', `${url()}/${id}/test`],
      ['GET', `${url()}/${id}/delivery`],
    ] as const) {
      const res = await t.call(method, path, { token: tokens.otheradmin, body });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      // Their own restaurant in the path, our channel after it: still absent.
      const theirs = path.replace(maison, t.fx.restaurants.other.id);
      if (theirs.includes(id))
        expect((await t.call(method, theirs, { token: tokens.otheradmin, body })).statusCode).toBe(
          404,
        );
    }
    expect(await stored()).toBe(1);
    await t.call('DELETE', `${url()}/${id}`, { token: tokens.admin });
  });

  it('keeps another restaurant’s deliveries out of the log', async () => {
    const own = await t.call('POST', url(), {
      token: tokens.admin,
      body: { kind: 'slack', url: SLACK_URL, name: 'X', alert_types: ['bad_review'] },
    });
    const id = own.json().data.id as string;
    const review = await createReview(t, { location: 'Alpha', rating: 1, text: 'Cold.' });
    await t.database.db.insert(alertDeliveries).values({
      restaurantId: maison,
      channelId: id,
      eventKey: `bad_review:${review.id}`,
      type: 'bad_review',
      reviewId: review.id,
    });
    const log = await t.call('GET', `${url()}/${id}/delivery`, { token: tokens.admin });
    expect(log.json().data).toEqual([
      expect.objectContaining({ type: 'bad_review', review_id: review.id, status: 'queued' }),
    ]);
    await t.call('DELETE', `${url()}/${id}`, { token: tokens.admin });
  });
});
