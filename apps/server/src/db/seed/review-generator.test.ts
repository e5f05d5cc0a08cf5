import { describe, expect, it } from 'vitest';
import {
  DEMO_MENU,
  DEMO_STAFF_NAMES,
  generateDemoReviews,
  PENDING_DAYS,
} from './review-generator.ts';
import type { DemoLocation, DemoReview, DemoStaff, GenerateOptions } from './review-generator.ts';
import { AUTHOR_NAMES } from './review-phrases.ts';

const NOW = new Date('2025-06-15T18:30:00Z');
const DAY = 24 * 3_600_000;
const LOCATIONS: DemoLocation[] = [
  { id: 'loc-plateau', name: 'Tableside Bistro Plateau', city: 'Montréal' },
  { id: 'loc-vieux', name: 'Tableside Bistro Vieux-Québec', city: 'Québec' },
  { id: 'loc-byward', name: 'Tableside Bistro ByWard', city: 'Ottawa' },
];
// Four people per location: Marco/Sophie/Julien/Priya, Étienne/Nadia/Luc/Amira, Tom/Mathilde/...
const STAFF: DemoStaff[] = DEMO_STAFF_NAMES.map((s, i) => ({
  ...s,
  locationId: LOCATIONS[Math.floor(i / 4) % LOCATIONS.length]?.id ?? '',
}));

const options = (over: Partial<GenerateOptions> = {}): GenerateOptions => ({
  locations: LOCATIONS,
  staff: STAFF,
  menu: DEMO_MENU,
  count: 2000,
  now: NOW,
  seed: 7,
  ...over,
});

const reviews = generateDemoReviews(options());
const share = (list: DemoReview[], pred: (r: DemoReview) => boolean) =>
  list.filter(pred).length / list.length;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole-word (hyphenated names count as one word), accent-aware, case-insensitive match. */
const anyWord = (...words: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}-])(?:${words.map(escape).join('|')})(?![\\p{L}\\p{N}-])`, 'iu');
const dishesIn = (text: string, menu: string[] = DEMO_MENU) =>
  menu.filter((d) => text.toLowerCase().includes(d.toLowerCase()));
const occurrences = (text: string, part: string) => text.split(part).length - 1;
const withoutDishes = (text: string, menu: string[] = DEMO_MENU) =>
  menu.reduce((t, d) => t.split(d).join(' '), text);
const windowStart = (months: number) => {
  const d = new Date(NOW);
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.getTime();
};

describe('generateDemoReviews: determinism and shape', () => {
  it('returns deep-equal output for the same options, and differs for another seed', () => {
    expect(generateDemoReviews(options())).toEqual(reviews);
    const other = generateDemoReviews(options({ seed: 8 }));
    expect(other).not.toEqual(reviews);
    expect(other.map((r) => r.text)).not.toEqual(reviews.map((r) => r.text));
  });

  it('never calls Math.random', () => {
    const original = Math.random;
    Math.random = () => {
      throw new Error('Math.random was called');
    };
    try {
      expect(generateDemoReviews(options({ count: 300, seed: 99 }))).toHaveLength(300);
    } finally {
      Math.random = original;
    }
  });

  it('respects count, and rejects impossible options', () => {
    for (const count of [0, 1, 17, 250]) {
      expect(generateDemoReviews(options({ count }))).toHaveLength(count);
    }
    expect(reviews).toHaveLength(2000);
    expect(() => generateDemoReviews(options({ count: -1 }))).toThrow(RangeError);
    expect(() => generateDemoReviews(options({ count: 2.5 }))).toThrow(RangeError);
    expect(() => generateDemoReviews(options({ locations: [] }))).toThrow(RangeError);
  });

  it('gives every (source, externalId) pair once', () => {
    const keys = new Set(reviews.map((r) => `${r.source}:${r.externalId}`));
    expect(keys.size).toBe(reviews.length);
    for (const r of reviews) expect(r.externalId.length).toBeGreaterThanOrEqual(9);
  });

  it('spreads reviews over every location, and only those', () => {
    const ids = new Set(LOCATIONS.map((l) => l.id));
    for (const r of reviews) expect(ids.has(r.locationId)).toBe(true);
    for (const l of LOCATIONS) {
      expect(share(reviews, (r) => r.locationId === l.id)).toBeGreaterThan(0.15);
    }
  });
});

describe('generateDemoReviews: distributions', () => {
  it('has a realistic rating spread', () => {
    const expected: Record<number, [number, number]> = {
      5: [0.51, 0.59],
      4: [0.17, 0.23],
      3: [0.075, 0.125],
      2: [0.05, 0.09],
      1: [0.06, 0.1],
    };
    for (const [rating, [lo, hi]] of Object.entries(expected)) {
      const s = share(reviews, (r) => r.rating === Number(rating));
      expect(s, `${rating}-star share`).toBeGreaterThanOrEqual(lo);
      expect(s, `${rating}-star share`).toBeLessThanOrEqual(hi);
    }
  });

  it('has a realistic source and language mix', () => {
    expect(share(reviews, (r) => r.source === 'google')).toBeGreaterThan(0.55);
    expect(share(reviews, (r) => r.source === 'google')).toBeLessThan(0.65);
    expect(share(reviews, (r) => r.source === 'yelp')).toBeGreaterThan(0.21);
    expect(share(reviews, (r) => r.source === 'yelp')).toBeLessThan(0.29);
    expect(share(reviews, (r) => r.source === 'tripadvisor')).toBeGreaterThan(0.11);
    expect(share(reviews, (r) => r.source === 'tripadvisor')).toBeLessThan(0.19);
    const fr = share(reviews, (r) => r.language === 'fr');
    expect(fr).toBeGreaterThan(0.26);
    expect(fr).toBeLessThan(0.34);
  });

  it('keeps dates inside the window, oldest first, busier at weekends and lately', () => {
    const start = windowStart(12);
    let previous = -Infinity;
    for (const r of reviews) {
      const t = r.reviewDate.getTime();
      expect(t).toBeGreaterThanOrEqual(start);
      expect(t).toBeLessThanOrEqual(NOW.getTime());
      expect(t).toBeGreaterThanOrEqual(previous);
      previous = t;
    }
    // Fri–Sun would be 3/7 ≈ 0.43 without a weekend bump.
    expect(share(reviews, (r) => [0, 5, 6].includes(r.reviewDate.getUTCDay()))).toBeGreaterThan(
      0.47,
    );
    const middle = (start + NOW.getTime()) / 2;
    expect(share(reviews, (r) => r.reviewDate.getTime() > middle)).toBeGreaterThan(0.52);
  });

  it('honours the months option', () => {
    const start = windowStart(3);
    for (const r of generateDemoReviews(options({ months: 3, count: 500 }))) {
      expect(r.reviewDate.getTime()).toBeGreaterThanOrEqual(start);
      expect(r.reviewDate.getTime()).toBeLessThanOrEqual(NOW.getTime());
    }
  });
});

describe('generateDemoReviews: review text', () => {
  it('leaves text empty only on a few Google reviews', () => {
    const empty = reviews.filter((r) => r.text === '');
    for (const r of empty) expect(r.source).toBe('google');
    expect(empty.length).toBeGreaterThan(0);
    expect(empty.length / reviews.filter((r) => r.source === 'google').length).toBeLessThan(0.06);
  });

  it('writes 1 to 6 sentences, some of them very short, with no leftover placeholders', () => {
    for (const r of reviews.filter((x) => x.text)) {
      const sentences = r.text.split(/(?<=[.!?])\s+/);
      expect(sentences.length).toBeGreaterThanOrEqual(1);
      expect(sentences.length).toBeLessThanOrEqual(6);
      expect(r.text).not.toMatch(/[{}]|undefined|null|\s{2}|^\s|\s$/);
      expect(r.text).toMatch(/^\p{Lu}/u);
    }
    expect(share(reviews, (r) => r.text !== '' && r.text.split(' ').length <= 4)).toBeGreaterThan(
      0.03,
    );
    expect(share(reviews, (r) => r.text.split(/(?<=[.!?])\s+/).length >= 4)).toBeGreaterThan(0.1);
  });

  it('spells every mentioned dish exactly as on the menu, at most two per review', () => {
    let withDish = 0;
    const misspelt: string[] = [];
    for (const r of reviews) {
      const found = dishesIn(r.text);
      expect(found.length).toBeLessThanOrEqual(2);
      if (found.length > 0) withDish++;
      for (const text of [r.text, r.reply?.text ?? '']) {
        const lower = text.toLowerCase();
        for (const dish of DEMO_MENU) {
          if (occurrences(text, dish) !== occurrences(lower, dish.toLowerCase())) {
            misspelt.push(`"${dish}" in: ${text}`);
          }
        }
      }
    }
    expect(misspelt).toEqual([]);
    expect(withDish / reviews.length).toBeGreaterThan(0.25);
  });

  it('uses only the menu it is given', () => {
    const menu = ['Zorblax stew', 'Quimby Tart', 'glowberry fizz'];
    const custom = generateDemoReviews(options({ menu, count: 800, seed: 3 }));
    let mentions = 0;
    for (const r of custom) {
      expect(dishesIn(`${r.text} ${r.reply?.text ?? ''}`)).toEqual([]);
      const found = dishesIn(r.text, menu);
      expect(found.length).toBeLessThanOrEqual(2);
      mentions += found.length;
      for (const dish of menu) {
        expect(occurrences(r.text, dish)).toBe(
          occurrences(r.text.toLowerCase(), dish.toLowerCase()),
        );
      }
    }
    expect(mentions).toBeGreaterThan(100);
    const empty = generateDemoReviews(options({ menu: [], count: 300 }));
    for (const r of empty) expect(dishesIn(r.text)).toEqual([]);
  });

  it("names staff only from the review's own location", () => {
    let mentioned = 0;
    for (const r of reviews) {
      const others = STAFF.filter((s) => s.locationId !== r.locationId).map((s) => s.name);
      const own = STAFF.filter((s) => s.locationId === r.locationId).map((s) => s.name);
      expect(`${r.text}\n${r.reply?.text ?? ''}`).not.toMatch(anyWord(...others));
      if (anyWord(...own).test(r.text)) mentioned++;
    }
    expect(mentioned / reviews.length).toBeGreaterThan(0.08);
    // Author names never collide with staff names, so the check above is meaningful.
    const staffNames = new Set(DEMO_STAFF_NAMES.map((s) => s.name));
    for (const lang of ['en', 'fr'] as const) {
      for (const first of AUTHOR_NAMES[lang].first) expect(staffNames.has(first)).toBe(false);
    }
  });

  it('mentions no staff when the location has none', () => {
    const lonely = generateDemoReviews(options({ staff: [], count: 400 }));
    const names = anyWord(...DEMO_STAFF_NAMES.map((s) => s.name));
    for (const r of lonely) expect(`${r.text}\n${r.reply?.text ?? ''}`).not.toMatch(names);
  });

  it('writes French reviews in French and English ones in English', () => {
    // Function words, an elided article/pronoun (« l’ », « qu’ »), or accents outside dish names.
    const words = anyWord(
      ...['le', 'la', 'les', 'très', 'nous', 'on', 'un', 'une', 'des', 'du', 'de', 'et', 'est'],
      ...['pas', 'pour', 'mais', 'au', 'que', 'avec', 'à', 'je', 'si', 'quelle', 'belle'],
    );
    const elision = /(?<!\p{L})(?:[cdjlmnst]|qu)’\p{L}/iu;
    const french = {
      test: (t: string) =>
        words.test(t) || elision.test(t) || /[àâçéèêëîïôûùœ]/i.test(withoutDishes(t)),
    };
    const frenchOnly = anyWord('nous', 'très', 'était', 'avec', 'mais', 'vraiment', 'une');
    const englishOnly = anyWord('the', 'and', 'was', 'were', 'we', 'our', 'with');
    const fr = reviews.filter((r) => r.language === 'fr' && r.text);
    const en = reviews.filter((r) => r.language === 'en' && r.text);
    for (const r of fr) {
      expect(french.test(r.text), r.text).toBe(true);
      expect(withoutDishes(r.text)).not.toMatch(englishOnly);
    }
    for (const r of en) {
      expect(withoutDishes(r.text)).not.toMatch(frenchOnly);
      expect(r.text).not.toContain('’'); // French typography stays in French reviews
    }
    expect(share(fr, (r) => /[àâçéèêëîïôûù]/.test(withoutDishes(r.text)))).toBeGreaterThan(0.5);
  });

  it('gives authors EN and FR names, as full names or first name and initial', () => {
    for (const r of reviews) {
      expect(r.authorName).toMatch(/^[\p{Lu}][\p{L}'-]+ (?:[\p{Lu}][\p{L}'-]+|\p{Lu}\.)$/u);
    }
    expect(reviews.some((r) => /[éèëêïîÉ]/.test(r.authorName))).toBe(true);
    expect(reviews.some((r) => /^[A-Za-z'. -]+$/.test(r.authorName))).toBe(true);
    expect(reviews.some((r) => / \p{Lu}\.$/u.test(r.authorName))).toBe(true);
  });
});

describe('generateDemoReviews: replies', () => {
  const replied = reviews.filter((r) => r.reply !== null);
  const pending = (r: (typeof reviews)[number]) =>
    r.reviewDate.getTime() >= NOW.getTime() - PENDING_DAYS * DAY;

  it('replies to about 60% of reviews older than a week', () => {
    const old = reviews.filter((r) => NOW.getTime() - r.reviewDate.getTime() > 7 * DAY);
    const s = share(old, (r) => r.reply !== null);
    expect(s).toBeGreaterThan(0.5);
    expect(s).toBeLessThan(0.7);
  });

  it('answers most of the week before the last three days, as a team using the product does', () => {
    const week = reviews.filter((r) => {
      const age = NOW.getTime() - r.reviewDate.getTime();
      return age > PENDING_DAYS * DAY && age <= 7 * DAY;
    });
    expect(week.length).toBeGreaterThan(5);
    expect(share(week, (r) => r.reply !== null && r.reply.status !== 'edited')).toBeGreaterThan(
      0.4,
    );
    expect(
      reviews.filter(pending).every((r) => r.reply === null || r.reply.status === 'edited'),
    ).toBe(true);
  });

  it('keeps reply timestamps consistent with the status', () => {
    for (const r of replied) {
      const reply = r.reply!;
      const review = r.reviewDate.getTime();
      switch (reply.status) {
        case 'posted':
          expect(reply.approvedAt).toBeInstanceOf(Date);
          expect(reply.postedAt).toBeInstanceOf(Date);
          expect(reply.approvedAt!.getTime()).toBeGreaterThan(review);
          expect(reply.postedAt!.getTime()).toBeGreaterThanOrEqual(reply.approvedAt!.getTime());
          expect(reply.postedAt!.getTime()).toBeLessThanOrEqual(NOW.getTime());
          break;
        case 'approved':
          expect(reply.approvedAt!.getTime()).toBeGreaterThan(review);
          expect(reply.approvedAt!.getTime()).toBeLessThanOrEqual(NOW.getTime());
          expect(reply.postedAt).toBeNull();
          break;
        default:
          expect(reply.approvedAt).toBeNull();
          expect(reply.postedAt).toBeNull();
      }
    }
  });

  it('leaves the newest reviews to the reply engine but a few staff edits, and mostly posts the rest', () => {
    const counts = new Map<string, number>();
    reviews.forEach((r, i) => {
      if (!r.reply) return;
      counts.set(r.reply.status, (counts.get(r.reply.status) ?? 0) + 1);
      expect(r.reply.status === 'edited', `review #${i} (${r.reply.status})`).toBe(pending(r));
    });
    // Drafts are the engine's, written when the demo starts: the generator writes none.
    expect(counts.get('draft') ?? 0).toBe(0);
    expect(counts.get('regenerated') ?? 0).toBe(0);
    for (const status of ['edited', 'approved', 'posted']) {
      expect(counts.get(status) ?? 0, status).toBeGreaterThan(0);
    }
    expect(counts.get('posted') ?? 0).toBeGreaterThan(4 * (counts.get('approved') ?? 0));
  });

  it('answers in the review language, refers to the dish, and signs off', () => {
    const french = anyWord('nous', 'vous', 'merci', 'votre', 'désolés', 'équipe');
    for (const r of replied) {
      const text = r.reply!.text;
      expect(text).not.toMatch(/[{}]|undefined|null/);
      expect(text).toMatch(/\n\n— .+$/);
      if (r.language === 'fr') expect(text).toMatch(french);
      else expect(withoutDishes(text)).not.toMatch(french);
      const dishes = dishesIn(r.text);
      if (dishes.length > 0)
        expect(
          dishes.some((d) => text.includes(d)),
          text,
        ).toBe(true);
    }
    const openings = new Set(replied.map((r) => r.reply!.text.split(/[,!.]/)[0]));
    expect(openings.size).toBeGreaterThan(10);
  });

  it('thanks happy guests and apologises to unhappy ones', () => {
    for (const r of replied.filter((x) => x.language === 'en' && x.text)) {
      if (r.rating === 5) expect(r.reply!.text).toMatch(/thank|glad|made our day/i);
      if (r.rating === 1) expect(r.reply!.text).toMatch(/sorry|apologize/i);
    }
    for (const r of replied.filter((x) => x.language === 'fr' && x.text)) {
      if (r.rating === 5) expect(r.reply!.text).toMatch(/merci|ravis/i);
      if (r.rating === 1) expect(r.reply!.text).toMatch(/désolés|excus/i);
    }
  });
});
