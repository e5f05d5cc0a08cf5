import { describe, expect, it } from 'vitest';
import { analyseReview } from '../review-analysis.ts';
import { readSignals } from './signals.ts';
import { locationLabels, otherLocationReviewed, placesOf } from './spam-elsewhere.ts';
import { foldText } from './text.ts';

// Invented texts, none of them in the training data (training/data/spam-elsewhere.jsonl) nor in
// the eval sets. The group: "Bistro Sarrasin" with locations in Rosemont, Gatineau and Laval.
const places = { here: 'Rosemont', others: ['Gatineau', 'Laval'] };

describe('location labels', () => {
  it('drops the name the locations share', () => {
    expect(
      locationLabels(['Bistro Sarrasin Rosemont', 'Bistro Sarrasin Gatineau', 'Bistro Sarrasin']),
    ).toEqual(['Rosemont', 'Gatineau', '']);
    expect(locationLabels(['Le Zinc – Croix-Rousse', 'Le Zinc – Saint-Jean'])).toEqual([
      'Croix-Rousse',
      'Saint-Jean',
    ]);
  });

  it('gives the review its location and the others', () => {
    const locations = [
      { id: 'a', name: 'Pont Rouge ByWard' },
      { id: 'b', name: 'Pont Rouge Hull' },
      { id: 'c', name: 'Pont Rouge Wakefield' },
    ];
    expect(placesOf(locations, 'b')).toEqual({ here: 'Hull', others: ['ByWard', 'Wakefield'] });
    expect(placesOf([{ id: 'a', name: 'Solo' }], 'a')).toEqual({ here: 'Solo', others: [] });
  });
});

describe('a review of the group’s other location', () => {
  it.each([
    'Heads up, this rating is about Gatineau — the host there forgot our booking.',
    'Mauvaise succursale, désolée! On était à Laval samedi, les crêpes étaient froides.',
    'we ate at the laval one, not rosemont. long wait, ok galettes',
    'Pas ici, mon avis c’est pour celle de Gatineau : service ben lent.',
  ])('names it: %s', (text) => {
    const found = otherLocationReviewed(foldText(text), places);
    expect(found).not.toBeNull();
    expect(places.others).toContain(found);
  });

  it.each([
    'Way better than the Gatineau one, the cider here is colder and the staff smile.',
    'Moins bon qu’à Laval, pas ici que je reviendrais pour la galette.',
    'Our usual is Laval but Rosemont was closer tonight: same great buckwheat crêpes.',
    'The chef came from the Gatineau kitchen and it shows, lovely sauces.',
  ])('leaves a guest comparing: %s', (text) => {
    expect(otherLocationReviewed(foldText(text), places)).toBeNull();
  });

  it('is flagged with the location it is about, for the inbox', () => {
    const text = 'Sorry, posted under the wrong branch: we were at Laval. Fries were soggy.';
    const result = analyseReview(text, 2, { locations: places });
    expect(result.signals.spam).toBe('wrong-restaurant');
    expect(result.signals.spamAbout).toEqual({ otherLocation: 'Laval' });
  });

  it('names nothing when the analysis is not told the locations', () => {
    const text = 'Honestly the Laval one is better, here the galette was dry.';
    expect(analyseReview(text, 2).signals.spam).toBeNull();
  });
});

describe('a review of another place', () => {
  it.each([
    ['My review is for the pizzeria across the street: soggy crust, rude cashier.', 1],
    ['Je voulais noter la fromagerie d’en face, pas ce resto. Leur brie est parfait.', 5],
    ['This was for the dry cleaner beside you guys, not the restaurant. They ruined my coat.', 1],
  ] as const)('flags it: %s', (text, stars) => {
    expect(readSignals(text, stars).signals.spam).toBe('wrong-restaurant');
  });

  it.each([
    ['Shawarma place next door closes early so we tried you, the falafel plate was great.', 5],
    ['On a pris un verre au pub d’en face avant, puis souper ici : tartare parfait.', 5],
    ['The hotel shares its parking with the restaurant, handy. Steak frites were good.', 4],
    ['My review is for the food, not the service: the risotto was perfect.', 4],
  ] as const)('leaves a guest who names a neighbour: %s', (text, stars) => {
    expect(readSignals(text, stars, 'en', [], places).signals.spam).toBeNull();
  });
});

describe('the learned reader on other trades and messages to nobody', () => {
  it.each([
    ['Hygienist was rough and the dentist upsold me on whitening I never asked for.', 1],
    ['Garagiste honnête, il a changé mes freins pis mes pneus pour pas cher.', 5],
    ['Plumber showed up 3 hours late and the contractor still billed the full day.', 1],
  ] as const)('flags another trade: %s', (text, stars) => {
    expect(readSignals(text, stars).signals.spam).toBe('wrong-restaurant');
  });

  it.each([
    ['Tell Mia to text me back, she left her phone charger in my car. Love you, miss you!', 5],
    ["Marc rappelle-moi, t'es où? On t'attend depuis une heure.", 3],
  ] as const)('flags a message to a friend: %s', (text, stars) => {
    expect(readSignals(text, stars).signals.spam).toBe('off-topic');
  });

  it.each([
    ['Happy birthday to me! Love you guys, the tiramisu with a candle made my night.', 5],
    ['Bonne fête maman, merci à la serveuse pour le gâteau surprise !', 5],
  ] as const)('leaves a guest who celebrates: %s', (text, stars) => {
    expect(readSignals(text, stars).signals.spam).toBeNull();
  });

  it.each([
    ['Came straight from the dentist so I went for the soup, velvety and hot. Kind staff.', 4],
    ['Dormi à l’hôtel d’à côté, souper ici : le magret était juteux et le service attentionné.', 5],
  ] as const)('leaves a guest who mentions one: %s', (text, stars) => {
    expect(readSignals(text, stars).signals.spam).toBeNull();
  });
});
