import { describe, expect, it } from 'vitest';
import { analyseReview } from './review-analysis.ts';

const menu = [
  { id: 'fc', name: 'Fish & chips', aliases: ['Fish and chips'] },
  { id: 'tt', name: 'Beef tartare', aliases: ['Tartare'] },
  { id: 'mc', name: 'Mac & cheese', aliases: ['Mac'] },
  { id: 'bg', name: 'Burger', aliases: [] },
  { id: 'cc', name: 'Gâteau au fromage à la camerise', aliases: ['Cheesecake à la camerise'] },
  { id: 'pm', name: 'Poulet de Bresse aux morilles', aliases: ['Poulet aux morilles'] },
  { id: 'sl', name: 'Salade lyonnaise', aliases: [] },
  { id: 'wg', name: 'Chipotle wings', aliases: ['Wings'] },
];
const dishes = (text: string, stars: number) =>
  Object.fromEntries(
    analyseReview(text, stars, { menu }).menuItems.map((d) => [d.item, d.polarity]),
  );

describe('dishes named but not eaten', () => {
  it('leaves out a dish the guest could not have, skipped or found unavailable', () => {
    expect(
      dishes('The fish and chips aren’t GF (shared fryer) so I had the tartare, perfect.', 5),
    ).toEqual({ 'Beef tartare': 'positive' });
    expect(
      dishes(
        'My husband couldn’t have the mac because of the dairy so he got the burger, which he liked.',
        3,
      ),
    ).toEqual({ Burger: 'positive' });
    expect(
      dishes('We skipped the wings this time, had the burger instead and it was great.', 4),
    ).toEqual({ Burger: 'positive' });
    expect(
      dishes(
        'On voulait le cheesecake à la camerise mais il en restait plus, ça sera pour la prochaine fois!',
        5,
      ),
    ).toEqual({});
    expect(
      dishes(
        'Mon mari n’a pas pu prendre le poulet aux morilles (plus disponible) et a pris la salade lyonnaise, très bonne.',
        3,
      ),
    ).toEqual({ 'Salade lyonnaise': 'positive' });
  });

  it('keeps a dish the guest ate, even one they could not finish', () => {
    expect(dishes('Couldn’t finish the burger, way too salty.', 2)).toEqual({ Burger: 'negative' });
    expect(dishes('The fish and chips were great.', 5)).toEqual({ 'Fish & chips': 'positive' });
  });
});
