import { describe, expect, it } from 'vitest';
import { analyseLine, readMenu, readStaff } from './batch.ts';
import { loadModel } from './model.ts';
import { analyseReview } from './review-analysis.ts';

const menu = readMenu(['Tiramisu', { name: 'Magret de canard', aliases: ['duck breast'] }, 'food']);
const staff = readStaff([{ name: 'Marco Rossi', role: 'server', aliases: ['Marquito'] }]);

describe('analyseReview', () => {
  it('reads an English review: language, aspects, categories, keywords, menu and staff', () => {
    const r = analyseReview(
      'Our server Marco was lovely. The duck breast was overcooked and dry. Great tiramisu!',
      3,
      { menu, staff },
    );
    expect(r.language).toBe('en');
    expect(r.aspects.map((a) => a.term)).toContain('server');
    expect(r.categories.map((c) => c.category)).toEqual(
      expect.arrayContaining(['food', 'service']),
    );
    expect(r.menuItems).toEqual([
      {
        item: 'Magret de canard',
        polarity: 'negative',
        snippet: 'The duck breast was overcooked and dry.',
      },
      { item: 'Tiramisu', polarity: 'positive', snippet: 'Great tiramisu!' },
    ]);
    expect(r.staff).toEqual([
      { name: 'Marco Rossi', polarity: 'positive', snippet: 'Our server Marco was lovely.' },
    ]);
    expect(r.sentiment.label).toBe('mixed');
    for (const k of r.keywords) for (const v of Object.values(k)) expect(v.trim()).not.toBe('');
  });

  it('credits nobody when two staff share the first name the review uses', () => {
    const twoMarcs = readStaff([
      { name: 'Marc Aubry', role: 'server' },
      { name: 'Marc Denis', role: 'chef' },
    ]);
    const says = (text: string) =>
      analyseReview(text, 5, { staff: twoMarcs }).staff.map((s) => s.name);
    expect(says('Marc was wonderful.')).toEqual([]);
    expect(says('Marc in the kitchen was wonderful.')).toEqual(['Marc Denis']);
  });

  it('reads a French review with the same catalogue', () => {
    const r = analyseReview(
      'Le magret de canard était délicieux, merci MARQUITO ! Mais la salle est bruyante.',
      5,
      {
        menu,
        staff,
      },
    );
    expect(r.language).toBe('fr');
    expect(r.menuItems.map((m) => [m.item, m.polarity])).toEqual([
      ['Magret de canard', 'positive'],
    ]);
    expect(r.staff.map((s) => s.name)).toEqual(['Marco Rossi']);
    expect(r.aspects.map((a) => a.term)).toContain('salle');
  });

  it('scores clear reviews on the right side', () => {
    const clear: [string, string][] = [
      ['Absolutely delicious food and friendly staff, we loved it.', 'positive'],
      ['Rude waiter, cold food, terrible night.', 'negative'],
      ['Slow service, bland pasta, never again.', 'negative'],
      ['The steak was overcooked and the fries were soggy.', 'negative'],
      ['Our server was lovely and the tiramisu was perfect.', 'positive'],
      ['Dirty tables, loud music, awful burgers.', 'negative'],
      ['Great pizza, fair prices, cozy room.', 'positive'],
      ['The soup was cold, the bread stale and the waitress ignored us.', 'negative'],
      ['Overpriced, tiny portions, rude staff.', 'negative'],
      ['Cold coffee, stale croissant, grumpy barista.', 'negative'],
      ['Best brunch in town, the eggs benedict were perfect.', 'positive'],
      ['Long wait, cold food, no apology.', 'negative'],
    ];
    // A learned model misreads the odd clear review (the current one reads "cold food" after
    // "Rude waiter," as praise by contrast); more than one miss in these is a regression.
    const missed = clear.filter(
      ([text, label]) => analyseReview(text, null).sentiment.label !== label,
    );
    expect(missed.length).toBeLessThanOrEqual(1);
  });

  it('reports SemEval categories only with that taxonomy', () => {
    const r = analyseReview('The wine list is great and the place is spotless.', null, {
      taxonomy: 'semeval2014',
    });
    for (const c of [...r.categories, ...r.aspects])
      expect(['food', 'service', 'price', 'ambience', 'anecdotes/miscellaneous']).toContain(
        c.category,
      );
  });

  it('skips empty and emoji-only text with a reason, and never keeps markup', () => {
    expect(analyseReview('', 4).skipped).toBe('empty');
    expect(analyseReview('😀😀🍕', 4).skipped).toBe('no_words');
    const r = analyseReview('<script>alert(1)</script><b>The pasta</b> was <i>great</i>', 5);
    expect(JSON.stringify(r)).not.toMatch(/<|alert/);
    expect(r.aspects.map((a) => a.term)).toContain('pasta');
  });

  it('reads a 100 KB paste only as far as a review could go', () => {
    const huge = 'The pasta was great but the service was slow. '.repeat(2200);
    const r = analyseReview(huge, 3);
    expect(r.aspects.length).toBeGreaterThan(0);
    // The words past 20,000 characters are never read, so a paste costs what a long review does.
    expect(r).toEqual(analyseReview(huge.slice(0, 20_000), 3));
  });

  it('reads words that are also names of JavaScript object properties', () => {
    for (const text of [
      'The constructor of the menu was great',
      'toString, valueOf, hasOwnProperty, __proto__ and prototype: awful service',
      'Le constructor était bon',
    ]) {
      const r = analyseReview(text, 3, { menu, staff });
      expect(['positive', 'negative', 'neutral', 'mixed']).toContain(r.sentiment.label);
      expect(r.skipped).toBeNull();
    }
  });

  it('gives the same answer every time', () => {
    const text = 'Pizza was good, the staff less so.';
    expect(analyseReview(text, 3)).toEqual(analyseReview(text, 3));
    expect(loadModel().version).toBe(1);
  });
});

describe('analyseLine', () => {
  it('answers a malformed line with an error naming it', () => {
    expect(JSON.parse(analyseLine('{oops', 7, {})!)).toEqual({ line: 7, error: 'invalid JSON' });
    expect(JSON.parse(analyseLine('{"id":1}', 8, {})!).line).toBe(8);
    expect(analyseLine('   ', 9, {})).toBeNull();
  });

  it('writes the documented fields', () => {
    const out = JSON.parse(analyseLine('{"id":"a","text":"Great burger","rating":5}', 1, {})!);
    expect(Object.keys(out)).toEqual([
      'id',
      'language',
      'sentiment',
      'categories',
      'aspects',
      'keywords',
      'menuItems',
      'staff',
      'signals',
    ]);
  });
});
