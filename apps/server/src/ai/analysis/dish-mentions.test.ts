import { describe, expect, it } from 'vitest';
import { analyseReview } from './review-analysis.ts';

const menu = [
  { name: 'Poutine au canard confit', aliases: ['Poutine au canard'] },
  { name: 'Confit de canard', aliases: ['Duck confit'] },
  { name: 'Guédille au homard', aliases: ['Lobster roll'] },
  { name: 'Ailes érable-chipotle', aliases: ['Chipotle wings', 'Wings'] },
  { name: 'Crêpes au sirop', aliases: ['Crêpes'] },
  { name: 'Œufs bénédictine', aliases: [] },
  { name: 'Chaudrée de fruits de mer', aliases: ['Chaudrée'] },
  { name: 'Moules marinières', aliases: ['Moules'] },
];
const dishes = (text: string, stars: number) =>
  Object.fromEntries(
    analyseReview(text, stars, { menu }).menuItems.map((d) => [d.item, d.polarity]),
  );

describe('dish mentions read as people write them', () => {
  it('reads "the X one" as the dish named just before, not as a second dish', () => {
    expect(dishes('Best poutine in Verdun, hands down. The duck confit one is insane.', 5)).toEqual(
      { 'Poutine au canard confit': 'positive' },
    );
    expect(dishes('The duck confit was perfect.', 5)).toEqual({ 'Confit de canard': 'positive' });
  });

  it('does not read a verb as a dish it shares a stem with', () => {
    expect(dishes('The waiter rolled his eyes when we asked for water.', 1)).toEqual({});
    expect(dishes('The lobster rolls were great.', 5)).toEqual({
      'Guédille au homard': 'positive',
    });
  });

  it('reads "a bit too sweet" as a complaint about the dish, "not too sweet" and « trop bon » not', () => {
    expect(dishes('The ribs were fall off the bone. Wings a bit too sweet.', 4)).toEqual({
      'Ailes érable-chipotle': 'negative',
    });
    expect(
      dishes('Les crêpes étaient parfaites, les œufs bénédictine un peu trop cuits.', 4),
    ).toEqual({ 'Crêpes au sirop': 'positive', 'Œufs bénédictine': 'negative' });
    expect(dishes('The wings were great, not too sweet.', 5)).toEqual({
      'Ailes érable-chipotle': 'positive',
    });
    expect(dishes('Les ailes, trop bonnes!', 5)).toEqual({ 'Ailes érable-chipotle': 'positive' });
  });

  it('reads salty, dry or soggy French dishes as a complaint, even at 4 stars', () => {
    expect(dishes('La chaudrée était riche, les moules un peu salées.', 4)).toEqual({
      'Chaudrée de fruits de mer': 'positive',
      'Moules marinières': 'negative',
    });
    expect(dishes('Les moules étaient sèches.', 4)).toEqual({ 'Moules marinières': 'negative' });
    expect(dishes('Les moules étaient délicieuses, pas trop salées.', 5)).toEqual({
      'Moules marinières': 'positive',
    });
  });

  it('reads a dish word that names a sauce or a fat as that thing, not the dish', () => {
    expect(dishes('The fries came cold and the lobster sauce was missing.', 2)).toEqual({});
    expect(dishes('Le gras de canard sur les patates, wow.', 5)).toEqual({});
    expect(dishes('The duck, butter soft, was the best thing we ate.', 5)).toEqual({
      'Confit de canard': 'positive',
    });
  });

  it('reads a dish that « a sauvé la soirée » as praised, its aspect too, on a bad night', () => {
    const text = 'Réservation perdue, 30 minutes debout. Les moules ont un peu sauvé la soirée.';
    expect(dishes(text, 2)).toEqual({ 'Moules marinières': 'positive' });
    const aspects = analyseReview(text, 2, { menu }).aspects.filter((a) => /moules/i.test(a.term));
    expect(aspects.map((a) => a.polarity)).toEqual(['positive']);
  });

  it('never reads a word of two letters as a dish ("pour ça" is no cà phê)', () => {
    const drinks = [{ name: 'Cà phê sữa đá', aliases: ['Vietnamese iced coffee'] }];
    const read = (text: string) =>
      analyseReview(text, 1, { menu: drinks }).menuItems.map((d) => d.item);
    expect(read('Vingt-cinq minutes d’attente pour ça.')).toEqual([]);
    expect(read('Le cà phê était froid.')).toEqual(['Cà phê sữa đá']);
  });
});

describe('French names with the noun first and no accent to tell it', () => {
  it('reads "the filet" as the Filet mignon, the steak the French name puts first', () => {
    const steakhouse = [
      { name: 'Filet mignon' },
      { name: 'New York strip' },
      { name: 'Dry-aged ribeye' },
    ];
    const named = (text: string) =>
      analyseReview(text, 5, { menu: steakhouse }).menuItems.map((m) => m.item);
    expect(named('The filet was perfectly cooked.')).toEqual(['Filet mignon']);
    expect(named('Le filet était parfait, le strip un peu sec.')).toEqual([
      'Filet mignon',
      'New York strip',
    ]);
    // The adjective alone is no dish.
    expect(named('So cute in here, tellement mignon.')).toEqual([]);
  });
});
