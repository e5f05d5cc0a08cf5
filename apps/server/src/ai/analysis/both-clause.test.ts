import { describe, expect, it } from 'vitest';
import { analyseReview } from './review-analysis.ts';

// An invented menu: nothing here comes from the evaluation corpus.
const menu = [
  { name: 'Fish tacos', aliases: ['tacos'] },
  { name: 'Clam chowder', aliases: ['chowder'] },
  { name: 'Gâteau aux carottes', aliases: ['Carrot cake'] },
  { name: 'Pouding chômeur', aliases: [] },
];
const dishes = (text: string, stars: number) =>
  Object.fromEntries(
    analyseReview(text, stars, { menu }).menuItems.map((d) => [d.item, d.polarity]),
  );

describe('a clause about both dishes judges each of them', () => {
  it('reads "…the X and the Y, and both arrived cold" as a complaint about both (EN)', () => {
    expect(
      dishes('We waited forever for the fish tacos and the chowder, and both arrived cold.', 2),
    ).toMatchObject({ 'Fish tacos': 'negative', 'Clam chowder': 'negative' });
  });

  it('reads « les deux étaient délicieux » as praise of both (fr-CA)', () => {
    expect(
      dishes(
        'On a pris le gâteau aux carottes pis le pouding chômeur, les deux étaient malades.',
        5,
      ),
    ).toMatchObject({ 'Gâteau aux carottes': 'positive', 'Pouding chômeur': 'positive' });
    expect(
      dishes(
        'Nous avons goûté le gâteau aux carottes et le pouding chômeur : les deux étaient délicieux.',
        4,
      ),
    ).toMatchObject({ 'Gâteau aux carottes': 'positive', 'Pouding chômeur': 'positive' });
  });

  it('leaves a dish alone when the later clause names another dish itself', () => {
    expect(
      dishes('We waited an hour for the tacos, and the chowder was excellent.', 3),
    ).toMatchObject({ 'Clam chowder': 'positive' });
    expect(
      dishes('We waited an hour for the tacos, and the chowder was excellent.', 3)['Fish tacos'],
    ).not.toBe('positive');
  });
});
