import { describe, expect, it } from 'vitest';
import { analyseReview } from './review-analysis.ts';

const topics = (text: string, stars: number) =>
  Object.fromEntries(analyseReview(text, stars).categories.map((c) => [c.category, c.polarity]));

describe('neglect told as what happened', () => {
  it('reads it as the service, in English and French, not as the water or the room', () => {
    expect(topics('We had to ask three times for water.', 2)).toMatchObject({
      service: 'negative',
    });
    expect(topics('They forgot our appetizers.', 2).service).toBe('negative');
    const french = topics('On a dû demander de l’eau trois fois.', 1);
    expect(french.service).toBe('negative');
    expect(french).not.toHaveProperty('ambience');
    expect(topics('On nous a complètement oubliés.', 1).service).toBe('negative');
  });

  it('leaves a happy sentence alone', () => {
    expect(topics('Nobody asked about allergies but the food was great.', 4).service).not.toBe(
      'negative',
    );
  });
});

describe('the staff’s answer to a complaint, told at 1–2★', () => {
  it('reads it as the service, though the answer is quoted and no word is an opinion', () => {
    expect(
      topics(
        'Le steak était trop cuit. Quand je l’ai signalé, le serveur m’a répondu que « c’est comme ça ici ».',
        1,
      ).service,
    ).toBe('negative');
    expect(
      topics(
        'Quand j’ai demandé de l’enlever, la serveuse m’a regardé comme si j’étais un voleur.',
        1,
      ).service,
    ).toBe('negative');
    expect(
      topics(
        'Double charged, and when I pointed it out the manager said I must have ordered two.',
        1,
      ).service,
    ).toBe('negative');
  });

  it('leaves the same words alone in a happy review', () => {
    expect(
      topics(
        'When I asked about the wine the server said "try the Douro red", and it was lovely.',
        5,
      ).service,
    ).not.toBe('negative');
  });
});

describe('a lukewarm clause beside praise', () => {
  it('reads "the food was just okay" as neither praise nor complaint of the food', () => {
    const read = topics('Lovely room and friendly staff, but the food was just okay.', 3);
    expect(read).toMatchObject({ food: 'neutral', service: 'positive', ambience: 'positive' });
  });
});

describe('the meal as an occasion', () => {
  it('reads an overpriced dinner as the price, not the cooking', () => {
    const read = analyseReview('Good value at lunch, but dinner felt overpriced.', 3);
    expect(read.aspects.find((a) => a.term === 'dinner')?.category).toBe('price');
    expect(read.categories.find((c) => c.category === 'food')).toBeUndefined();
    expect(analyseReview('The dinner was delicious.', 5).aspects[0]?.category).toBe('food');
  });
});
