import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema.ts';
import { askAgent } from '../../test/agent-ask.ts';
import { arriveAnalysed } from '../../test/analysed-review.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// The agent over a slice of the reviews: the days of the week asked for, and the language the
// reviews are written in.
let t: TestApp;
let admin: string;
let maison: string;
/** One review a day for the last seven days: its stars, and whether its day was a weekend. */
const week: { rating: number; weekend: boolean }[] = [];

const REVIEWS: [number, string][] = [
  [5, 'Lovely brunch, the pancakes were perfect.'],
  [4, 'Good burger, friendly server.'],
  [3, 'Fine, nothing special, a bit slow.'],
  [5, 'Best oysters in town, we will be back.'],
  [2, 'Service très lent et frites froides.'],
  [1, 'Soupe tiède, serveur impoli, plus jamais.'],
  [4, 'Très bon souper, belle terrasse.'],
];

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  maison = t.fx.restaurants.maison.id;
  const [row] = await t.database.db
    .select({ timezone: restaurants.timezone })
    .from(restaurants)
    .where(eq(restaurants.id, maison));
  const timezone = row!.timezone;
  for (const [i, [rating, text]] of REVIEWS.entries()) {
    const review = await arriveAnalysed(t, 'Alpha', rating, text, i + 1);
    const day = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: timezone }).format(
      review.reviewDate,
    );
    week.push({ rating, weekend: day === 'Sat' || day === 'Sun' });
  }
});
afterAll(() => t.close());

const ask = (question: string) => askAgent(t, admin, maison, question);
const average = (rows: { rating: number }[]) =>
  (rows.reduce((sum, r) => sum + r.rating, 0) / rows.length).toFixed(1);

describe('days of the week asked for', () => {
  it('answers weekend reviews with the weekend’s figures and the weekdays’ beside them', async () => {
    const weekend = week.filter((d) => d.weekend);
    const weekdays = week.filter((d) => !d.weekend);
    const { answer } = await ask('How did weekend reviews look in the last 10 days?');
    expect(answer).toContain(
      `Weekends (Saturday and Sunday) in the last 10 days (` /* then the dates */,
    );
    expect(answer).toContain(`: ${weekend.length} reviews, average ${average(weekend)}/5.`);
    expect(answer).toContain(
      `Weekdays: ${weekdays.length} reviews, average ${average(weekdays)}/5.`,
    );
    expect(answer).toMatch(/Understood: review count and average rating on the days asked/);
  });

  it('reads « les samedis » as every Saturday, and "last weekend" as dates, not a filter', async () => {
    const { answer } = await ask(
      'Quelle est notre note moyenne les samedis ces 10 derniers jours ?',
    );
    expect(answer).toMatch(/^Les samedis ces 10 derniers jours \(.*\) : 1 avis, note moyenne/);
    expect(answer).toMatch(/Les autres jours : 6 avis/);
    const dated = await ask('How did last weekend go?');
    expect(dated.answer).not.toMatch(/Weekends \(Saturday and Sunday\)/);
  });
});

describe('the language reviews are written in', () => {
  it('answers how many reviews are in French, and the English ones beside them', async () => {
    const { answer } = await ask('How many of our reviews in the last 10 days are in French?');
    expect(answer).toMatch(
      /^3 of the 7 reviews in the last 10 days \(.*\) were written in French \(42\.9%\), average 2\.3\/5\. Others: English 4 \(57\.1%, 4\.3\/5\)\./,
    );
    expect(answer).toMatch(
      /Understood: reviews by the language they are written in, in the last 10 days/,
    );
  });

  it('answers in French, by language, over a named period', async () => {
    const { answer } = await ask('Les avis par langue ces 10 derniers jours ?');
    expect(answer).toMatch(
      /^Par langue ces 10 derniers jours \(.*\), sur 7 avis : anglais 4 \(57,1 %, 4,3\/5\), français 3 \(42,9 %, 2,3\/5\)\./,
    );
  });

  it('says none when no review is in the language asked', async () => {
    const { answer } = await ask('Combien d’avis en anglais à Bravo ces 10 derniers jours ?');
    expect(answer).toMatch(/^0 avis à Bravo ces 10 derniers jours/);
  });

  it('leaves "answer in English" and French toast alone', async () => {
    expect((await ask('Answer in English please: how many reviews this week?')).answer).not.toMatch(
      /written in English/,
    );
    expect((await ask('How many reviews mention French toast?')).answer).toMatch(/french toast/i);
  });
});

it('finds a word as the question typed it, accents and all, and says it back so', async () => {
  await arriveAnalysed(t, 'Alpha', 3, 'La bière était tiède mais le burger correct.', 20);
  const { answer } = await ask('Combien d’avis mentionnent la bière ces 30 derniers jours ?');
  expect(answer).toMatch(/^1 avis de .* mentionne « bière »/);
  expect(answer).toMatch(/Compris : avis mentionnant « bière »/);
  // « café » asked finds "coffee" written, through the topic's words in both languages.
  await arriveAnalysed(t, 'Alpha', 5, 'Great coffee and even better croissants.', 21);
  const coffee = await ask('Qu’est-ce que les gens disent du café ces 30 derniers jours ?');
  expect(coffee.answer).toMatch(/^1 avis de .* mentionne « café »/);
  expect(coffee.answer).toMatch(
    /Les plus récents : « Great coffee and even better croissants\. » \(5★\)/,
  );
});
