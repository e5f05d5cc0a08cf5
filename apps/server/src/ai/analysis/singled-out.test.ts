import { describe, expect, it } from 'vitest';
import { analyseReview } from './review-analysis.ts';

const menu = [
  { name: 'Limonade maison', aliases: ['Limonade', 'Lemonade'] },
  { name: 'Tarte au sucre', aliases: ['Sugar pie'] },
  { name: 'Burger du chef', aliases: ['Burger'] },
  { name: 'Frites', aliases: ['Fries'] },
];
const dishes = (text: string, stars: number) =>
  Object.fromEntries(
    analyseReview(text, stars, { menu }).menuItems.map((d) => [d.item, d.polarity]),
  );

describe('a dish singled out against the rest of the review', () => {
  it('reads "the only good thing was X" as praise of X in a complaint (EN)', () => {
    expect(
      dishes('Cold burger, rude host, dirty table. The only good thing was the lemonade.', 1),
    ).toMatchObject({ 'Burger du chef': 'negative', 'Limonade maison': 'positive' });
    expect(
      dishes(
        'Everything took forever and the burger was bland. The sugar pie was the only redeeming thing.',
        2,
      ),
    ).toMatchObject({ 'Tarte au sucre': 'positive' });
  });

  it('reads « Seul point positif : X » as praise of X (fr-FR)', () => {
    expect(
      dishes('Très déçus. Burger trop cuit, service lent. Seul point positif : la limonade.', 2),
    ).toMatchObject({ 'Burger du chef': 'negative', 'Limonade maison': 'positive' });
  });

  it('reads « Seul bémol : X » as the complaint in a happy review (fr-CA)', () => {
    expect(
      dishes('Super soirée, le burger était malade. Seul bémol : les frites, pas mal molles.', 4),
    ).toMatchObject({ 'Burger du chef': 'positive', Frites: 'negative' });
  });

  it('reads "X aside" and « à part X » as the exception to the stars', () => {
    expect(dishes('The lemonade aside, nothing was worth it.', 1)).toMatchObject({
      'Limonade maison': 'positive',
    });
    expect(dishes('À part la tarte au sucre, tout était parfait.', 5)).toMatchObject({
      'Tarte au sucre': 'negative',
    });
  });
});
