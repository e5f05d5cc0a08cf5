import { describe, expect, it } from 'vitest';
import { understand, type Catalogue } from './understand.ts';

// Our own invented restaurant: none of these names is in the evaluation corpus. The kinds of
// question are those a second blind batch found unread (agent-questions.md#the-twelfth-set).
const TODAY = '2026-11-14'; // a Saturday
const catalogue: Catalogue = {
  locations: [
    { id: 'n', name: 'Ardoise Nord', address: '5 rue Ste-Anne, Chicoutimi' },
    { id: 's', name: 'Ardoise Sud', address: '40 Lake Road, Thunder Bay' },
  ],
  menu: [
    { id: 'b', name: 'Burger Ardoise' },
    { id: 'm', name: "Man'ouché au thym", aliases: ['Thyme manakish'] },
  ],
  staff: [
    { id: 'a', name: 'Samira Haddad', role: 'server', location_id: 'n' },
    { id: 'l', name: 'Léon Roy', role: 'barman', location_id: 's' },
    { id: 'k', name: 'Keven Tardif', role: 'serveur', location_id: 's' },
  ],
};
const ask = (q: string) => understand(q, TODAY, catalogue, 'Ardoise');
const range = (q: string) => ask(q).period.range;

describe('a story, then the question', () => {
  it('ranks the topics the last sentence asks about, whoever the story names', () => {
    const u = ask(
      'Rough October at Nord - a new line cook started and two of the team quit. What were the top complaints there in October?',
    );
    expect(u.intent).toBe('rank_categories');
    expect(u.locations.map((l) => l.id)).toEqual(['n']);
  });

  it('declines a discount code, a schedule, the weather and a rival by its street', () => {
    for (const q of [
      'a regular had a bad night last week. can you send her a 25% off code for her next visit?',
      "fais-moi l'horaire des serveurs pour la semaine prochaine",
      'will it be warm enough saturday to keep the terrace open?',
      'Chez Gaston on Racine St keeps stealing our regulars. what is their average on google?',
    ])
      expect(ask(q).intent, q).toBe('decline');
  });
});

describe('figures asked otherwise', () => {
  it('counts every star but the one excluded', () => {
    const u = ask("cmb d'avis au nord étaient pas des 5 étoiles cette année");
    expect(u.intent).not.toBe('distribution');
    expect(u.ratings).toEqual([1, 2, 3, 4]);
  });

  it('ranks the dishes when a dish named is asked about as the most complained about', () => {
    expect(ask('is the burger still the dish people complain about most? since july').intent).toBe(
      'rank_menu',
    );
  });

  it('finds a dish by its kind, and says a dish put first is not on the menu', () => {
    expect(ask('the thyme flatbread - any mentions since the summer?').menuItem?.id).toBe('m');
    const u = ask("Le mansaf au Nord, qu'en disent les clients depuis janvier ?");
    expect(u.intent).toBe('unknown_name');
    expect(u.unknownName?.text).toBe('mansaf');
    expect(ask('any mentions of the bangers and mash since spring?').unknownName?.text).toBe(
      'bangers and mash',
    );
  });

  it('reads "same for" as no Sam', () => {
    expect(ask('same for the bartender this year').staff?.id).toBe('l');
  });
});

describe('periods said otherwise', () => {
  it('reads a first of the month spelled out, a day of this month, and a month against last year’s', () => {
    expect(range("combien d'avis depuis le premier août")).toEqual({
      startDate: '2026-08-01',
      endDate: TODAY,
    });
    expect(range('has anyone mentioned Keven since our staff meeting on the 3rd?')).toEqual({
      startDate: '2026-11-03',
      endDate: TODAY,
    });
    const u = ask("La note du Nord en octobre est-elle meilleure qu'en octobre de l'an dernier ?");
    expect(u.period.range).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' });
    expect(u.comparison?.range).toEqual({ startDate: '2025-10-01', endDate: '2025-10-31' });
  });
});
