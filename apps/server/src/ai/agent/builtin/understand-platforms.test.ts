import { describe, expect, it } from 'vitest';
import { understand, type Catalogue } from './understand.ts';

// Our own invented restaurant: none of these names is in the evaluation corpus.
const TODAY = '2026-11-14';
const catalogue: Catalogue = {
  locations: [
    { id: 'q', name: 'Quai Ouest' },
    { id: 'm', name: 'Marché Nord' },
  ],
  menu: [{ id: 'f', name: 'Fish and chips' }],
  staff: [{ id: 'n', name: 'Noémie Tardif', role: 'serveuse', location_id: null }],
};
const ask = (q: string) => understand(q, TODAY, catalogue, 'Cantine Essai');

describe('the platforms a question is about', () => {
  it.each([
    ['how r we doing on google', ['google']],
    ['nos avis Yelp ce mois-ci', ['yelp']],
    ['tripadvisor rating since june', ['tripadvisor']],
    ['whats our trip advisor score at quai ouest', ['tripadvisor']],
    ['how many gogle reviews this week', ['google']],
    ['avg on fb and insta this year', ['facebook', 'instagram']],
    ['comment ça va sur Facebook depuis janvier', ['facebook']],
    ['our meta reviews last month', ['facebook', 'instagram']],
  ])('%s', (question, platforms) => {
    const u = ask(question);
    expect(u.platforms).toEqual(platforms);
    expect(u.intent).toBe('metrics');
  });

  it('keeps every platform when none is named', () => {
    expect(ask('how are we doing this month').platforms).toBeNull();
    expect(ask('la fish and chips sur les 30 derniers jours').platforms).toBeNull();
  });

  it('narrows other answers too, with their own reading', () => {
    const dish = ask('how is the fish and chips doing on yelp');
    expect(dish.intent).toBe('menu');
    expect(dish.platforms).toEqual(['yelp']);
    // "Of the week on Tripadvisor": a period before the platform, not another restaurant.
    expect(ask('worst day of the week on tripadvisor').intent).toBe('weekday');
    expect(ask('la note du mois sur google').platforms).toEqual(['google']);
    expect(ask('the avg at chez fernand on google').intent).toBe('decline');
    const period = ask('tripadvisor rating since june');
    expect(period.period.range).toEqual({ startDate: '2026-06-01', endDate: TODAY });
  });
});
