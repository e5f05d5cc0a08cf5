import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, staffMembers } from '../../db/schema.ts';
import { askAgent } from '../../test/agent-ask.ts';
import { arriveAnalysed } from '../../test/analysed-review.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// A dish and two people last mentioned two months ago, and one person mentioned this week: the
// question names no period, so the agent's last 30 days find nothing for the first three.
let t: TestApp;
let admin: string;
let maison: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  maison = t.fx.restaurants.maison.id;
  await t.database.db.insert(menuItems).values([
    { restaurantId: maison, name: 'Fish tacos' },
    { restaurantId: maison, name: 'Burger' },
  ]);
  await t.database.db.insert(staffMembers).values(
    ['Lena Park', 'Omar Haddad', 'Marco Rossi'].map((name) => ({
      restaurantId: maison,
      name,
      role: 'server',
    })),
  );
  const arrive = (rating: number, text: string, daysAgo: number) =>
    arriveAnalysed(t, 'Alpha', rating, text, daysAgo);
  await arrive(5, 'The fish tacos were fantastic and Lena was wonderful.', 60);
  await arrive(2, 'Omar was rude and the fish tacos were soggy.', 65);
  await arrive(5, 'Lena was so kind to our kids.', 70);
  await arrive(5, 'Marco was lovely, great burger.', 3);
});
afterAll(() => t.close());

const ask = async (question: string) => (await askAgent(t, admin, maison, question)).answer;

describe('an agent question that names no period and finds nothing in the last 30 days', () => {
  it('goes on to the last 12 months for a dish, in English and French', async () => {
    const en = await ask('How are the fish tacos doing?');
    expect(en).toMatch(/Nobody mentioned the Fish tacos in the last 30 days .*: 0 mentions\./);
    expect(en).toMatch(/In the last 12 months .*: 2 mentions \(1 positive, 1 negative/);
    const fr = await ask('Les tacos au poisson, les gens en disent quoi ?');
    expect(fr).toMatch(/Ces 12 derniers mois .* : 2 mentions/);
  });

  it('says so for a person nobody named in the year either', async () => {
    await t.database.db
      .insert(staffMembers)
      .values({ restaurantId: maison, name: 'Quentin Blake', role: 'host' });
    expect(await ask('How is Quentin doing?')).toMatch(
      /Quentin Blake was not mentioned in reviews in the last 30 days .*: 0 mentions\. Nor in the last 12 months/,
    );
  });

  it('ranks only the people the question names, over the year when the month is empty', async () => {
    const answer = await ask('Who gets more praise, Lena or Omar?');
    expect(answer).toMatch(/^Neither Lena Park nor Omar Haddad was mentioned/);
    expect(answer).toMatch(/Lena Park gets the most praise in the last 12 months/);
    expect(answer).not.toContain('Marco');
  });

  it('keeps to a period the question names', async () => {
    const answer = await ask('How were the fish tacos last week?');
    expect(answer).toMatch(/last week .*: 0 mentions\.\n/);
    expect(answer).not.toMatch(/12 months/);
  });
});
