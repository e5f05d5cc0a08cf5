import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers } from '../../db/schema.ts';
import { arriveAnalysed } from '../../test/analysed-review.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// People asked about by their role and place, "why" answered with what guests complained about,
// and another restaurant asked about on a platform, through the route as an owner asks.

let t: TestApp;
let admin: string;
let maison: string;

const arrive = (location: string, rating: number, text: string, daysAgo: number) =>
  arriveAnalysed(t, location, rating, text, daysAgo);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  maison = t.fx.restaurants.maison.id;
  await t.database.db.insert(staffMembers).values([
    {
      restaurantId: maison,
      name: 'Quentin Marois',
      role: 'bartender',
      locationId: t.fx.loc('Alpha').id,
    },
    {
      restaurantId: maison,
      name: 'Ingrid Solberg',
      role: 'barman',
      locationId: t.fx.loc('Bravo').id,
    },
    { restaurantId: maison, name: 'Paloma Reyes', role: 'gérante', locationId: null },
  ]);
  await arrive('Alpha', 5, 'Quentin made us a perfect negroni, lovely evening.', 1);
  await arrive('Alpha', 1, 'We waited over an hour for our food. Terrible wait, never again.', 2);
  await arrive('Bravo', 2, 'The wait was ridiculous and the fries were cold.', 3);
  await arrive('Bravo', 4, 'Ingrid at the bar was great fun.', 3);
}, 240_000);
afterAll(() => t.close());

const ask = (user_query: string) =>
  t.call('POST', '/v1/agent/process_query', {
    token: admin,
    body: { restaurant_id: maison, user_query },
  });
const answer = async (q: string) => (await ask(q)).json().data.answer as string;

describe('a ranking of people in French', () => {
  it('heads it in words that agree with any name', async () => {
    const text = await answer('À Bravo, qui est le plus cité ces 7 derniers jours ?');
    expect(text).toMatch(/^À Bravo, Ingrid Solberg a le plus de mentions ces 7 derniers jours/);
  });
});

describe('people asked about by their role', () => {
  it('reads the bartender at one place as the one bartender working there', async () => {
    const text = await answer('the bartender at alpha, any mentions in the last 7 days');
    expect(text).toMatch(/^Quentin Marois at Alpha in the last 7 days .*: 1 mention/);
  });

  it('asks which one when the role fits two people', async () => {
    const text = await answer('the bartender - how many mentions in the last 7 days');
    expect(text).toMatch(/Quentin Marois/);
    expect(text).toMatch(/Ingrid Solberg/);
    expect(text).not.toMatch(/\d+ mentions?/);
  });

  it('reads a role typed in French as the person holding it', async () => {
    const text = await answer('la gérante, des mentions depuis 7 jours?');
    expect(text).toMatch(/Paloma Reyes/);
  });
});

describe('why the rating moved', () => {
  it('gives the figures and what guests complained about over the same period', async () => {
    const text = await answer('why did our rating drop in the last 7 days');
    expect(text).toMatch(/received 4 reviews in the last 7 days/);
    expect(text).toMatch(/What guests complained about: [^.]*waiting times \(\d\)/);
  });

  it('does the same in French', async () => {
    const text = await answer('pourquoi la note a baissé ces 7 derniers jours');
    expect(text).toMatch(/Ce dont les clients se sont plaints : [^.]*l’attente \(\d\)/);
  });
});

describe('another restaurant asked about on a platform', () => {
  it.each([
    'whats the avg rating at ten foot henry on google',
    'c’est quoi la note du Chic Shack sur google',
  ])('declines %s', async (q) => {
    const text = await answer(q);
    expect(text).not.toMatch(/\d+ reviews?|\d+ avis/);
    expect(text).toMatch(/can’t|cannot|ne peux|ne pouvons/i);
  });

  it('answers our own place on a platform', async () => {
    const text = await answer('avg rating at alpha on google in the last 7 days');
    expect(text).toMatch(/Alpha received/);
  });
});
