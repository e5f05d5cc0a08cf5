import { describe, expect, it } from 'vitest';
import { understand, type Catalogue } from './understand.ts';

// Our own invented restaurant: none of these names is in the evaluation corpus.
const TODAY = '2026-11-14'; // a Saturday
const catalogue: Catalogue = {
  locations: [
    { id: 'h', name: 'Le Quai Test Harbourfront', address: '9 Pier Road, Saint John' },
    { id: 'm', name: 'Le Quai Test Montcalm', address: '77 rue Cartier, Québec' },
  ],
  menu: [
    { id: 'c', name: 'Tarte au citron', aliases: ['Lemon tart'] },
    { id: 's', name: 'Tarte au sucre', aliases: ['Sugar tart'] },
    { id: 'f', name: 'Fried clams', aliases: ['Palourdes frites'] },
  ],
  staff: [
    { id: 'l', name: 'Lorenzo Vitale', role: 'server' },
    { id: 'd', name: 'Delphine Marchand', role: 'serveuse' },
    { id: 'j', name: 'Jean-Félix Poirier', role: 'barman' },
    { id: 'w', name: 'William Park', role: 'host' },
  ],
};
const ask = (q: string) => understand(q, TODAY, catalogue, 'Le Quai Test');
const LAST_30 = { startDate: '2026-10-16', endDate: TODAY };

describe('pet names typed in lower case that the staff list does not carry', () => {
  it.each([
    // The end of a first name that is no word: "Enzo" for Lorenzo.
    ['enzo - any mentions since june?', 'Lorenzo Vitale'],
    // A first name's initial as it is said: "Dee" for Delphine.
    ['dee mentions this yr', 'Delphine Marchand'],
    // A compound first name's initials said as one word: "Jeff" for Jean-Félix.
    ['jeff au bar, combien de mentions depuis un an', 'Jean-Félix Poirier'],
  ])('%s → %s', (question, person) => {
    const u = ask(question);
    expect(u.intent).toBe('staff');
    expect(u.staff?.name).toBe(person);
  });

  it('reads "will" before a pronoun as the auxiliary, not William', () => {
    const u = ask('will you tell me how many reviews we got this week');
    expect(u.staff).toBeNull();
    expect(u.intent).toBe('metrics');
  });
});

describe('questions the reviews cannot answer or the agent does not write', () => {
  it.each([
    'will we hit 4.6 by new years',
    'are we gonna drop below 4 stars next month',
    "est-ce qu'on va atteindre 4,5 d'ici noël",
    'draft a memo for the kitchen about the cold fries',
  ])('declines %s', (question) => {
    expect(ask(question).intent).toBe('decline');
  });

  it('does not decline a target asked about the past', () => {
    expect(ask('did we hit 4.5 last month').intent).not.toBe('decline');
  });
});

describe('names the question points at', () => {
  it('says it knows nobody asked about as "mentions for …"', () => {
    const u = ask('how many mentions for brendan this year');
    expect(u.intent).toBe('unknown_name');
    expect(u.unknownName?.text).toBe('brendan');
  });

  it('reads "mentions for" a known person as that person', () => {
    expect(ask('how many mentions for lorenzo this year').staff?.name).toBe('Lorenzo Vitale');
  });

  it.each([
    ['summarize what people said about the lemon tart this fall', 'menu'],
    ['sum up the feedback on delphine this month', 'staff'],
  ])('answers a summary of one dish or person with its mentions: %s', (question, intent) => {
    expect(ask(question).intent).toBe(intent);
  });

  it('says a dish whose words two of ours share, plus one of its own, is not on the menu', () => {
    const u = ask('la tarte tatin plaît-elle aux clients ?');
    expect(u.intent).toBe('unknown_name');
    expect(u.unknownName).toEqual({ text: 'tarte tatin', kind: 'dish' });
    // The shared word alone still asks which.
    expect(ask('la tarte plait-elle aux clients').intent).toBe('clarify');
    expect(ask('how is the tart doing').intent).toBe('clarify');
  });
});

describe('"since we changed the menu" with no date', () => {
  it('ranks topics over the recent default, not dishes', () => {
    const u = ask('what do people complain about most since we changed the menu');
    expect(u.intent).toBe('rank_categories');
    expect(u.period.range).toEqual(LAST_30);
  });

  it.each([
    'how many reviews mention the fried clams since we changed the menu',
    "combien d'avis parlent des palourdes frites depuis qu'on a changé la carte",
  ])('keeps a count of mentions to the recent default: %s', (question) => {
    const u = ask(question);
    expect(u.menuItem?.name).toBe('Fried clams');
    expect(u.period.range).toEqual(LAST_30);
  });

  it('still reads a dated change from its month', () => {
    expect(ask('how many reviews since we changed the menu in june').period.range).toEqual({
      startDate: '2026-06-01',
      endDate: TODAY,
    });
  });
});
