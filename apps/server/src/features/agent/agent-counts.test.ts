import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../db/schema.ts';
import { arriveAnalysed } from '../../test/analysed-review.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// Counts an owner asks for in one breath: the reviews of some stars about one topic, several
// places together, and a place said the way locals clip it in a follow-up.

let t: TestApp;
let admin: string;
let maison: string;

const arrive = (location: string, rating: number, text: string, daysAgo: number) =>
  arriveAnalysed(t, location, rating, text, daysAgo);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  maison = t.fx.restaurants.maison.id;
  await t.database.db
    .update(locations)
    .set({ name: 'Kensington Market' })
    .where(eq(locations.id, t.fx.loc('Charlie').id));
  await arrive('Alpha', 1, 'We waited over an hour for our food. Terrible wait, never again.', 1);
  await arrive('Alpha', 1, 'The wait was ridiculous, 50 minutes for a burger.', 2);
  await arrive('Bravo', 2, 'Long wait for a table and the fries were soggy.', 2);
  await arrive('Bravo', 5, 'Lovely dinner, great wine list.', 3);
  await arrive('Charlie', 4, 'Good brunch, friendly staff.', 3);
});
afterAll(() => t.close());

const ask = (body: Record<string, unknown>) =>
  t.call('POST', '/v1/agent/process_query', {
    token: admin,
    body: { restaurant_id: maison, ...body },
  });

describe('counts asked the way owners type them', () => {
  it('counts only the reviews of the stars asked that talk about the topic', async () => {
    const one = (
      await ask({ user_query: 'how many 1 star reviews mention the wait in the last 7 days' })
    ).json().data.answer as string;
    expect(one).toMatch(/^Waiting times in the last 7 days .*: 2 reviews rated 1★ talk about it/);
    const any = (
      await ask({ user_query: 'how many reviews mention the wait in the last 7 days' })
    ).json().data.answer as string;
    expect(any).toMatch(/: 3 reviews talk about it/);
  });

  it('adds up the places named together, beside each one', async () => {
    const { answer } = (
      await ask({ user_query: 'how many reviews at alpha and bravo combined in the last 7 days' })
    ).json().data;
    expect(answer).toMatch(/Alpha .*\(2 reviews\)/);
    expect(answer).toMatch(/Bravo .*\(2 reviews\)/);
    expect(answer).toMatch(/Together: 4 reviews\./);
  });

  it('reads a clipped place name in a follow-up as the place asked', async () => {
    const first = (
      await ask({ user_query: 'how many reviews did alpha get in the last 7 days' })
    ).json().data;
    expect(first.answer).toMatch(/^Alpha received 2 reviews/);
    const next = (
      await ask({ user_query: 'and kens?', conversation_id: first.conversation_id })
    ).json().data.answer as string;
    expect(next).toMatch(/^Kensington Market received 1 review in the last 7 days/);
  });
});
