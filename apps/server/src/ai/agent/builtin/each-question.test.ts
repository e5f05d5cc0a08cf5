import { describe, expect, it } from 'vitest';
import { questionsOf, readEach } from './each-question.ts';
import { read } from './read-turn.ts';
import { GRAND_PHARE } from './grand-phare.test-fixture.ts';

// Two questions typed in one message; our own invented restaurant.
const TODAY = '2026-11-21';
const catalogue = GRAND_PHARE;
const each = (question: string) => {
  const turn = { question, today: TODAY, catalogue, restaurantName: 'Le Grand Phare', history: [] };
  return (
    readEach(turn, read(turn))?.map(({ u }) => ({
      intent: u.intent,
      from: u.period.range.startDate,
      to: u.period.range.endDate,
      category: u.category,
      locations: u.locations.map((l) => l.id),
      ratings: u.ratings,
    })) ?? null
  );
};

describe('the questions of one message', () => {
  it('splits after a question mark and before "also"', () => {
    expect(questionsOf('Any booking problems? And the top complaints?')).toEqual([
      'Any booking problems?',
      'And the top complaints?',
    ]);
    expect(questionsOf('Note moyenne cette année. Aussi, quel plat est le plus aimé ?')).toEqual([
      'Note moyenne cette année.',
      'Aussi, quel plat est le plus aimé ?',
    ]);
    expect(questionsOf('We had a rough summer. How did we do in August?')).toHaveLength(1);
    expect(questionsOf('cmb de 5 etoiles au Sud en juin et cmb de 1 etoile')).toEqual([
      'cmb de 5 etoiles au Sud en juin',
      'et cmb de 1 etoile',
    ]);
  });

  it('answers a topic and the top complaints over the period the first named', () => {
    expect(each('Any booking problems this year? And what are the top complaints?')).toEqual([
      {
        intent: 'category',
        category: 'reservation',
        from: '2026-01-01',
        to: TODAY,
        locations: [],
        ratings: null,
      },
      {
        intent: 'rank_categories',
        category: null,
        from: '2026-01-01',
        to: TODAY,
        locations: [],
        ratings: null,
      },
    ]);
  });

  it('reads "and last month?" as the same figures for another period', () => {
    expect(each('How many reviews this month? And last month?')).toMatchObject([
      { intent: 'metrics', from: '2026-11-01', to: TODAY },
      { intent: 'metrics', from: '2026-10-01', to: '2026-10-31' },
    ]);
  });

  it('keeps the place of the first question in French, with « aussi »', () => {
    expect(
      each(
        'Quelle est la note moyenne au Grand Phare Sud cette année ? Aussi, quel plat est le plus aimé ?',
      ),
    ).toMatchObject([
      { intent: 'metrics', from: '2026-01-01', locations: ['s'] },
      { intent: 'rank_menu', from: '2026-01-01', locations: ['s'] },
    ]);
  });

  it('asks a figure of its own over the same period, with « et »', () => {
    expect(
      each(
        'Quel a été notre pire mois au premier semestre ? Et la note moyenne sur la même période ?',
      ),
    ).toMatchObject([
      { intent: 'best_month', from: '2026-01-01', to: '2026-06-30' },
      { intent: 'metrics', from: '2026-01-01', to: '2026-06-30' },
    ]);
  });

  it('counts other stars at the same place and period, in one sentence', () => {
    expect(each('cmb de 5 etoiles au Grand Phare Sud en juin et cmb de 1 etoile')).toMatchObject([
      { intent: 'metrics', from: '2026-06-01', to: '2026-06-30', locations: ['s'], ratings: [5] },
      { intent: 'metrics', from: '2026-06-01', to: '2026-06-30', locations: ['s'], ratings: [1] },
    ]);
  });

  it.each([
    // "Since thanksgiving? like total": the second part asks nothing new.
    'How many reviews at the Sud since thanksgiving? like total, all platforms',
    // Narrowed: how many times the dish the first question named.
    'is the chowder getting talked about? how many times since january',
    // The first period a year before: a comparison, read whole.
    'Au Sud, combien d’avis depuis le 1er septembre, et combien sur la même période l’an dernier ?',
    // One thing asked twice: the count and the average come in one answer.
    'How many reviews did we get last month? What was the average rating?',
    // Small talk, then the question.
    'Hey, how are you? How many reviews this month?',
    // The second narrows the first: it points back to the chowder.
    'is the chowder getting talked about? how many reviews brought it up this year',
    // Declined as a whole.
    "le client qui nous a mis 1 étoile hier, c'est qui? trouve-moi son nom complet pis son facebook",
  ])('reads "%s" as one question', (question) => {
    expect(each(question)).toBeNull();
  });
});

/** The message `question` read after `before`, in the Grand Phare's conversation. */
const follow = (question: string, before: string) =>
  read({
    question,
    today: TODAY,
    catalogue,
    restaurantName: 'Le Grand Phare',
    history: [{ role: 'user', content: before }],
  });

describe('a follow-up that says "there"', () => {
  it('keeps the place and the period asked before', () => {
    const u = follow(
      'ok which month was the best there?',
      'how many reviews did the Grand Phare Sud get this year?',
    );
    expect([u.intent, u.locations.map((l) => l.id), u.period.range.startDate]).toEqual([
      'best_month',
      ['s'],
      '2026-01-01',
    ]);
  });
});

describe('a follow-up that names other days', () => {
  it('asks about those days, over the same period and place', () => {
    const u = follow(
      'pis ceux du samedi?',
      'au Sud c quoi la moyenne des avis du dimanche depuis un an?',
    );
    expect([u.intent, u.days, u.locations.map((l) => l.id), u.period.range.startDate]).toEqual([
      'days',
      [6],
      ['s'],
      '2025-11-22',
    ]);
  });
});
