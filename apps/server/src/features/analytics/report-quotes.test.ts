import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TReport, TReportQuote } from '@tableside/domain/schemas/analytics';
import { reviews } from '../../db/schema.ts';
import { createReview } from '../../test/factory.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { shortQuote } from './report-quotes.ts';

let t: TestApp;
let admin: string;
let manager: string;
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const LONG = `${'Łukasz kept our table laughing all evening long and '.repeat(8)}and more.`;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  manager = (await t.login('manager')).token;
  const at = (location: string, rating: number, text: string, day: string) =>
    createReview(t, { location, rating, text, reviewDate: noon(day), source: 'yelp' });
  await at('Alpha', 5, 'Ζωή made the best onion soup in town, truly.', '2025-06-10');
  await at('Alpha', 4, LONG, '2025-06-12');
  await at('Alpha', 5, 'Great!', '2025-06-11'); // too short to say why
  await at('Alpha', 5, 'Outside the period but very kind words.', '2025-07-05');
  await at('Alpha', 1, 'Cold fries and a forty minute wait for mains.', '2025-06-11');
  await at('Bravo', 2, 'Иван forgot our drinks twice, a shame.', '2025-06-13');
  await at('Alpha', 3, 'Middling evening, neither good nor bad.', '2025-06-13');
  const gone = await at('Alpha', 1, 'A review its platform has since removed.', '2025-06-12');
  await t.database.db.update(reviews).set({ deletedAt: new Date() }).where(eq(reviews.id, gone.id));
  await at('Other One', 1, 'Another restaurant entirely, never ours.', '2025-06-12');
});
afterAll(() => t.close());

async function create(kind: string, token: string, body: object): Promise<TReport> {
  const restaurant = t.fx.restaurants.maison.id;
  const res = await t.call('POST', `/v1/restaurant/${restaurant}/report/${kind}`, { token, body });
  expect(res.statusCode).toBe(200);
  return res.json().data as TReport;
}
const texts = (quotes: TReportQuote[] | undefined) => (quotes ?? []).map((q) => q.text);

describe('report quotes', () => {
  it('quote the best and worst words of the period and locations, newest first, cut at a word', async () => {
    const report = await create('summary', admin, {
      startDate: '2025-06-01',
      endDate: '2025-06-30',
    });
    const quotes = report.data.quotes;
    expect(quotes?.praise.map((q) => [q.rating, q.date, q.source, q.locationName])).toEqual([
      [5, '2025-06-10', 'yelp', 'Alpha'],
      [4, '2025-06-12', 'yelp', 'Alpha'],
    ]);
    expect(quotes?.praise[0]?.text).toBe('Ζωή made the best onion soup in town, truly.');
    expect(quotes?.praise[1]?.text).toBe(shortQuote(LONG));
    expect(texts(quotes?.complaints)).toEqual([
      'Cold fries and a forty minute wait for mains.',
      'Иван forgot our drinks twice, a shame.',
    ]);
    // Neither a removed review nor another restaurant's is ever quoted.
    const all = JSON.stringify(quotes);
    expect(all).not.toContain('removed');
    expect(all).not.toContain('Another restaurant');
  });

  it('stay within the locations the report covers, for mention reports too', async () => {
    const alpha = t.fx.loc('Alpha').id;
    const body = { startDate: '2025-06-01', endDate: '2025-06-30', location_id: alpha };
    const mine = await create('summary', manager, body);
    expect(texts(mine.data.quotes?.complaints)).toEqual([
      'Cold fries and a forty minute wait for mains.',
    ]);
    const staff = await create('staff', admin, body);
    expect(texts(staff.data.quotes?.praise)).toHaveLength(2);
    expect(texts(staff.data.quotes?.complaints)).toHaveLength(1);
  });

  it('cut long words at a space with an ellipsis, short ones untouched', () => {
    const cut = shortQuote(LONG);
    expect(cut.length).toBeLessThanOrEqual(241);
    expect(cut.endsWith('…')).toBe(true);
    expect(LONG.startsWith(cut.slice(0, -1))).toBe(true);
    expect(LONG[cut.length - 1]).toBe(' ');
    expect(shortQuote('  Fine   soup.\n')).toBe('Fine soup.');
  });
});
