import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMembers } from '../../db/schema.ts';
import { askAgent } from '../../test/agent-ask.ts';
import { arriveAnalysed } from '../../test/analysed-review.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// Reviews asked for to read, and a topic asked in one language and written in the other.
let t: TestApp;
let admin: string;
let maison: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  maison = t.fx.restaurants.maison.id;
  await t.database.db
    .insert(staffMembers)
    .values({ restaurantId: maison, name: 'Lena Park', role: 'server' });
  const arrive = (rating: number, text: string, daysAgo: number) =>
    arriveAnalysed(t, 'Alpha', rating, text, daysAgo);
  await arrive(5, 'Lena was wonderful with our kids, so patient and kind.', 20);
  await arrive(1, 'The washroom was filthy and the soup was cold.', 15);
  await arrive(4, 'Good food but parking is a nightmare around here.', 40);
  await arrive(4, 'Bonne bouffe, mais le stationnement est impossible le samedi.', 50);
});
afterAll(() => t.close());

const ask = (question: string) => askAgent(t, admin, maison, question);

describe('reviews asked for, to read', () => {
  it('quotes the reviews that praise the staff, from the people’s own mentions', async () => {
    const { answer, citations } = await ask('Give me 3 reviews that praise the staff');
    expect(answer).toMatch(/^Only 1 found in the last 12 months/);
    expect(answer).toMatch(/5★, Alpha, .*“Lena was wonderful/);
    expect(answer).not.toMatch(/filthy/);
    expect(citations).toHaveLength(1);
  });

  it('quotes what guests say about a person when asked, not only the figures', async () => {
    const { answer } = await ask('How is Lena doing and what do people say about her?');
    expect(answer).toMatch(/Lena Park in the last 30 days .*: 1 mention/);
    expect(answer).toMatch(/The latest: “Lena was wonderful with our kids.*” \(5★\)/);
    expect((await ask('How is Lena doing?')).answer).not.toMatch(/The latest/);
  });

  it('finds a topic written in either language, asked in French or English', async () => {
    const fr = await ask('Combien d’avis mentionnent le stationnement cette année ?');
    expect(fr.answer).toMatch(/^2 avis de .* mentionnent « stationnement »/);
    const en = await ask('find me reviews that mention parking');
    expect(en.answer).toMatch(/^2 reviews in the last 12 months/);
    expect(en.answer).toMatch(/parking is a nightmare/);
    expect(en.answer).toMatch(/le stationnement est impossible/);
  });
});
