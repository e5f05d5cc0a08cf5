/**
 * Checks of the invented agent questions (`training/data/agent-questions.jsonl`) beyond the
 * corpus scorer's: a question back when a name could be several people or dishes, a "not on
 * your menu / staff" when it names none, the staff member with the most complaints or praise,
 * two locations compared, incident counts, the worst or best weekday and the share of some stars. Standard metrics and declines go through `eval-agent-score.ts`.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { AgentReply } from '../src/ai/agent/engine.ts';
import type { Review } from '../eval/corpus.ts';
import {
  inScope,
  namesLocation,
  TODAY,
  score,
  scorePeriod,
  type Check,
  type Group,
  type Question,
} from './eval-agent-score.ts';
import {
  periodsIn,
  counted,
  decimal,
  fold,
  hasWord,
  numberIn,
  figuresText,
  roundings,
} from './eval-agent-text.ts';

const period = z.strictObject({ from: z.string(), to: z.string() });
const intent = z.strictObject({
  metric: z.string(),
  period: period.nullable(),
  locations: z.array(z.string()).nullable(),
  dish: z.string().optional(),
  staff: z.string().optional(),
  top: z.number().int().positive().optional(),
  byLocation: z.boolean().optional(),
  /** Only reviews of these stars count ("how many 1 stars did Glebe get"). */
  stars: z.array(z.number().int().min(1).max(5)).optional(),
  /** `staff-praise`: only staff whose role is one of these ("server" also reads serveur/serveuse). */
  roles: z.array(z.enum(['server'])).optional(),
  /** `incidents`: only these kinds (any kind when absent). */
  incidents: z.array(z.string()).optional(),
  /** Only reviews whose labels judge this aspect, any polarity ("1 star reviews that mention the wait"). */
  aspect: z.string().optional(),
  /** Only reviews from these platforms ("how r we doing on google"). */
  platforms: z.array(z.enum(['google', 'yelp', 'tripadvisor'])).optional(),
  /**
   * The period was said loosely ("lately", « ces temps-ci », "is X doing better" with no period):
   * `period` is the default (the last 30 days), and a stated recent period is right too, the
   * figure then read for the period the answer states (see `agent-questions.md`).
   */
  vague: z.boolean().optional(),
});
const trainingQuestion = z.strictObject({
  id: z.string(),
  group: z.string(),
  variety: z.enum(['en', 'fr-fr', 'fr-qc']),
  /** A seeded split (the ninth set on); earlier sets take the hashed holdout (`isHoldout`). */
  split: z.enum(['dev', 'test']).optional(),
  language: z.enum(['en', 'fr']),
  question: z.string(),
  kinds: z.array(z.string()).min(1),
  /** What a right answer does: answer with figures, decline, ask which one, or say it knows no such name. */
  expect: z.enum(['answer', 'decline', 'clarify', 'unknown']),
  /** Earlier user messages of the conversation, oldest first. */
  history: z.array(z.string()).optional(),
  intent: intent.optional(),
  /**
   * A second part the same answer must give too: another figure ("how many and what average"),
   * or the same figure for another period (this quarter against the last).
   */
  and: intent.optional(),
  followUp: z
    .strictObject({
      metric: z.literal('top-complaints'),
      scope: z.enum(['same-month-and-location', 'same-month', 'same-location']),
      top: z.number().int().positive().optional(),
    })
    .optional(),
  /** For `clarify`: the ids the question back must name. */
  candidates: z.array(z.string()).optional(),
  /** For `unknown`: the word the answer must repeat when it says it knows no such dish or person. */
  unknown: z.string().optional(),
  /** For `location-averages`: the locations compared. */
  compare: z.array(z.string()).optional(),
});
export type TrainingQuestion = z.infer<typeof trainingQuestion>;

export const loadTrainingQuestions = (url: URL): TrainingQuestion[] =>
  readFileSync(url, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => trainingQuestion.parse(JSON.parse(line)));

/** Whether a question is held out: its seeded `split` when it has one, else the hashed holdout. */
export const heldOut = (q: TrainingQuestion): boolean =>
  q.split ? q.split === 'test' : isHoldout(q.id);

/**
 * The holdout: about 35% of the questions, by a fixed FNV-1a hash of the id (seed
 * "agent-questions"), so adding questions never moves old ones between the parts.
 */
export function isHoldout(id: string): boolean {
  let h = 0x811c9dc5;
  for (const ch of `agent-questions:${id}`) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 100 < 35;
}

const NOT_FOUND = [
  'not on your menu',
  'not on the menu',
  "isn't on",
  'is not on',
  "don't see",
  'do not see',
  "can't find",
  'cannot find',
  "couldn't find",
  'could not find',
  'no dish',
  'nobody called',
  'no one called',
  'no staff member',
  'not in your',
  'ne trouve',
  'pas sur votre',
  'pas sur la carte',
  'pas au menu',
  'pas dans votre',
  'ne figure',
  'aucun plat',
  'aucun membre',
  'personne du nom',
];

const namesOf = (group: Group, id: string): string[] => {
  const dish = group.menu.find((m) => m.id === id);
  if (dish) return dish.names;
  const person = group.staff.find((s) => s.id === id);
  return person ? [person.fullName] : [id];
};
const fail = (name: Check['name'], why: string): Check => ({ name, ok: false, why });
const pass = (name: Check['name']): Check => ({ name, ok: true, why: '' });
/** A count of reviews or mentions: an answer, where a question back or a "not found" gives none. */
const GIVES_COUNT = /\d+\s+(?:[a-z'-]+\s+){0,2}?(reviews?|avis|mentions?)\b/;

const NONE =
  /\b(nobody|no one|no reviews?|none|not mentioned|aucun|aucune|personne n|personne de l equipe n|pas ete mentionne|0 (reviews?|avis|mentions?))\b/;

function mentionsOf(q: TrainingQuestion, groupReviews: Review[]): number {
  const i = q.intent!;
  return groupReviews.filter(
    (r) =>
      inScope(r, q.group, i.period, i.locations) &&
      (i.dish ? r.dishes.some((d) => d.item === i.dish) : r.staff.some((s) => s.ref === i.staff)),
  ).length;
}

export function scoreTraining(
  q: TrainingQuestion,
  reply: AgentReply,
  group: Group,
  groupReviews: Review[],
): Check[] {
  const first = scoreLoose(q, reply, group, groupReviews);
  if (!q.and) return first;
  const second = scoreLoose({ ...q, intent: q.and, and: undefined }, reply, group, groupReviews);
  return [...first, ...second.map((c) => ({ ...c, why: c.why && `second part: ${c.why}` }))];
}

/** How long a stated period may be for "lately": a week to about three months, ending today. */
const LOOSE_DAYS = { min: 7, max: 92 };

/**
 * A loosely said period: the gold period (the last 30 days), or any recent period the answer
 * states, the figure then checked over that period. Right when one reading is right throughout.
 */
function scoreLoose(
  q: TrainingQuestion,
  reply: AgentReply,
  group: Group,
  groupReviews: Review[],
): Check[] {
  const gold = scoreOne(q, reply, group, groupReviews);
  const intent = q.intent;
  if (!intent?.vague || gold.every((c) => c.ok)) return gold;
  const days = (from: string, to: string) =>
    Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  for (const stated of periodsIn(reply.answer, TODAY)) {
    const n = days(stated.from, stated.to);
    if (stated.to !== TODAY || n < LOOSE_DAYS.min || n > LOOSE_DAYS.max) continue;
    const checks = scoreOne(
      { ...q, intent: { ...intent, period: stated } },
      reply,
      group,
      groupReviews,
    );
    if (checks.every((c) => c.ok)) return checks;
  }
  return gold;
}

function scoreOne(
  q: TrainingQuestion,
  reply: AgentReply,
  group: Group,
  allReviews: Review[],
): Check[] {
  const stars = q.intent?.stars;
  // A share of some stars is over all the reviews; elsewhere `stars` narrows the reviews.
  const aspect = q.intent?.aspect;
  const platforms = q.intent?.platforms;
  const groupReviews = allReviews.filter(
    (r) =>
      (!stars || q.intent?.metric === 'share-stars' || stars.includes(r.stars)) &&
      (!aspect || aspect in r.aspects) &&
      (!platforms || platforms.some((p) => p === r.platform)),
  );
  const text = reply.answer;
  const f = fold(text);
  if (q.expect === 'clarify') {
    const missing = q.candidates!.filter((id) => !namesOf(group, id).some((n) => hasWord(text, n)));
    if (missing.length)
      return [fail('figure', `question back does not name ${missing.join(', ')}`)];
    return [GIVES_COUNT.test(f) ? fail('figure', 'answers instead of asking') : pass('figure')];
  }
  if (q.expect === 'unknown') {
    const typed = [q.unknown!, `${q.unknown}s`, `${q.unknown}x`];
    const says = NOT_FOUND.some((p) => f.includes(fold(p))) && typed.some((w) => hasWord(text, w));
    if (!says) return [fail('figure', `does not say "${q.unknown}" is unknown`)];
    // A count of the word itself in the reviews' text is an answer; any other figure is not.
    const other = f
      .split(/(?<=[.!?:])\s+/)
      .some((s) => GIVES_COUNT.test(s) && !typed.some((w) => hasWord(s, w)));
    return [other ? fail('figure', 'gives figures for something else') : pass('figure')];
  }
  const asked: Question = {
    id: q.id,
    group: q.group,
    split: 'dev',
    language: q.language,
    question: q.question,
    kinds: ['all-time'],
    decline: q.expect === 'decline',
    intent: q.expect === 'decline' ? null : (q.intent as Question['intent']),
    ...(q.followUp ? { followUp: q.followUp } : {}),
  };
  const intent = q.intent;
  if (intent?.metric === 'mentions' && mentionsOf(q, groupReviews) === 0) {
    // Nobody mentioned it: "nobody mentioned", "aucun avis", as well as "0 reviews".
    const checks = score(asked, reply, group, groupReviews);
    const none = NONE.test(f) && !GIVES_COUNT.test(f.replace(/\b0\s+/g, ''));
    return none ? checks.map((c) => (c.name === 'figure' ? pass('figure') : c)) : checks;
  }
  if (!intent || !EXTRA_METRICS.includes(intent.metric))
    return score(asked, reply, group, groupReviews);
  const p = scorePeriod(asked.intent!, text);
  const rs = groupReviews.filter((r) => inScope(r, q.group, intent.period, intent.locations));
  const located = locationCheck(text, group, intent.locations);
  if (intent.metric === 'reply-rate') return [replyRate(text, rs.length, q, group), p];
  if (intent.metric === 'incidents') {
    const kinds = intent.incidents;
    const n = rs.filter((r) => r.incidents.some((i) => !kinds || kinds.includes(i.kind))).length;
    const none = n === 0 && NONE.test(f) && !GIVES_COUNT.test(f.replace(/\b0\s+/g, ''));
    return [
      counted(figuresText(text), n) || none
        ? pass('figure')
        : fail('figure', `${n} reviews reporting an incident not given`),
      p,
      ...located,
    ];
  }
  if (intent.metric === 'share-stars') {
    const share = rs.length
      ? (100 * rs.filter((r) => stars!.includes(r.stars)).length) / rs.length
      : 0;
    const given = [...f.matchAll(/(\d+(?:[.,]\d+)?)\s*%/g)].map((m) => m[1]!);
    const near = given.find((g) => Math.abs(Number(g.replace(',', '.')) - share) <= 0.1 + 1e-9);
    const wrongFormat = near?.includes(q.language === 'fr' ? '.' : ',');
    return [
      near && !wrongFormat
        ? pass('figure')
        : fail('figure', `share of ${stars!.join('/')}★ ${share.toFixed(1)}% not given`),
      p,
      ...located,
    ];
  }
  if (intent.metric === 'dish-complaints') return [dishComplaints(text, rs, group), p, ...located];
  if (intent.metric === 'worst-weekday' || intent.metric === 'best-weekday')
    return [weekday(text, rs, intent.metric === 'best-weekday'), p, ...located];
  if (intent.metric === 'staff-complaints' || intent.metric === 'staff-praise') {
    const polarity = intent.metric === 'staff-praise' ? 'positive' : 'negative';
    // The older staff-complaints questions were scored without the location check; kept so.
    const where = intent.metric === 'staff-praise' ? located : [];
    const counts = new Map<string, number>();
    const eligible = (ref: string) =>
      group.staff.some(
        (m) => m.id === ref && (!intent.roles || /^(server|serveu[rs]e?)$/i.test(m.role)),
      );
    for (const r of rs)
      for (const s of r.staff)
        if (s.polarity === polarity && eligible(s.ref))
          counts.set(s.ref, (counts.get(s.ref) ?? 0) + 1);
    const most = Math.max(0, ...counts.values());
    const top = [...counts].filter(([, c]) => c === most).map(([id]) => id);
    // Nobody was complained about: the right answer says so and names nobody.
    if (!top.length)
      return [
        NONE.test(f) && !group.staff.some((m) => hasWord(text, m.fullName))
          ? pass('figure')
          : fail(
              'figure',
              `no staff ${polarity} mention in the gold period, and the answer names one`,
            ),
        p,
        ...where,
      ];
    const named = top.some((id) => {
      const full = namesOf(group, id)[0]!;
      return hasWord(text, full) || hasWord(text, full.split(' ')[0]!);
    });
    return [
      named
        ? pass('figure')
        : fail('figure', `most ${polarity} mentions ${top.join('/')} not named`),
      p,
      ...where,
    ];
  }
  const figures = figuresText(text);
  const missing: string[] = [];
  for (const loc of q.compare!) {
    const own = rs.filter((r) => r.location === loc);
    if (!own.length) continue;
    const avg = own.reduce((s, r) => s + r.stars, 0) / own.length;
    const wanted = roundings(avg).flatMap((v) =>
      v.endsWith('.0') ? [decimal(v, q.language), v.slice(0, -2)] : [decimal(v, q.language)],
    );
    if (!wanted.some((w) => numberIn(figures, w)) || !namesLocation(text, group, loc))
      missing.push(`${loc} ${wanted[0]}`);
  }
  return [
    missing.length ? fail('figure', `averages missing: ${missing.join(', ')}`) : pass('figure'),
    p,
  ];
}

const EXTRA_METRICS = [
  'staff-complaints',
  'staff-praise',
  'location-averages',
  'reply-rate',
  'incidents',
  'share-stars',
  'worst-weekday',
  'best-weekday',
  'dish-complaints',
];

/**
 * The dish with the most negative mentions ("which dish gets the most complaints", "rank our
 * dishes by complaints"): any of the tied first must be named, by a name or alias of the menu.
 */
function dishComplaints(text: string, rs: Review[], group: Group): Check {
  const counts = new Map<string, number>();
  for (const r of rs)
    for (const d of r.dishes)
      if (d.item && d.polarity === 'negative') counts.set(d.item, (counts.get(d.item) ?? 0) + 1);
  const most = Math.max(0, ...counts.values());
  const top = [...counts].filter(([, c]) => c === most).map(([id]) => id);
  if (!top.length)
    return NONE.test(fold(text))
      ? pass('figure')
      : fail('figure', 'no dish complaint in the gold period, and the answer does not say so');
  const named = top.some((id) => {
    const dish = group.menu.find((m) => m.id === id)!;
    return [...dish.names, ...dish.aliases].some((n) => hasWord(text, n));
  });
  return named
    ? pass('figure')
    : fail('figure', `most complained-about dish ${top.join('/')} (${most}) not named`);
}

/** The location asked about is named (the corpus scorer's check, for the metrics scored here). */
function locationCheck(text: string, group: Group, locations: string[] | null): Check[] {
  if (!locations) return [];
  const missing = locations.filter((l) => !namesLocation(text, group, l));
  return [
    missing.length
      ? fail('location', `location ${missing.join(', ')} not named`)
      : pass('location'),
  ];
}

const WEEKDAYS = [
  ['sunday', 'dimanche'],
  ['monday', 'lundi'],
  ['tuesday', 'mardi'],
  ['wednesday', 'mercredi'],
  ['thursday', 'jeudi'],
  ['friday', 'vendredi'],
  ['saturday', 'samedi'],
];

/** The weekday with the lowest (or highest) average rating, ties either way: the first named. */
function weekday(text: string, rs: Review[], best: boolean): Check {
  const sums = Array.from({ length: 7 }, () => ({ sum: 0, n: 0 }));
  for (const r of rs) {
    const d = new Date(`${r.date}T12:00:00Z`).getUTCDay();
    sums[d]!.sum += r.stars;
    sums[d]!.n++;
  }
  const avgs = sums.map((s) => (s.n ? s.sum / s.n : NaN));
  const known = avgs.filter((a) => !Number.isNaN(a));
  if (!known.length) return fail('figure', 'no reviews in the gold period (corpus)');
  const target = best ? Math.max(...known) : Math.min(...known);
  const wanted = avgs.flatMap((a, d) => (Math.abs(a - target) < 1e-9 ? [d] : []));
  const f = fold(text);
  const first = WEEKDAYS.map((names, d) => ({
    d,
    at: Math.min(
      ...names.map((n) => {
        const m = new RegExp(`(^|[^a-z])${n}s?($|[^a-z])`).exec(f);
        return m ? m.index : Infinity;
      }),
    ),
  }))
    .filter((x) => x.at < Infinity)
    .sort((a, b) => a.at - b.at)[0];
  return first && wanted.includes(first.d)
    ? pass('figure')
    : fail(
        'figure',
        `${best ? 'best' : 'worst'} weekday ${wanted.map((d) => WEEKDAYS[d]![0]).join('/')} (avg ${target.toFixed(2)}) not named first`,
      );
}

/**
 * The reply rate (and time) of the reviews in scope. The corpus database holds reviews and no
 * replies, so every review in scope still waits: a right answer gives the scope's review count and
 * a 0% rate, names the locations asked, and invents no reply time.
 */
function replyRate(text: string, total: number, q: TrainingQuestion, group: Group): Check {
  const figures = figuresText(text);
  const missing = (q.intent!.locations ?? []).filter((l) => !namesLocation(text, group, l));
  if (!numberIn(figures, String(total))) return fail('figure', `${total} reviews not given`);
  if (!/(^|[^\d.,])0\s*%/.test(fold(text))) return fail('figure', 'reply rate 0% not given');
  if (/\d+\s*(h|hours?|heures?|days?|jours?)\b/.test(fold(text)))
    return fail('figure', 'gives a reply time although nothing was replied');
  return missing.length
    ? fail('figure', `location ${missing.join(', ')} not named`)
    : pass('figure');
}
