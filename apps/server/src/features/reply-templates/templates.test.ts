import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, menuItems, replyTemplates, staffMembers } from '../../db/schema.ts';
import { createReview } from '../../test/factory.ts';
import { replyRequestFor } from '../replies/context.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// Saved reply templates (docs/product/reviews-and-replies.md#reply-templates).

let t: TestApp;
const tokens: Record<string, string> = {};
let maison: string;
const url = () => `/v1/restaurant/${maison}/reply-template`;

beforeAll(async () => {
  t = await createTestApp();
  maison = t.fx.restaurants.maison.id;
  for (const user of ['admin', 'manager', 'boh', 'growthadmin', 'otheradmin'])
    tokens[user] = (await t.login(user)).token;
  await t.database.db.insert(menuItems).values({ restaurantId: maison, name: 'Duck confit' });
  await t.database.db.insert(staffMembers).values({ restaurantId: maison, name: 'Marco Rossi' });
});
afterAll(() => t.close());

const storedCount = async () =>
  (await t.database.db.select().from(replyTemplates).where(eq(replyTemplates.restaurantId, maison)))
    .length;

describe('reply templates', () => {
  it('lets an Admin create, list, edit and delete a template, each step audited', async () => {
    const created = await t.call('POST', url(), {
      token: tokens.admin,
      body: { name: 'Thanks', language: 'en', body: 'Thanks, {guest_first_name}!' },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as string;
    expect(created.json().data).toMatchObject({ name: 'Thanks', location_id: null });

    const edited = await t.call('PUT', `${url()}/${id}`, {
      token: tokens.admin,
      body: {
        name: 'Thanks (Alpha)',
        language: 'en',
        location_id: t.fx.loc('Alpha').id,
        body: 'Thanks, {guest_first_name}! See you at {location}.',
      },
    });
    expect(edited.statusCode).toBe(200);
    const listed = await t.call('GET', url(), { token: tokens.admin });
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id, name: 'Thanks (Alpha)', location_id: t.fx.loc('Alpha').id }),
    ]);

    expect((await t.call('DELETE', `${url()}/${id}`, { token: tokens.admin })).statusCode).toBe(
      200,
    );
    expect(await storedCount()).toBe(0);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'reply_template.created',
      'reply_template.deleted',
      'reply_template.updated',
    ]);
  });

  it('refuses bad input with a 400 the web translates, and stores nothing', async () => {
    const bad = [
      [{ name: '', language: 'en', body: 'Hi' }, 'validation_failed'],
      [{ name: 'X', language: 'de', body: 'Hi' }, 'validation_failed'],
      [{ name: 'X', language: 'en', body: 'Hi {first_name}' }, 'template_placeholder_unknown'],
      [
        { name: 'X', language: 'en', body: 'Hi', location_id: t.fx.loc('Other One').id },
        'validation_failed',
      ],
    ] as const;
    for (const [body, code] of bad) {
      const res = await t.call('POST', url(), { token: tokens.admin, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe(code);
    }
    expect(await storedCount()).toBe(0);
  });

  it('refuses other roles, a plan below Essential and another restaurant', async () => {
    const body = { name: 'X', language: 'en', body: 'Hi' };
    for (const user of ['manager', 'boh']) {
      const res = await t.call('POST', url(), { token: tokens[user], body });
      expect(res.json().code, user).toBe('forbidden');
    }
    const growth = await t.call(
      'POST',
      `/v1/restaurant/${t.fx.restaurants.growth.id}/reply-template`,
      {
        token: tokens.growthadmin,
        body,
      },
    );
    expect(growth.statusCode).toBe(403);
    expect(growth.json().code).toBe('plan_required');
    const own = await t.call('POST', url(), { token: tokens.admin, body });
    const id = own.json().data.id as string;
    for (const [method, path] of [
      ['GET', url()],
      ['POST', url()],
      ['PUT', `${url()}/${id}`],
      ['DELETE', `${url()}/${id}`],
    ] as const) {
      const res = await t.call(method, path, { token: tokens.otheradmin, body });
      expect(res.statusCode, `${method} ${path}`).toBe(404);
    }
    const foreign = t.fx.restaurants.other.id;
    const theirs = await t.call('PUT', `/v1/restaurant/${foreign}/reply-template/${id}`, {
      token: tokens.otheradmin,
      body,
    });
    expect(theirs.statusCode).toBe(404);
    expect(await storedCount()).toBe(1);
    await t.call('DELETE', `${url()}/${id}`, { token: tokens.admin });
  });

  it('offers a Manager the templates of the review’s location, filled from the review and its analysis', async () => {
    const alpha = t.fx.loc('Alpha').id;
    const add = (body: object) => t.call('POST', url(), { token: tokens.admin, body });
    await add({
      name: 'Praise',
      language: 'en',
      location_id: alpha,
      body: 'Thanks, {guest_first_name}! So glad you loved the {dish}. {staff_first_name} says hi.',
    });
    await add({
      name: 'Merci',
      language: 'fr',
      body: 'Merci {guest_first_name} ! À bientôt à {location} !',
    });
    await add({
      name: 'Bravo only',
      language: 'en',
      location_id: t.fx.loc('Bravo').id,
      body: 'Hi',
    });

    const review = await createReview(t, {
      location: 'Alpha',
      rating: 5,
      authorName: 'Maya Roy',
      language: 'en',
      text: 'The duck confit was perfect and Marco was lovely.',
    });
    const res = await t.call('GET', `/v1/location/${alpha}/review/${review.id}/reply-template`, {
      token: tokens.manager,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({
        name: 'Merci',
        text: 'Merci Maya ! À bientôt à Alpha !',
        matches: false,
      }),
      expect.objectContaining({
        name: 'Praise',
        text: 'Thanks, Maya! So glad you loved the Duck confit. Marco says hi.',
        matches: true,
      }),
    ]);

    const plain = await createReview(t, {
      location: 'Alpha',
      rating: 4,
      authorName: 'A Google User',
      language: 'en',
      text: 'Nice evening.',
    });
    const gaps = await t.call('GET', `/v1/location/${alpha}/review/${plain.id}/reply-template`, {
      token: tokens.manager,
    });
    expect(gaps.json().data.map((x: { text: string }) => x.text)).toEqual([
      'Merci ! À bientôt à Alpha !',
      'Thanks!',
    ]);

    // The manager sees Alpha only; BOH does not reply to guests.
    const bravo = await createReview(t, { location: 'Bravo', rating: 3, text: 'Ok.' });
    const hidden = await t.call(
      'GET',
      `/v1/location/${t.fx.loc('Bravo').id}/review/${bravo.id}/reply-template`,
      { token: tokens.manager },
    );
    expect(hidden.statusCode).toBe(404);
    const boh = await t.call('GET', `/v1/location/${alpha}/review/${review.id}/reply-template`, {
      token: tokens.boh,
    });
    expect(boh.json().code).toBe('forbidden');
  });
});

describe('templates offered to the drafting engines', () => {
  it('offers the templates of the review’s location and rating class, filled, and the best fitting first', async () => {
    await t.database.db.delete(replyTemplates).where(eq(replyTemplates.restaurantId, maison));
    const make = (name: string, body: string, extra: Record<string, unknown> = {}) =>
      t.call('POST', url(), {
        token: tokens.admin,
        body: { name, language: 'en', body, ...extra },
      });
    for (const [name, body, extra] of [
      [
        'Praise',
        'So glad you came, {guest_first_name}. See you soon.',
        { rating_class: 'positive' },
      ],
      [
        'Sorry',
        'We are sorry, {guest_first_name}. We will do better.',
        { rating_class: 'negative' },
      ],
      ['Any', 'Thank you for writing to us about {location}.', {}],
      [
        'Bravo only',
        'Merci de votre visite à Bravo.',
        { language: 'fr', location_id: t.fx.loc('Bravo').id },
      ],
    ] as const) {
      const res = await make(name, body, extra);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.rating_class).toBe(
        'rating_class' in extra ? extra.rating_class : null,
      );
    }
    const bad = await make('Bad', 'Hi', { rating_class: 'great' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((d: { field: string }) => d.field)).toContain('rating_class');

    const good = await createReview(t, {
      location: 'Alpha',
      rating: 5,
      authorName: 'Jeanne Martin',
      text: 'Wonderful.',
    });
    expect((await replyRequestFor(t.database.db, good.id)).templates).toEqual([
      { language: 'en', text: 'So glad you came, Jeanne. See you soon.' },
      { language: 'en', text: 'Thank you for writing to us about Alpha.' },
    ]);
    const poor = await createReview(t, { location: 'Bravo', rating: 1, text: 'Cold.' });
    expect((await replyRequestFor(t.database.db, poor.id)).templates).toEqual([
      { language: 'en', text: 'We are sorry. We will do better.' },
      { language: 'en', text: 'Thank you for writing to us about Bravo.' },
      { language: 'fr', text: 'Merci de votre visite à Bravo.' },
    ]);
  });
});
