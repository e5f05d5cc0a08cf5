import { describe, expect, it } from 'vitest';
import { topCount } from './answer-mentions.ts';
import { subjectsOf } from './engine.ts';
import { topicsNamed } from './question-words.ts';
import { GRAND_PHARE } from './grand-phare.test-fixture.ts';
import { understand, type Catalogue } from './understand.ts';

// Questions an operator asked in a probe after the tenth batch; our own invented restaurant.
const TODAY = '2026-11-21';
const catalogue = GRAND_PHARE;
const ask = (q: string) => understand(q, TODAY, catalogue, 'Le Grand Phare');

describe('month by month', () => {
  it.each([
    ['give me the average rating per month for 2026', '2026-01-01'],
    ['monthly review count this year', '2026-01-01'],
    ['la note moyenne mois par mois en 2026', '2026-01-01'],
    // No period: the last twelve months.
    ['avg rating by month', '2025-12-01'],
  ])('%s', (question, from) => {
    const u = ask(question);
    expect(u.intent).toBe('by_month');
    expect(u.period.range).toEqual({ startDate: from, endDate: TODAY });
  });
});

describe('complaints or praise about one person', () => {
  it('reads the person, not a ranking of the team', () => {
    for (const question of [
      'any complaints about Jen in the last 60 days?',
      'des plaintes sur Mathis?',
    ]) {
      const u = ask(question);
      expect(u.intent).toBe('staff');
      expect(u.staff?.id).toBe(question.includes('Jen') ? 'j' : 'm');
    }
    expect(ask('who gets more complaints, Jen or Mathis?').intent).toBe('rank_staff');
  });
});

describe('a trend asked as up or down, or improved', () => {
  it.each([
    'did our rating go up or down since the summer',
    'has the service improved since the summer',
    "est-ce que le service s'est amélioré depuis l'été",
  ])('%s', (question) => {
    const u = ask(question);
    expect(u.period.range.startDate).toBe('2026-06-01');
    expect(u.comparison?.range.endDate).toBe('2026-05-31');
  });
});

describe('the share of reviews that mention a dish', () => {
  it('counts over every review when no period is named', () => {
    const u = ask('what percentage of reviews mention the clam chowder');
    expect(u.intent).toBe('menu');
    expect(u.period.label).toEqual({ kind: 'named', key: 'allTime' });
    expect(ask('what % of reviews mentioned the chowder this year').period.range.startDate).toBe(
      '2026-01-01',
    );
  });
});

describe('locations ranked by the stars asked', () => {
  it('keeps the stars with the ranking', () => {
    const u = ask('which location has the most 1 star reviews this year');
    expect(u.intent).toBe('rank_locations');
    expect(u.ratings).toEqual([1]);
    expect(u.ranking).toBe('most');
  });
});

describe('a second probe: menu cuts, replies waiting, Black Friday, one review, a platform', () => {
  it('ranks dishes by complaints over twelve months for what to take off the menu', () => {
    for (const question of [
      'should we take anything off the menu?',
      'quel plat devrait-on retirer de la carte',
    ]) {
      const u = ask(question);
      expect(u.intent).toBe('rank_menu');
      expect(u.ranking).toBe('complaints');
      expect(u.period.range.startDate).toBe('2025-12-01');
    }
  });

  it('reads reviews still waiting for a reply over twelve months, a reply rate over 30 days', () => {
    expect(ask('how many reviews are still waiting for a reply').period.range.startDate).toBe(
      '2025-12-01',
    );
    expect(ask("combien d'avis sont encore sans réponse").intent).toBe('replies');
    expect(ask("what's our reply rate").period.range.startDate).toBe('2026-10-23');
  });

  it('reads Black Friday as the Friday after the American Thanksgiving', () => {
    expect(ask('how many negative reviews since black friday').period.range).toEqual({
      startDate: '2025-11-28',
      endDate: TODAY,
    });
    expect(ask('avis depuis le vendredi fou').period.range.startDate).toBe('2025-11-28');
  });

  it('reads the worst or best review of a period as that one review', () => {
    const worst = ask('give me the worst review of last week');
    expect(worst.intent).toBe('one_review');
    expect(worst.ranking).toBe('worst');
    expect(worst.period.range).toEqual({ startDate: '2026-11-09', endDate: '2026-11-15' });
    expect(ask('quel est le meilleur avis cette année').ranking).toBe('best');
  });

  it('keeps « sur Google » after a figure a platform, not another business', () => {
    const u = ask('quel est notre taux de réponse sur google');
    expect(u.intent).toBe('replies');
    expect(u.platforms).toEqual(['google']);
  });
});

describe('a ranking of what guests love, and how many it asks for', () => {
  it('reads "dishes people love" as praise', () => {
    expect(ask('top 3 dishes people love').ranking).toBe('praise');
    expect(ask('quels plats les gens adorent').ranking).toBe('praise');
  });

  it('reads « le plus apprécié » and "most liked" as praise', () => {
    const u = ask('qui est le serveur le plus apprécié cette année ?');
    expect([u.intent, u.ranking, u.staffRole]).toEqual(['rank_staff', 'praise', 'server']);
    expect(ask('which dish is the most liked at Nord?').ranking).toBe('praise');
  });

  it('reads how many a ranking asks for', () => {
    expect(topCount('top 3 dishes people love')).toBe(3);
    expect(topCount('our five best servers')).toBe(5);
    expect(topCount('les 2 pires plats')).toBe(2);
    expect(topCount('top dishes')).toBeNull();
    expect(topCount('our best dishes')).toBeNull();
  });
});

describe('a third probe: two topics, a person faulted, "or" between periods, the best week', () => {
  it('sets two topics named side by side', () => {
    const u = ask('on a-tu plus de plaintes sur le service que sur la bouffe cette année');
    expect(u.intent).toBe('rank_categories');
    expect(topicsNamed('service vs food')).toEqual(['service', 'food']);
  });

  it('reads negative comments on one person as that person, a ranking when it asks who', () => {
    expect(ask('est-ce que mathis a eu des commentaires négatifs').intent).toBe('staff');
    expect(ask('who got the most complaints').intent).toBe('rank_staff');
  });

  it('reads "or" before a season or a month as a second period', () => {
    const u = ask('did the chowder do better in summer or in fall');
    expect(u.period.range.startDate).toBe('2026-06-01');
    expect(u.comparison?.range.startDate).toBe('2026-09-01');
    expect(ask('1 or 2 star reviews in july').comparison).toBeNull();
  });

  it('reads the best or worst week, over the last twelve months unless a period is named', () => {
    const best = ask('what was our best week this year');
    expect([best.intent, best.ranking, best.period.range.startDate]).toEqual([
      'best_week',
      'best',
      '2026-01-01',
    ]);
    const worst = ask("c'était quoi notre pire semaine");
    expect([worst.intent, worst.ranking, worst.period.range.startDate]).toEqual([
      'best_week',
      'worst',
      '2025-12-01',
    ]);
  });

  it('reads bookings as the reservations topic, in both languages', () => {
    for (const q of [
      'how many complaints about reservations this year',
      'any booking problems lately?',
      'combien d’avis se plaignent des réservations depuis janvier',
    ])
      expect(ask(q).category, q).toBe('reservation');
  });

  it('compares the locations on the topic named', () => {
    const u = ask('compare nord and sud on service this year');
    expect(u.intent).toBe('rank_locations');
    expect(u.category).toBe('service');
  });
});

describe('a fourth probe: sickness asked plainly, the busiest month, « meilleur qu’à l’automne »', () => {
  it('reads "has anyone gotten sick" as an illness count', () => {
    const u = ask('has anyone gotten sick after eating here');
    expect([u.intent, u.incidentKinds]).toEqual(['incidents', ['illness']]);
  });

  it('reads the month with the most or fewest reviews by its count', () => {
    expect(ask('which month had the most reviews this year').ranking).toBe('most');
    expect(ask('our busiest month').intent).toBe('best_month');
    expect(ask("quel mois a eu le moins d'avis").ranking).toBe('least');
    expect(ask('which month was the worst').ranking).toBe('worst');
  });

  it('compares now with a past season named after « meilleur qu’à »', () => {
    const u = ask("est-ce que la chaudrée est meilleure qu'à l'automne passé");
    expect(u.period.range.endDate).toBe(TODAY);
    expect(u.comparison?.range).toEqual({ startDate: '2025-09-01', endDate: '2025-11-30' });
  });
});

describe('a fifth probe: a change dated by its month, a topic among some stars', () => {
  it('reads "after we hired the new chef in August" as since August, against before', () => {
    const u = ask('did nord get better after we hired the new chef in august');
    expect(u.intent).toBe('metrics');
    expect(u.locations.map((l) => l.id)).toEqual(['n']);
    expect(u.period.range).toEqual({ startDate: '2026-08-01', endDate: TODAY });
    expect(u.comparison?.range.endDate).toBe('2026-07-31');
    expect(
      ask("est-ce que sud s'est amélioré après l'arrivée du nouveau chef en août").period.range
        .startDate,
    ).toBe('2026-08-01');
  });

  it('reads the share of some stars mentioning a topic as that topic among those reviews', () => {
    const u = ask('what percentage of our 1 star reviews mention service');
    expect([u.intent, u.category, u.ratings]).toEqual(['category', 'service', [1]]);
    expect(ask('what percentage of reviews are 1 star').intent).toBe('metrics');
  });
});

describe('a sixth probe, typed fast: elisions without apostrophes, a recipe changed, a complaint word', () => {
  it('reads « lete » and « lannee » as l’été and l’année', () => {
    expect(ask('cmb d avis 1 etoile au nord depuis lete').period.range.startDate).toBe(
      '2026-06-01',
    );
    expect(ask('pire semaine depuis le debut de lannee').period.range.startDate).toBe('2026-01-01');
  });

  it('reads a changed recipe as an undated change, not a request for a recipe', () => {
    const u = ask('comment va le homard depuis qu on a changé la recette');
    expect(u.intent).toBe('menu');
    expect(ask('donne-moi la recette du homard').intent).toBe('decline');
  });

  it('counts complaints about a word no topic holds', () => {
    const u = ask('combien de plaintes sur la livraison cette annee');
    expect([u.intent, u.keyword]).toEqual(['keyword', 'livraison']);
  });
});

describe('a dish word that starts a location’s name', () => {
  it('keeps « plat » and "plate" from naming the Plateau', () => {
    const places = {
      ...catalogue,
      locations: [
        { id: 'p', name: 'Plateau', address: '4321 Rue Saint-Denis, Montréal' },
        { id: 'v', name: 'Vieux-Port', address: '88 Rue de la Commune, Montréal' },
      ],
    };
    const read = (q: string) => understand(q, TODAY, places, 'Le Grand Phare');
    expect(read('quel plat retirer du menu').locations).toEqual([]);
    expect(read('quel plat est le plus populaire').locations).toEqual([]);
    expect(read('how is the chicken plate doing').locations).toEqual([]);
    expect(read('comment va le plateau').locations.map((l) => l.id)).toEqual(['p']);
  });
});

describe('a seventh probe: a thing named first, then asked about', () => {
  it('reads « le brunch du dimanche, les gens en disent quoi » as the word brunch', () => {
    const u = ask('le brunch du dimanche, les gens en disent quoi');
    expect([u.intent, u.keyword]).toEqual(['keyword', 'brunch']);
    expect(ask('la chaudrée, les gens en pensent quoi').menuItem?.id).toBe('c');
  });
});

// Session 40's probe, on the same restaurant.
describe('an eighth probe', () => {
  it('reads "after September" as from October on, against the same length before', () => {
    for (const question of [
      'Did our rating drop after September?',
      'Est-ce que notre note a baissé après septembre?',
    ]) {
      const u = ask(question);
      expect(u.intent).toBe('metrics');
      expect(u.period.range).toEqual({ startDate: '2026-10-01', endDate: TODAY });
      expect(u.comparison?.range.endDate).toBe('2026-09-30');
    }
  });

  it('weighs a dish or a person "getting better" over three months against the three before', () => {
    const u = ask('is the chowder getting better or worse');
    expect(u.intent).toBe('menu');
    expect(u.period.range).toEqual({ startDate: '2026-09-01', endDate: TODAY });
    expect(u.comparison?.range.endDate).toBe('2026-08-31');
    // A month named keeps its month.
    expect(ask('is the chowder better this month than last month').period.range.startDate).toBe(
      '2026-11-01',
    );
  });

  it('asks for reviews to read, quoted, over the year', () => {
    for (const question of [
      'Give me 3 reviews that praise the staff',
      'show me some reviews complaining about the lobster',
      'Montre-moi 2 avis qui se plaignent du service',
      'find me reviews that mention the patio',
    ]) {
      const u = ask(question);
      expect(u.intent, question).toBe('some_reviews');
      expect(u.period.range.startDate).toBe('2025-12-01');
    }
  });

  it('compares two dishes over the same twelve months when no period is named', () => {
    const question = 'Compare the grilled lobster and the chowder';
    const parts = subjectsOf(
      { question, restaurantName: 'Le Grand Phare', catalogue },
      ask(question),
    );
    expect(parts.map((p) => [p.menuItem?.id, p.period.range.startDate])).toEqual([
      ['h', '2025-12-01'],
      ['c', '2025-12-01'],
    ]);
  });
});

describe('slices of the reviews: days of the week and language', () => {
  it.each([
    ['How did weekend reviews look at Nord this fall?', [6, 7], '2026-09-01'],
    ['Les avis de la fin de semaine sont-ils pires qu’en semaine ?', [6, 7], null],
    ['average rating on saturdays', [6], null],
    ['Quelle est notre note le dimanche ?', [7], null],
    ['How are fridays and saturdays rated this year?', [5, 6], '2026-01-01'],
    ['Sunday reviews vs the rest of the week at Nord?', [7], null],
    ['Weekend reviews vs weekdays at Nord?', [6, 7], null],
    ['Les avis du dimanche sont-ils bons au Sud ?', [7], null],
  ])('%s', (question, days, from) => {
    const u = ask(question);
    expect(u.intent).toBe('days');
    expect(u.days).toEqual(days);
    if (from) expect(u.period.range.startDate).toBe(from);
    else expect(u.period.explicit).toBe(false);
  });

  it('reads a weekend or a day the period reader dated as dates, not a filter', () => {
    for (const question of ['How did last weekend go?', 'Comment s’est passé samedi dernier ?'])
      expect(ask(question).intent, question).not.toBe('days');
  });

  it.each([
    ['How many of our reviews are in French?', 'fr'],
    ['Combien d’avis en anglais le mois passé ?', 'en'],
    ['reviews by language this year', 'all'],
    ['What share of guests write in English?', 'en'],
    ['Do English-speaking guests rate us lower than French-speaking ones?', 'all'],
  ])('%s', (question, language) => {
    const u = ask(question);
    expect(u.intent).toBe('languages');
    expect(u.reviewLanguage).toBe(language);
  });

  it('leaves the answer’s own language and dishes named for a language alone', () => {
    for (const question of [
      'Answer in French: how many reviews this week?',
      'How many reviews mention the french onion soup?',
      'Réponds en anglais : combien d’avis ce mois-ci ?',
    ])
      expect(ask(question).intent, question).not.toBe('languages');
  });

  it('answers a thing within a topic by its word, the topic by its figures', () => {
    for (const [question, keyword] of [
      ['what are people saying about our coffee', 'coffee'],
      ['Any complaints about noise at Nord?', 'noise'],
      ['What did people think of the music?', 'music'],
    ] as const) {
      const u = ask(question);
      expect(u.intent, question).toBe('keyword');
      expect(u.keyword).toBe(keyword);
    }
    expect(ask('what are people saying about our drinks').intent).toBe('category');
  });
});

describe('several entries behind one word, compared', () => {
  const twins: Catalogue = {
    locations: catalogue.locations,
    menu: [
      { id: 'fs', name: 'Sandwich falafel', aliases: [] },
      { id: 'fa', name: 'Assiette falafel', aliases: [] },
      { id: 'k', name: 'Kafta', aliases: [] },
    ],
    staff: [
      { id: 'r', name: 'Rebecca Hale', role: 'server', location_id: 'n' },
      { id: 's1', name: 'Sean Gallagher', role: 'server', location_id: 'n' },
      { id: 's2', name: 'Sean Murphy', role: 'manager', location_id: 's' },
    ],
  };
  const parts = (question: string) =>
    subjectsOf(
      { question, restaurantName: 'Le Grand Phare', catalogue: twins },
      understand(question, TODAY, twins, 'Le Grand Phare'),
    ).map((p) => [p.intent, p.menuItem?.id ?? p.staff?.id]);

  it('gives every entry a word could be when two things are compared', () => {
    expect(parts('falafel ou kafta, lequel a les meilleurs commentaires?')).toEqual([
      ['menu', 'fs'],
      ['menu', 'fa'],
      ['menu', 'k'],
    ]);
    // Both words could be several dishes: every one of them.
    const families: Catalogue = {
      ...twins,
      menu: [
        ...twins.menu.filter((m) => m.id !== 'k'),
        { id: 'ks', name: 'Sandwich kafta', aliases: [] },
        { id: 'ka', name: 'Assiette kafta', aliases: [] },
      ],
    };
    const question = 'falafel ou kafta, lequel est le plus apprécié?';
    expect(
      subjectsOf(
        { question, restaurantName: 'Le Grand Phare', catalogue: families },
        understand(question, TODAY, families, 'Le Grand Phare'),
      ).map((p) => p.menuItem?.id),
    ).toEqual(['fs', 'fa', 'ks', 'ka']);
    expect(parts('Who gets better reviews, Rebecca or Sean?')).toEqual([
      ['staff', 'r'],
      ['staff', 's1'],
      ['staff', 's2'],
    ]);
  });

  it('compares the two people a "which" asks between, and still asks which one otherwise', () => {
    expect(parts('Which Sean do guests like more?')).toEqual([
      ['staff', 's1'],
      ['staff', 's2'],
    ]);
    expect(parts('How is Sean doing?')).toEqual([['clarify', undefined]]);
  });
});
