import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformArrivals } from '../../test/analysed-review.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

// Comparisons managers ask for: platforms side by side (EN and FR), "since the 1st" / « depuis
// le 1er », the current period against an earlier one asked French-first, and which of two
// locations gets the most complaints.

let t: TestApp;
let admin: string;
let maison: string;

const { arrive, idsBySource } = platformArrivals(() => t);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.login('admin')).token;
  maison = t.fx.restaurants.maison.id;
  // Last 7 days: Google 5, 4, 4, 2 (3.8), Yelp 1, 2 (1.5), Tripadvisor 5; Alpha has 1 of 3
  // reviews negative, Bravo 2 of 4.
  await arrive('Alpha', 'google', 5, 'Lovely dinner, the service was warm and quick.', 1);
  await arrive('Alpha', 'google', 4, 'Good food, a little loud.', 2);
  await arrive('Bravo', 'google', 4, 'Nice brunch, friendly staff.', 3);
  await arrive('Alpha', 'yelp', 1, 'The service was rude and the food came cold.', 2);
  await arrive('Bravo', 'yelp', 2, 'Slow service, we waited forty minutes.', 3);
  await arrive('Bravo', 'tripadvisor', 5, 'Wonderful evening, great wine.', 4);
  await arrive('Bravo', 'google', 2, 'Dirty tables and a long wait.', 5);
  // Last year's one review, for this year's average against last year's.
  await arrive('Alpha', 'google', 5, 'Perfect anniversary dinner.', 400);
});
afterAll(() => t.close());

const ask = async (user_query: string) =>
  (
    await t.call('POST', '/v1/agent/process_query', {
      token: admin,
      body: { restaurant_id: maison, user_query },
    })
  ).json().data as { answer: string; citations: { reviewId: string }[] };

describe('platforms compared', () => {
  it('gives each platform its rating, count and reply rate, and names best and lowest', async () => {
    const { answer, citations } = await ask('google vs yelp vs tripadvisor in the last 7 days');
    expect(answer).toMatch(/^By platform in the last 7 days \(/);
    expect(answer).toMatch(/Google 3\.8\/5 \(4 reviews, 0% replied to, 1 negative\)/);
    expect(answer).toMatch(/Yelp 1\.5\/5 \(2 reviews, 0% replied to, 2 negative\)/);
    expect(answer).toMatch(/Tripadvisor 5\/5 \(1 review,/);
    expect(answer).toMatch(/Best rated: Tripadvisor \(5\/5\); lowest rated: Yelp \(1\.5\/5\)\./);
    expect(answer).toMatch(/Understood: Google, Yelp and Tripadvisor compared, /);
    // The lowest-rated platform's reviews are the ones cited.
    expect(citations.length).toBeGreaterThan(0);
    for (const c of citations) expect(idsBySource.yelp).toContain(c.reviewId);
  });

  it('answers which platform rates us lowest, over every platform the reviews come from', async () => {
    const { answer } = await ask('which platform rates us lowest in the last 7 days?');
    expect(answer).toMatch(/^By platform in the last 7 days \(.*\): Yelp 1\.5\/5/);
    expect(answer).toMatch(/lowest rated: Yelp/);
  });

  it('says which of two named platforms is worse, in the order asked', async () => {
    const { answer } = await ask('are our yelp reviews worse than google in the last 7 days');
    expect(answer).toMatch(/Yelp is rated lower than Google: 1\.5\/5 against 3\.8\/5\./);
  });

  it('answers in French, France and Québec phrasings', async () => {
    const fr = await ask('Google ou Yelp, où on est le mieux noté ces 7 derniers jours ?');
    expect(fr.answer).toMatch(
      /^Par plateforme ces 7 derniers jours \(.*\) : Google 3,8\/5 \(4 avis/,
    );
    expect(fr.answer).toMatch(/Google est mieux noté que Yelp : 3,8\/5 contre 1,5\/5\./);
    expect(fr.answer).toMatch(/Compris : Google et Yelp comparées/);
    const qc = await ask('quelle plateforme nous donne la pire note à Bravo ces 7 derniers jours');
    expect(qc.answer).toMatch(/^Par plateforme à Bravo ces 7 derniers jours \(.*\) : Yelp 2\/5/);
  });

  it('keeps one platform with others pooled as before', async () => {
    const { answer } = await ask('avg on google and tripadvisor in the last 7 days');
    expect(answer).toMatch(/^On Google and Tripadvisor: /);
  });
});

describe('since the first of the month', () => {
  it.each([
    ['how many reviews since the 1st?', /this month \(\w{3} 1, \d{4} – /],
    ['rating since the first of the month', /this month \(\w{3} 1, \d{4} – /],
    ['combien d’avis depuis le 1er ?', /ce mois-ci \(1 [a-zéû]+\.? \d{4} – /],
    ['la note depuis le début du mois', /ce mois-ci \(1 [a-zéû]+\.? \d{4} – /],
  ])('%s', async (question, period) => {
    expect((await ask(question)).answer).toMatch(period);
  });

  it('reads since Monday and « depuis lundi » as from the latest Monday', async () => {
    const en = await ask('how many reviews since Monday');
    const fr = await ask('combien d’avis depuis lundi');
    for (const { answer } of [en, fr]) expect(answer).toMatch(/\(\w+\.? \d+|\d+ \w+\.? \d{4} – /);
    expect(en.answer).not.toMatch(/last 30 days/);
    expect(fr.answer).not.toMatch(/30 derniers jours/);
  });
});

describe('French questions that open with the comparison', () => {
  it('« Comparé au mois dernier » is this month so far against last month', async () => {
    const { answer } = await ask('Comparé au mois dernier, on est comment?');
    expect(answer).toMatch(/a reçu \d+ avis ce mois-ci \(1 /);
    expect(answer).toMatch(/Le mois dernier|En \w+ \d{4}/i);
  });

  it('« Par rapport à l’an passé, la note a-t-elle baissé ? » says how the average moved', async () => {
    const { answer } = await ask('Par rapport à l’an passé, la note a-t-elle baissé?');
    expect(answer).toMatch(/cette année \(1 janv\. \d{4} – /);
    expect(answer).toMatch(/L’an dernier \(1 janv\. \d{4} – 31 déc\. \d{4}\)/);
    expect(answer).toMatch(/L’an dernier \(.*\) : 1 avis, moyenne 5\/5/);
    expect(answer).toMatch(/Note moyenne en baisse de \d,\d \(5,0 → \d,\d\)\./);
  });

  it('« Entre Alpha et Bravo, lequel a le plus de plaintes ? » ranks by negative reviews', async () => {
    const { answer } = await ask(
      'Entre Alpha et Bravo, lequel a le plus de plaintes ces 7 derniers jours ?',
    );
    expect(answer).toMatch(
      /^Le plus de plaintes \(avis 1–2★\) ces 7 derniers jours \(.*\) : Bravo 2 avis négatifs sur 4 \(50 %, moyenne 3,3\/5\), puis Alpha 1 avis négatif sur 3 \(33,3 %/,
    );
    expect(answer).toMatch(/Compris : établissements selon les plaintes, .*, Alpha et Bravo\.$/);
    const en = await ask(
      'between Alpha and Bravo, which gets the most complaints in the last 7 days',
    );
    expect(en.answer).toMatch(
      /^Most complaints \(1–2★ reviews\) in the last 7 days \(.*\): Bravo 2 negative reviews out of 4 \(50%, average 3\.3\/5\), then Alpha 1 negative review out of 3/,
    );
  });
});
