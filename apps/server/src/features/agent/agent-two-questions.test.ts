import { describe, expect, it } from 'vitest';
import { agentOverReviews } from '../../test/agent-over-reviews.ts';

// "Any booking problems? And what are the top complaints?": a message that asks two things
// gets both answered, each stating its period, in the message's language.
const REVIEWS: [number, string][] = [
  [1, 'They lost our booking and we waited an hour for a table. The fries were cold too.'],
  [2, 'Our reservation was not honoured, the host gave our table away. Cold fries.'],
  [5, 'Lovely dinner, warm service and a great burger.'],
  [2, 'Service was slow and the fries came cold.'],
];

const ask = agentOverReviews(REVIEWS);

describe('two questions in one message', () => {
  it('answers a topic, then the top complaints over the same period', async () => {
    const { answer } = await ask(
      'Any booking problems in the last 10 days? And what are the top complaints?',
    );
    const [first, second] = answer.split(/\n\n(?=Topics)/);
    expect(first).toMatch(/^Reservations in the last 10 days \(.*\): 2 reviews talk about it/);
    expect(first).toMatch(/Understood: reviews about reservations, in the last 10 days/);
    expect(second).toMatch(/^Topics of reviews in the last 10 days/);
    expect(second).toMatch(/Understood: topics by complaints, in the last 10 days/);
  });

  it('answers a count, then the average over a period of its own, in French', async () => {
    const { answer } = await ask(
      'Combien d’avis ces 3 derniers jours ? Et la note moyenne depuis 10 jours ?',
    );
    expect(answer).toMatch(/^Maison a reçu 2 avis ces 3 derniers jours/);
    expect(answer).toMatch(
      /\n\nMaison a reçu 4 avis ces 10 derniers jours .* note moyenne de 2,5\/5/,
    );
    expect(answer.match(/Compris :/g)).toHaveLength(2);
  });

  it('gives one answer when the second question only points back to the first', async () => {
    const { answer } = await ask(
      'Are the fries getting talked about? How many reviews brought them up in the last 10 days?',
    );
    expect(answer).not.toMatch(/\n\n.*\n\n.*\n\n/);
    expect(answer).toMatch(/“fries”/);
  });
});

describe('a star breakdown', () => {
  it('gives the average beside the split, in both languages', async () => {
    const en = await ask('star breakdown for the last 10 days + the avg pls');
    expect(en.answer).toMatch(
      /in the last 10 days \(.*\), 4 reviews, average 2\.5\/5: 5★ 1 \(25%\)/,
    );
    const fr = await ask('la répartition des étoiles ces 10 derniers jours');
    expect(fr.answer).toMatch(
      /ces 10 derniers jours \(.*\), 4 avis, moyenne 2,5\/5 : 5★ 1 \(25 %\)/,
    );
  });
});
