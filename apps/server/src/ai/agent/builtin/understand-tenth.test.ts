import { describe, expect, it } from 'vitest';
import { understand, type Catalogue } from './understand.ts';

// Our own invented restaurant: none of these names is in the evaluation corpus.
const TODAY = '2026-11-14'; // a Saturday
const catalogue: Catalogue = {
  locations: [
    { id: 'r', name: 'Café Essai Rivage', address: '3 rue du Quai, Rimouski' },
    { id: 'c', name: 'Café Essai Colline', address: '90 Hill Street, Sudbury' },
  ],
  menu: [
    { id: 't', name: 'Tarte au sucre', aliases: ['Sugar pie'] },
    { id: 'g', name: 'Galette de sarrasin' },
  ],
  staff: [
    { id: 'h', name: 'Hagop Derian', role: 'serveur', location_id: 'r' },
    { id: 'e', name: 'Emily Stone', role: 'server', location_id: 'c' },
    { id: 'l', name: 'Linh Tran', role: 'gérante', location_id: 'c' },
    { id: 'w', name: 'William Roy', role: 'chef', location_id: 'r' },
  ],
};
const ask = (q: string) => understand(q, TODAY, catalogue, 'Café Essai');
const range = (q: string) => ask(q).period.range;

describe('a month of last year', () => {
  it.each([
    ['how many ppl mentioned the sugar pie since sept last year', '2025-09-01'],
    ["depuis septembre l'an dernier, combien d'avis", '2025-09-01'],
    ['reviews since sept', '2026-09-01'],
  ])('%s → from %s', (question, from) => {
    expect(range(question)).toEqual({ startDate: from, endDate: TODAY });
  });

  it('keeps two months joined without a preposition as one span', () => {
    expect(range('avg stars sept and oct combined')).toEqual({
      startDate: '2026-09-01',
      endDate: '2026-10-31',
    });
  });
});

describe('two periods joined by "and" with their own preposition or article', () => {
  it.each([
    ['la note moyenne a rivage en octobre pis en septembre', '2026-10', '2026-09'],
    ['La note a-t-elle progressé entre le T2 et le T3 ?', '2026-04', '2026-07'],
    ['avg rating in august and in july', '2026-08', '2026-07'],
  ])('%s', (question, first, second) => {
    const u = ask(question);
    expect(u.period.range.startDate.slice(0, 7)).toBe(first);
    expect(u.comparison?.range.startDate.slice(0, 7)).toBe(second);
  });
});

describe('pet names that are no piece of the first name', () => {
  it.each([
    ['jack mentions this year', 'Hagop Derian'],
    ['em, how many mentions since june', 'Emily Stone'],
    ['lily a ete mentionnee combien de fois depuis le printemps', 'Linh Tran'],
    ['how is bill doing this year', 'William Roy'],
  ])('%s → %s', (question, person) => {
    const u = ask(question);
    expect(u.intent).toBe('staff');
    expect(u.staff?.name).toBe(person);
  });
});

describe('another place typed in lower case', () => {
  it.each([
    'what do people say about the brunch at art-is-in bakery',
    "tell me boustan's avg rating on google",
    "what's joe beef's rating",
  ])('%s → decline', (question) => {
    expect(ask(question).intent).toBe('decline');
  });

  it.each([
    "what's rivage's avg rating this year",
    "emily's rating this year",
    "this month's rating at colline",
  ])('%s → not declined', (question) => {
    expect(ask(question).intent).not.toBe('decline');
  });
});

describe("a count's words are no name", () => {
  it.each([
    'zorglub a ete mentionne combien de fois depuis le printemps',
    'was zorglub mentioned this year',
  ])('%s → the unknown name is zorglub', (question) => {
    const u = ask(question);
    expect(u.intent).toBe('unknown_name');
    expect(u.unknownName?.text).toBe('zorglub');
  });
});

describe('a period word is no person', () => {
  const withAnne: Catalogue = {
    ...catalogue,
    staff: [
      { id: 'a', name: 'Anne-Sophie Leduc', role: 'serveuse', location_id: 'r' },
      { id: 'm', name: 'Maxime Caron', role: 'serveur', location_id: 'r' },
      { id: 'n', name: 'Maxime Paré', role: 'barman', location_id: 'r' },
    ],
  };
  it('asks which Maxime, never reading « année » as Anne', () => {
    const u = understand('max a tu ete mentionne cette annee', TODAY, withAnne, 'Café Essai');
    expect(u.intent).toBe('clarify');
    expect(u.ambiguous.map((s) => s.name).sort()).toEqual(['Maxime Caron', 'Maxime Paré']);
  });
});
