// Deterministic generator of realistic demo reviews (and replies) for seeding Tableside.
// Pure: the output depends only on the options; randomness comes from a seeded mulberry32.
// The pieces live in ./review-generator/: randomness, dates, authors, dishes, text and replies.
import { BANKS, DEMO_DISHES } from './review-phrases.ts';
import type { Lang, Stars } from './review-phrases.ts';
import { authorName, externalId } from './review-generator/authors.ts';
import { DAY, HOUR, sampleDate } from './review-generator/dates.ts';
import { describeDish } from './review-generator/dishes.ts';
import { firstName } from './review-generator/fill.ts';
import { replyDates, replyText } from './review-generator/replies.ts';
import { composeText, type Ctx } from './review-generator/review-text.ts';
import { makeRng } from './review-generator/rng.ts';
import type { DemoReview, DemoStaff, GenerateOptions } from './review-generator/types.ts';

export type {
  DemoLocation,
  DemoReplyStatus,
  DemoReview,
  DemoStaff,
  GenerateOptions,
} from './review-generator/types.ts';

/** Dishes and drinks of a French-Canadian bistro group. */
export const DEMO_MENU: string[] = DEMO_DISHES.map((d) => d.name);

export const DEMO_STAFF_NAMES: Array<{ name: string; role: DemoStaff['role'] }> = [
  { name: 'Marco', role: 'server' },
  { name: 'Sophie', role: 'bartender' },
  { name: 'Julien', role: 'chef' },
  { name: 'Priya', role: 'server' },
  { name: 'Étienne', role: 'host' },
  { name: 'Nadia', role: 'manager' },
  { name: 'Luc', role: 'server' },
  { name: 'Amira', role: 'bartender' },
  { name: 'Tom', role: 'host' },
  { name: 'Mathilde', role: 'server' },
  { name: 'Kenji', role: 'chef' },
  { name: 'Gabrielle', role: 'manager' },
];

// ---- tuning ---------------------------------------------------------------------------------
const SOURCES = ['google', 'yelp', 'tripadvisor'] as const;
const SOURCE_WEIGHTS = [60, 25, 15];
const RATINGS = [5, 4, 3, 2, 1] as const;
const RATING_WEIGHTS = [55, 20, 10, 7, 8];
const FRENCH_SHARE = 0.3;
const REPLY_RATE: Record<Stars, number> = { 5: 0.55, 4: 0.6, 3: 0.7, 2: 0.8, 1: 0.8 };
/**
 * Reviews of the last three days still wait for a reply: the inbox opens on the reply engine's
 * drafts for them, while the week before shows a team that answers (the Trends screen's time to
 * first reply over the last 7 days). A share of the newest reviews (5%) left the last two to
 * three weeks unanswered at the demo's volume, so that screen read "0 answered".
 */
export const PENDING_DAYS = 3;

/** Generates `count` demo reviews, oldest first. Same options → same output. */
export function generateDemoReviews(opts: GenerateOptions): DemoReview[] {
  const { locations, count, seed } = opts;
  const months = opts.months ?? 12;
  const nowMs = opts.now.getTime();
  if (!Number.isInteger(count) || count < 0) throw new RangeError('count must be an integer ≥ 0');
  if (!(months > 0) || !Number.isFinite(nowMs))
    throw new RangeError('months must be > 0 and now valid');
  if (count === 0) return [];
  if (locations.length === 0) throw new RangeError('at least one location is needed');

  const rng = makeRng(seed);
  const start = new Date(nowMs);
  start.setUTCMonth(start.getUTCMonth() - months);
  const startMs = start.getTime();

  const dishes = [...new Set(opts.menu)].map(describeDish);
  const dishWeights = new Array<number>(dishes.length);
  rng
    .shuffle([...dishes.keys()])
    .forEach((idx, rank) => (dishWeights[idx] = 1 / (rank + 1) ** 0.6));
  const locationWeights = locations.map(() => 0.7 + 0.6 * rng.next());
  const teams = new Map(
    locations.map((l) => [l.id, opts.staff.filter((s) => s.locationId === l.id)]),
  );

  const dates = Array.from({ length: count }, () => sampleDate(rng, startMs, nowMs)).sort(
    (x, y) => x - y,
  );
  const pendingFromMs = nowMs - PENDING_DAYS * DAY;
  const usedIds = new Map(SOURCES.map((s) => [s, new Set<string>()]));

  return dates.map((reviewMs): DemoReview => {
    const location = rng.weighted(locations, locationWeights);
    const source = rng.weighted(SOURCES, SOURCE_WEIGHTS);
    const rating = rng.weighted(RATINGS, RATING_WEIGHTS);
    const lang: Lang = rng.chance(FRENCH_SHARE) ? 'fr' : 'en';
    const team = teams.get(location.id) ?? [];
    const ctx: Ctx = {
      rng,
      bank: BANKS[lang],
      lang,
      rating,
      source,
      team,
      dishes,
      dishWeights,
      base: {
        city: location.city,
        place: location.name,
        mins: String(rng.pick([35, 40, 45, 50, 55])),
        plate: String(rng.pick([24, 28, 32, 36])),
        cocktail: String(rng.pick([17, 18, 19, 21])),
      },
    };
    const [author, first] = authorName(rng, lang, source);
    const { text, m } = composeText(ctx);

    const ids = usedIds.get(source) ?? new Set<string>();
    let id = externalId(rng, source);
    while (ids.has(id)) id = externalId(rng, source);
    ids.add(id);

    let reply: DemoReview['reply'] = null;
    const age = nowMs - reviewMs;
    const manager = team.find((s) => s.role === 'manager');
    const replyBody = () =>
      replyText(ctx, text, m, first, manager ? firstName(manager.name) : null);
    if (reviewMs >= pendingFromMs) {
      if (rng.chance(0.8)) {
        const status = rng.weighted(['draft', 'edited', 'regenerated'] as const, [50, 30, 20]);
        const text = replyBody(); // drawn for every pending review, so the sequence stays the same
        // Only a staff member's own edit keeps these words. The other pending reviews stay
        // unanswered and get the reply engine's drafts, with their checks, when the demo starts
        // (main.ts): the inbox opens on the product's real drafts.
        if (status === 'edited') reply = { text, status, approvedAt: null, postedAt: null };
      }
    } else if (age > 2 * HOUR && rng.chance(REPLY_RATE[rating])) {
      const posted = rng.chance(age > 7 * DAY ? 0.88 : 0.7);
      reply = {
        text: replyBody(),
        status: posted ? 'posted' : 'approved',
        ...replyDates(rng, reviewMs, nowMs, posted),
      };
    }
    return {
      source,
      externalId: id,
      locationId: location.id,
      authorName: author,
      rating,
      text,
      language: lang,
      reviewDate: new Date(reviewMs),
      reply,
    };
  });
}
