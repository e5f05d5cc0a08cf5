import { describe, expect, it } from 'vitest';
import { understand, type Catalogue } from './understand.ts';

// Our own invented restaurant: none of these names is in the evaluation corpus. The kinds of
// question are those a blind batch of operator questions found unread (agent-questions.md).
const TODAY = '2026-11-14'; // a Saturday
const catalogue: Catalogue = {
  locations: [
    { id: 'b', name: 'Fourneau Berge', address: '14 rue des Pins, Lévis (Lauzon)' },
    { id: 'm', name: 'Fourneau Marché', address: '200 Market Street, Kingston' },
  ],
  menu: [
    { id: 'p', name: 'Poutine galvaude', aliases: ['Galvaude'] },
    { id: 'y', name: 'Frites de manioc', aliases: ['Cassava fries'] },
    { id: 'c', name: 'All-you-can-eat crab legs' },
  ],
  staff: [
    { id: 'a', name: 'Ana Duarte', role: 'server', location_id: 'b' },
    { id: 'r', name: 'Rui Duarte', role: 'bartender', location_id: 'b' },
    { id: 'k', name: 'Kim Osei', role: 'server', location_id: 'm' },
  ],
};
const ask = (q: string) => understand(q, TODAY, catalogue, 'Fourneau');
const range = (q: string) => ask(q).period.range;

describe('a message with context before the question', () => {
  it('takes the period of the sentence that asks, and a year said after "ever"', () => {
    expect(
      range('On a lancé la galvaude cet hiver. Combien de clients en ont parlé depuis mars?'),
    ).toEqual({ startDate: '2026-03-01', endDate: TODAY });
    expect(range('does anyone ever mention the cassava fries? 2026 only')).toEqual({
      startDate: '2026-01-01',
      endDate: TODAY,
    });
  });

  it('reads no topic from the story, and a total after a dated question as over that period', () => {
    const u = ask(
      'Happy saturday! Slow one at the market so I am catching up. How many reviews has the market gotten since thanksgiving? like total, all platforms',
    );
    expect(u.intent).toBe('metrics');
    expect(u.category).toBeNull();
    expect(u.period.range).toEqual({ startDate: '2026-10-12', endDate: TODAY });
    // The question points back to the story: its topic (slow: the wait).
    expect(ask('Service was slow all week. Any complaints about it since monday?').category).toBe(
      'wait',
    );
  });

  it('reads past a greeting: its weekend is small talk, not the days asked about', () => {
    const u = ask(
      'hey hope ur weekend is going ok 🙂 who gets the most love at the market since june?',
    );
    expect([u.intent, u.ranking, u.days]).toEqual(['rank_staff', 'praise', null]);
    // A greeting ends at its first mark: the sentence after it still names the dish.
    expect(
      ask('Bonjour, on a mis la galvaude au menu. Combien en ont parlé depuis mars?').menuItem?.id,
    ).toBe('p');
  });

  it('reads « Depuis, » as since the period told before, and a dish put first then counted', () => {
    expect(
      range(
        'On a revu la recette de la galvaude au printemps. Depuis, combien d’avis en ont parlé ?',
      ),
    ).toEqual({ startDate: '2026-03-01', endDate: TODAY });
    const u = ask('la tourtière au marché, cmb de monde en ont parlé cette année?');
    expect([u.intent, u.unknownName?.text]).toEqual(['unknown_name', 'tourtiere']);
  });

  it('reads every sentence that asks, and « ce qui accroche » as complaints', () => {
    expect(
      ask(
        'who on the team got the most flak since june? and how many times did that person come up?',
      ).intent,
    ).toBe('rank_staff');
    expect(ask('c’est quoi qui accroche le plus au marché?').ranking).toBe('complaints');
  });

  it('reads the chef asking and the team meeting as who asks, not whom it is about', () => {
    expect(
      ask('Chef is asking which dish got the most hate since june, can you check?').intent,
    ).toBe('rank_menu');
    const u = ask(
      'Team meeting tmrw. Top 3 things guests complained about at the market location?',
    );
    expect(u.intent).toBe('rank_categories');
    expect(u.locations.map((l) => l.id)).toEqual(['m']);
  });

  it('counts incidents asked as « des cas d’intoxication », a dish named beside them', () => {
    const u = ask(
      "Est-ce qu'il y a eu des cas d'intoxication cette année? ça m'inquiète avec la galvaude",
    );
    expect(u.intent).toBe('incidents');
    expect(u.incidentKinds).toEqual(['illness']);
  });

  it('answers a count of the recipe, and declines the recipe itself', () => {
    expect(ask('combien parlent de la galvaude en 2026? on pense changer la recette').intent).toBe(
      'menu',
    );
    expect(ask('give me the recipe for the galvaude').intent).toBe('decline');
  });
});

describe('names said otherwise', () => {
  it('reads a dish in another word for it, and "can you" as no dish', () => {
    expect(ask('how are the yucca fries doing').menuItem?.id).toBe('y');
    expect(ask('can you tell me our average this month').menuItem).toBeNull();
  });

  it('asks which person a last name two share means', () => {
    const u = ask('how many reviews mention Duarte this year?');
    expect(u.intent).toBe('clarify');
    expect(u.ambiguous.map((e) => e.id).sort()).toEqual(['a', 'r']);
  });

  it('says a dish qualified by an ingredient its name lacks is not on the menu', () => {
    const u = ask('pis la poutine au homard, les gens en parlent tu?');
    expect(u.intent).toBe('unknown_name');
    expect(u.unknownName?.text).toBe('poutine au homard');
    expect(ask('how is the poutine doing').menuItem?.id).toBe('p');
  });

  it('finds a location by the district in brackets of its address', () => {
    expect(ask('notre moyenne à lauzon cet automne').locations.map((l) => l.id)).toEqual(['b']);
  });

  it('reads "standout server" as praise', () => {
    const u = ask("who's been our standout server this year?");
    expect(u.intent).toBe('rank_staff');
    expect(u.ranking).toBe('praise');
  });
});

describe('days and periods said otherwise', () => {
  it('reads days of the week as their evenings or short names joined, one night as a date', () => {
    expect(ask('avg for fri + sat at the market over the last 6 months').days).toEqual([5, 6]);
    expect(ask('how are friday and saturday nights at the market this year').days).toEqual([5, 6]);
    expect(ask('book a table for 8 saturday night').days).toBeNull();
  });

  it('reads a span between two holidays', () => {
    expect(range("combien d'avis entre la fête du Travail pis l'Halloween?")).toEqual({
      startDate: '2026-09-07',
      endDate: '2026-10-31',
    });
  });
});
