import { describe, expect, it } from 'vitest';
import { analyseReview, type AnalyseOptions } from './review-analysis.ts';

// People the guest names as staff whom the roster lacks (guest-named-staff.ts), read through the
// whole analysis as drafting reads it. The bistro, its roster and its guests are invented.

const options: AnalyseOptions = {
  menu: [
    { name: 'Braised lamb shank', aliases: [] },
    { name: 'Tarte Tatin', aliases: [] },
    { name: 'Poutine au canard', aliases: [] },
  ],
  staff: [
    { name: 'Beatrix Olsen', role: 'server' },
    { name: 'Yannick Fortier', role: 'chef' },
    { name: 'Noor Haddad', role: 'server' },
    { name: 'Noor Salem', role: 'bartender' },
  ],
  locations: { here: 'Le Petit Héron Verdun', others: ['Le Petit Héron Rosemont'] },
  author: 'Odile Perrault',
};
const read = (text: string, stars = 5, extra: Partial<AnalyseOptions> = {}) =>
  analyseReview(text, stars, { ...options, ...extra });
const named = (text: string, stars = 5, extra: Partial<AnalyseOptions> = {}) =>
  (read(text, stars, extra).guestNamedStaff ?? []).map((g) => [g.name, g.polarity]);

describe('people the guest names as staff who are not on the roster', () => {
  it('reads English roles, acts and thanks around a first name', () => {
    expect(named('Our server Priya was amazing, the lamb shank was perfect.')).toEqual([
      ['Priya', 'positive'],
    ]);
    expect(named('Sarah brought us towels when it poured and was lovely.')).toEqual([
      ['Sarah', 'positive'],
    ]);
    expect(named('Great night. Dmitri, our waiter, knew the whole wine list.')).toEqual([
      ['Dmitri', 'positive'],
    ]);
    expect(named('Ask for Leilani, she will look after you.')).toEqual([['Leilani', 'positive']]);
    expect(named('Thanks to Cormac for the birthday candle!')).toEqual([['Cormac', 'positive']]);
    expect(named('Jess and Max made our anniversary, Jess took great care of us.')).toEqual([
      ['Jess', 'positive'],
    ]);
  });

  it('reads France French: « notre serveuse X », « X nous a servis », « merci à X »', () => {
    expect(named('Notre serveuse Maude était adorable et la tarte Tatin excellente.')).toEqual([
      ['Maude', 'positive'],
    ]);
    expect(named('Bastien nous a très bien conseillés sur le vin. Merci à Capucine !')).toEqual([
      ['Bastien', 'positive'],
      ['Capucine', 'positive'],
    ]);
    expect(named('Accueil chaleureux de Solène, service impeccable.')).toEqual([
      ['Solène', 'positive'],
    ]);
  });

  it('reads Québec French, compound first names included', () => {
    expect(named('Anne-Sophie, notre serveuse, était aux petits soins.')).toEqual([
      ['Anne-Sophie', 'positive'],
    ]);
    expect(named('La poutine au canard était malade pis Kim nous a ben servis.')).toEqual([
      ['Kim', 'positive'],
    ]);
    expect(named("Merci Rosalie, tu t'es occupée de nous comme une reine.")).toEqual([
      ['Rosalie', 'positive'],
    ]);
  });

  it('gives the polarity the sentence gives that person', () => {
    expect(named('Our waiter Derek was rude and ignored us for 30 minutes.', 1)).toEqual([
      ['Derek', 'negative'],
    ]);
    expect(named('Notre serveur Hugo était désagréable et lent.', 2)).toEqual([
      ['Hugo', 'negative'],
    ]);
  });

  it('leaves out the guest’s own people, the author and people named with no staff cue', () => {
    expect(named('My wife Sarah brought us a bottle from home and Sarah loved the lamb.')).toEqual(
      [],
    );
    expect(named('We came with my friend Tom and Tom brought us a gift.')).toEqual([]);
    expect(named('Ma blonde Julie nous a fait découvrir la place, tout était bon.')).toEqual([]);
    expect(named('Mes amis Paul et Léa nous ont rejoints pour le dessert.')).toEqual([]);
    expect(named('Jenny recommended this place and she was right.')).toEqual([]);
    expect(named('Odile here: our server was lovely.')).toEqual([]);
    expect(named("I'm Sarah and our server was lovely.")).toEqual([]);
    expect(named('Sarah was lovely and the lamb was perfect.')).toEqual([]);
  });

  it('leaves out dishes, places, platforms and verbs that start a sentence', () => {
    expect(named('The Tarte Tatin brought us back to Normandy.')).toEqual([]);
    expect(named('Thanks Google Maps for finding this spot. Thanks Petit Héron!')).toEqual([]);
    expect(named('Told our server about my allergy and she checked with the kitchen.', 4)).toEqual(
      [],
    );
    expect(named('Showed the waiter, he took the plate away.', 2)).toEqual([]);
    expect(named('Merci Verdun pour cette belle soirée, le serveur était top.')).toEqual([]);
    expect(named('Merci Montréal, et bravo à Boston pour la finale!')).toEqual([]);
    expect(named('Whoever the bartender with the mustache is, give him a raise.')).toEqual([]);
  });

  it('leaves rostered names to the roster, ambiguous ones ambiguous, and the staff figures alone', () => {
    const rostered = read('Our server Beatrix was wonderful and Priya at the bar too.');
    expect(rostered.staff.map((s) => s.name)).toEqual(['Beatrix Olsen']);
    expect((rostered.guestNamedStaff ?? []).map((g) => g.name)).toEqual(['Priya']);
    // Two Noors on the roster: who is meant stays open, and nobody unrostered is invented.
    const shared = read('Noor brought us extra bread and was lovely.');
    expect(shared.staff).toEqual([]);
    expect(shared.guestNamedStaff).toEqual([]);
    // "Bea" is Beatrix's short name: the roster's, not a new person.
    expect(named('Bea took great care of us.')).toEqual([]);
  });

  it('keeps the name as written and the sentence that carried its polarity', () => {
    const [person] = read('Lovely room. Our server Priya was a delight.').guestNamedStaff ?? [];
    expect(person).toEqual({
      name: 'Priya',
      polarity: 'positive',
      span: 'Priya',
      snippet: 'Our server Priya was a delight.',
    });
  });

  it('credits nobody in spam', () => {
    const spam = read(
      'Hello, are you hiring? I am a barista with 3 years experience, my manager Priya will vouch for me, please contact me.',
    );
    expect(spam.signals.spam).toBe('job-seeker');
    expect(spam.guestNamedStaff).toEqual([]);
  });
});
