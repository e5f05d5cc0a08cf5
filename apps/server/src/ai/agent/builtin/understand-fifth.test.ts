import { describe, expect, it } from 'vitest';
import { petNamed } from './catalogue.ts';
import { periodOf } from './dates.ts';
import { subjectsOf } from './engine.ts';
import { fold } from './text.ts';
import { hasRole } from './question-words.ts';
import { understand, type Catalogue } from './understand.ts';

// Our own invented restaurant: none of these names is in the evaluation corpus.
const TODAY = '2026-11-14'; // a Saturday
const catalogue: Catalogue = {
  locations: [
    { id: 'n', name: 'Chez Test Laurier', address: '5 rue des Pins, Laval' },
    { id: 's', name: 'Chez Test Bellevue', address: '8 Maple St, Ottawa' },
  ],
  menu: [
    { id: 'a', name: 'Pale ale maison', aliases: ['House ale'] },
    { id: 'k', name: 'Tarte au citron', aliases: ['Lemon tart'] },
  ],
  staff: [
    { id: 'l', name: 'Lucas Girard', role: 'serveur' },
    { id: 'd', name: 'Nadine Roy', role: 'serveuse' },
    { id: 'e', name: 'Alexis Morel', role: 'barman' },
    { id: 'm', name: 'Maxence Caron', role: 'chef' },
  ],
};
const ask = (q: string) => understand(q, TODAY, catalogue, 'Chez Test');
const range = (q: string) => periodOf(q, TODAY).range;

describe('more holidays as periods', () => {
  it.each([
    ['mentions since victoria day', '2026-05-18', TODAY],
    ['depuis la fête des patriotes', '2026-05-18', TODAY],
    ['cmb d avis depuis la st-jean', '2026-06-24', TODAY],
    ['reviews since easter', '2026-04-05', TODAY],
    ['depuis pâques', '2026-04-05', TODAY],
    ['since good friday', '2026-04-03', TODAY],
    ['since remembrance day', '2026-11-11', TODAY],
    ['avis depuis le jour du souvenir', '2026-11-11', TODAY],
    ['reviews on boxing day last year', '2025-12-26', '2025-12-26'],
    ['since family day', '2026-02-16', TODAY],
  ])('%s → %s … %s', (q, from, to) => {
    expect(range(q)).toEqual({ startDate: from, endDate: to });
  });

  it('keeps a place named Saint-Jean a place without the article', () => {
    expect(range('reviews a st jean last month')).toEqual({
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
  });
});

describe('incidents and days of the week', () => {
  it('counts incidents, narrowed to the kinds named', () => {
    const u = ask('how many food poisoning or allergy incidents did we have in 2025');
    expect(u.intent).toBe('incidents');
    expect(u.incidentKinds).toEqual(['illness', 'allergy']);
    expect(u.period.range).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
  });

  it('reads kinds given as examples as every kind', () => {
    const u = ask("combien d'incidents (intox, allergies etc) a laurier cette annee");
    expect(u.intent).toBe('incidents');
    expect(u.incidentKinds).toBeNull();
    expect(u.locations.map((l) => l.id)).toEqual(['n']);
  });

  it('keeps hygiene alone a topic, and needs a count for a kind word alone', () => {
    expect(ask('how many reviews talk about hygiene').intent).not.toBe('incidents');
    expect(ask('combien de cas d intox le mois passé').intent).toBe('incidents');
  });

  it('reads the worst or best day of the week, over every review unless a period is named', () => {
    const worst = ask('whats our worst day of the week');
    expect(worst.intent).toBe('weekday');
    expect(worst.ranking).toBe('worst');
    expect(worst.period.label).toMatchObject({ key: 'allTime' });
    const best = ask('meilleur jour de la semaine a bellevue depuis le début de l’année');
    expect(best).toMatchObject({ intent: 'weekday', ranking: 'best' });
    expect(best.period.range.startDate).toBe('2026-01-01');
  });
});

describe('which day and whose praise', () => {
  it('reads "what day gets the best reviews" as a day of the week, and a plain date question not', () => {
    expect(ask('what day gets the best reviews at laurier')).toMatchObject({
      intent: 'weekday',
      ranking: 'best',
    });
    expect(ask('what day did we get the most reviews').intent).not.toBe('weekday');
  });

  it('reads "who gets the most love" as the most praised', () => {
    expect(ask('who gets the most love from guests this year')).toMatchObject({
      intent: 'rank_staff',
      ranking: 'praise',
    });
  });
});

describe('declines and comparisons', () => {
  it.each([
    'a guy says he will sue us over his 1 star review, what are my legal options',
    'Pourriez-vous me conseiller juridiquement sur un client qui menace de porter plainte ?',
    'is chez bob getting better reviews than us lately',
    'can i sue a guest for a fake review',
    'le resto d en face est tu mieux noté que nous',
  ])('declines %s', (q) => {
    expect(ask(q).intent).toBe('decline');
  });

  it('still counts reviews that threaten to sue', () => {
    expect(ask('how many reviews threatened a lawsuit this year').intent).toBe('incidents');
  });

  it('compares two places over last year, not this year against last year', () => {
    const u = ask('laurier vs bellevue avg l an passé');
    expect(u.intent).toBe('rank_locations');
    expect(u.period.range).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
    expect(u.comparison).toBeNull();
  });

  it('compares two people over the period, not the period with the one before', () => {
    const u = ask('lucas vs alexis whos mentioned more this year');
    expect(u.comparison).toBeNull();
    expect(u.period.range).toEqual({ startDate: '2026-01-01', endDate: TODAY });
  });

  it('reads "how did <place> do" as the figures of that place', () => {
    const u = ask('how did laurier do in q2 vs q1');
    expect(u.intent).toBe('metrics');
    expect(u.locations.map((l) => l.id)).toEqual(['n']);
    expect(u.period.range).toEqual({ startDate: '2026-04-01', endDate: '2026-06-30' });
    expect(u.comparison?.range).toEqual({ startDate: '2026-01-01', endDate: '2026-03-31' });
  });

  it('reads two places and an average as the places compared, even after "c qui"', () => {
    expect(ask('laurier vs bellevue c qui qui a la meilleure moyenne ce trimestre').intent).toBe(
      'rank_locations',
    );
  });
});

describe('people named by a pet name the staff list lacks', () => {
  it('reads a clipped first name and a doubled first syllable', () => {
    expect(ask('nad a tu été mentionnée depuis 6 mois').staff?.id).toBe('d');
    expect(ask('lulu combien de mentions cet ete').staff?.id).toBe('l');
  });

  it('answers both people of "lulu pis max"', () => {
    const question = 'lulu pis max, combien de mentions chacun';
    const u = ask(question);
    const subjects = subjectsOf({ question, restaurantName: 'Chez Test', catalogue }, u);
    expect(subjects.map((s) => s.staff?.id).sort()).toEqual(['l', 'm']);
  });

  it('reads no pet name from a thing, a common word or a name two people share', () => {
    expect(petNamed(fold('how is the ale doing'), catalogue)).toEqual([]);
    expect(petNamed(fold('can you tell me the avg'), catalogue)).toEqual([]);
    const two: Catalogue = {
      ...catalogue,
      staff: [...catalogue.staff, { id: 'x', name: 'Nadia Bell', role: 'host' }],
    };
    expect(petNamed(fold('nad a tu ete mentionnee'), two)).toEqual([]);
  });
});

describe('roles in either language', () => {
  it('reads serveur and serveuse as servers, barman as a bartender', () => {
    expect(hasRole('serveuse', 'server')).toBe(true);
    expect(hasRole('Serveur', 'server')).toBe(true);
    expect(hasRole('barman', 'bartender')).toBe(true);
    expect(hasRole('chef', 'server')).toBe(false);
  });
});
