/**
 * Scores the built-in AI agent on the hand-labelled corpus (`apps/server/eval/`):
 *   npm run -s eval:agent -- [--split dev|test|all] [--verbose]
 *
 * The three groups become Pro restaurants in a fresh embedded database, with their locations, their
 * menus (first name as the name; the other names and the owner's aliases as aliases, as the
 * product stores them) and their staff (full name and role; a person working at every location of
 * the group has no location; guests' nicknames are not stored, the agent has to work them out).
 * Every corpus review goes in, spam included (the agent sees what the restaurant sees), and is
 * analysed as the server analyses it. The agent's clock is the corpus's "today".
 *
 * Each question of the split is asked of the built-in engine as the group's Admin. The expected
 * figures are computed here, by brute force over the corpus reviews and their gold labels, never
 * through the agent's tools. `mentions` and `top-complaints` count gold labels, so they test the
 * review analysis as well as the agent. A question is fully correct when the answer has the
 * figure(s), states a period equal to the gold one, names the location when the question is
 * scoped to one, and, for declines, says it cannot help and gives no figure. The checks read the
 * answer's text (the reply carries no structured period), so they are approximate: see README.
 * The test split is read only for final figures (eval/README.md).
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Actor } from '../src/auth/actor.ts';
import { openPglite } from '../src/db/client.ts';
import {
  locations,
  menuItems,
  restaurants,
  reviews,
  staffMembers,
  subscriptionTiers,
} from '../src/db/schema.ts';
import { bootstrap } from '../src/db/seed/bootstrap.ts';
import { withTenant } from '../src/db/tenant-context.ts';
import { createBuiltinAgent } from '../src/ai/agent/builtin/engine.ts';
import type { AgentReply } from '../src/ai/agent/engine.ts';
import { prepareTurn } from '../src/features/agent/service.ts';
import { analyseReviewPage } from '../src/features/insights/analysis.ts';
import { loadCorpus, type Corpus, type Review } from '../eval/corpus.ts';

const { values } = parseArgs({
  options: {
    split: { type: 'string', default: 'dev' },
    verbose: { type: 'boolean', default: false },
  },
});
const split = values.split;
if (!['dev', 'test', 'all'].includes(split)) throw new Error('--split is dev, test or all');

type Group = Corpus['groups'][number];
type Question = Corpus['agentQuestions'][number];
type Intent = NonNullable<Question['intent']>;
type Lang = 'en' | 'fr';
type Range = { from: string; to: string };

const corpus = loadCorpus();
const TODAY = corpus.today;
/** The agent's clock: the afternoon of "today" in Toronto, the evening in Lyon. */
const NOW = new Date(`${TODAY}T17:00:00Z`);
const TIMEZONES: Record<string, string> = {
  hv: 'America/Toronto',
  cl: 'America/Toronto',
  bp: 'Europe/Paris',
};
/** Noon or so on the review's calendar day, in the group's time zone. */
const NOON_UTC: Record<string, string> = { hv: '16:00', cl: '16:00', bp: '11:00' };

// --- Text helpers (the scorer's own) -----------------------------------------------------------

/** Lower case, no accents, straight apostrophes, single spaces. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/œ/g, 'oe')
    .toLowerCase();

const hasWord = (text: string, term: string) =>
  new RegExp(`(^|[^a-z0-9])${escape(fold(term))}($|[^a-z0-9])`).test(fold(text));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const MONTHS: [RegExp, number][] = [
  [/^(january|jan|janvier|janv)$/, 1],
  [/^(february|feb|fevrier|fevr|fev)$/, 2],
  [/^(march|mar|mars)$/, 3],
  [/^(april|apr|avril|avr)$/, 4],
  [/^(may|mai)$/, 5],
  [/^(june|jun|juin)$/, 6],
  [/^(july|jul|juillet|juil)$/, 7],
  [/^(august|aug|aout)$/, 8],
  [/^(september|sept|sep|septembre)$/, 9],
  [/^(october|oct|octobre)$/, 10],
  [/^(november|nov|novembre)$/, 11],
  [/^(december|dec|decembre)$/, 12],
];
const MONTH_WORD =
  'january|february|march|april|may|june|july|august|september|october|november|december|' +
  'janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|' +
  'jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec|janv|fevr|fev|avr|juil';
const monthOf = (word: string) => MONTHS.find(([re]) => re.test(word))?.[1] ?? null;
const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

type DateHit = {
  start: number;
  end: number;
  day: number | null;
  month: number;
  year: number | null;
};

/** Every date the answer writes: "Oct 01, 2026", "1 sept.", "1er janvier 2026", "2026-10-01", "March 2026". */
function datesIn(text: string): DateHit[] {
  const f = fold(text);
  const hits: DateHit[] = [];
  const taken = (i: number) => hits.some((h) => i >= h.start && i < h.end);
  const patterns: [RegExp, (m: RegExpExecArray) => Omit<DateHit, 'start' | 'end'> | null][] = [
    [/(\d{4})-(\d{2})-(\d{2})/g, (m) => ({ year: +m[1]!, month: +m[2]!, day: +m[3]! })],
    [
      new RegExp(`\\b(${MONTH_WORD})\\.? (\\d{1,2})(?:st|nd|rd|th)?(?:,? (\\d{4}))?\\b`, 'g'),
      (m) => ({ month: monthOf(m[1]!)!, day: +m[2]!, year: m[3] ? +m[3] : null }),
    ],
    [
      new RegExp(`\\b(\\d{1,2})(?:er|st|nd|rd|th)? (${MONTH_WORD})\\.?(?:,? (\\d{4}))?\\b`, 'g'),
      (m) => ({ day: +m[1]!, month: monthOf(m[2]!)!, year: m[3] ? +m[3] : null }),
    ],
    [
      new RegExp(`\\b(${MONTH_WORD})\\.? (\\d{4})\\b`, 'g'),
      (m) => ({ day: null, month: monthOf(m[1]!)!, year: +m[2]! }),
    ],
    // "in 2025" / "en 2025": the whole year (month 0 marks it).
    [
      /\b(?:in|en|during|pendant|for|pour) (\d{4})\b/g,
      (m) => ({ day: null, month: 0, year: +m[1]! }),
    ],
  ];
  for (const [re, read] of patterns) {
    for (let m = re.exec(f); m; m = re.exec(f)) {
      if (taken(m.index)) continue;
      const hit = read(m);
      if (hit && hit.month >= 0 && hit.month <= 12 && (hit.day === null || hit.day <= 31))
        hits.push({ ...hit, start: m.index, end: m.index + m[0].length });
    }
  }
  return hits.sort((a, b) => a.start - b.start);
}

/** The periods the answer states: "A – B" / "du A au B" pairs, single days, whole named months. */
function periodsIn(text: string): Range[] {
  const f = fold(text);
  const hits = datesIn(text);
  const out: Range[] = [];
  const used = new Set<number>();
  for (let i = 0; i + 1 < hits.length; i++) {
    const a = hits[i]!;
    const b = hits[i + 1]!;
    const between = f.slice(a.end, b.start);
    if (a.month === 0 || b.month === 0) continue;
    if (!/^\.?,?\s*(-|–|—|to|through|until|au|a|jusqu'au)\s*$/.test(between)) continue;
    const yearB = b.year ?? Number(TODAY.slice(0, 4));
    const yearA = a.year ?? (a.month > b.month ? yearB - 1 : yearB);
    out.push({
      from: iso(yearA, a.month, a.day ?? 1),
      to: iso(yearB, b.month, b.day ?? lastDay(yearB, b.month)),
    });
    used.add(i).add(i + 1);
  }
  hits.forEach((h, i) => {
    if (used.has(i)) return;
    const year = h.year ?? Number(TODAY.slice(0, 4));
    if (h.month === 0) {
      // A whole year; the current one runs to today.
      const end = `${year}-12-31`;
      out.push({ from: `${year}-01-01`, to: end > TODAY ? TODAY : end });
      return;
    }
    out.push(
      h.day === null
        ? { from: iso(year, h.month, 1), to: iso(year, h.month, lastDay(year, h.month)) }
        : { from: iso(year, h.month, h.day), to: iso(year, h.month, h.day) },
    );
  });
  return out;
}

/** The answer's text with dates, star labels ("4–5★", "1★") and percentages taken out. */
function figuresText(text: string): string {
  let f = fold(text);
  for (const h of datesIn(text).reverse()) f = f.slice(0, h.start) + ' ' + f.slice(h.end);
  return f
    .replace(/\d\s*[–-]\s*\d\s*(★|stars?|etoiles?)/g, ' ')
    .replace(/\b\d\s*(★|-stars?|stars?|etoiles?)/g, ' ')
    .replace(/\d+(?:[.,]\d+)?\s*%/g, ' ');
}

/** A count as a count: "12 reviews", "5 mentions", "mentioned 3 times", "avis : 4". */
const counted = (text: string, n: number) =>
  new RegExp(
    `(^|[^\\d.,])${n}\\s+(?:[a-z'-]+\\s+){0,2}?(reviews?|avis|mentions?|times|fois|guests?|clients?)\\b|` +
      `\\b(reviews?|avis|mentions?)\\s*:\\s*${n}(?![\\d])`,
  ).test(text);

const numberIn = (text: string, n: string) =>
  new RegExp(`(^|[^\\d.,])${escape(n)}($|[^\\d]|[.,](?!\\d))`).test(text);

/** A decimal as the answer's language writes it. */
const decimal = (value: string, lang: Lang) => (lang === 'fr' ? value.replace('.', ',') : value);

/** The 1-decimal roundings a careful writer may give (both sides of an exact tie). */
function roundings(value: number): string[] {
  const up = (Math.round(value * 10 + 1e-9) / 10).toFixed(1);
  const down = (Math.round(value * 10 - 1e-9) / 10).toFixed(1);
  return [...new Set([up, down])];
}

// --- Gold figures, by brute force over the corpus -----------------------------------------------

const ASPECT_WORDS: Record<string, string[]> = {
  food: ['food', 'dishes', 'cuisine', 'nourriture', 'plats', 'bouffe'],
  service: ['service', 'staff', 'personnel'],
  ambience: ['ambience', 'ambiance', 'atmosphere', 'noise', 'bruit', 'decor'],
  price: ['price', 'prices', 'pricing', 'value', 'prix', 'cher', 'qualite-prix'],
  cleanliness: ['cleanliness', 'clean', 'dirty', 'proprete', 'hygiene', 'sale'],
  wait: ['wait', 'waiting', 'waiting times', 'slow', 'attente', 'lenteur'],
  portion: ['portion', 'portions', 'portion size'],
  drinks: ['drinks', 'drink', 'cocktails', 'wine', 'boissons', 'vin'],
  location: ['location', 'emplacement'],
  reservation: ['reservation', 'reservations', 'booking', 'reservation'],
  accessibility: ['accessibility', 'accessible', 'accessibilite'],
};

function inScope(r: Review, groupId: string, period: Range | null, locs: string[] | null) {
  return (
    r.group === groupId &&
    (!period || (r.date >= period.from && r.date <= period.to)) &&
    (!locs || locs.includes(r.location))
  );
}

/** Aspects judged negative, most reviews first; `required` must all be named, `anyOf` fill the rest. */
function topComplaints(rs: Review[], top: number) {
  const counts = new Map<string, number>();
  for (const r of rs)
    for (const [aspect, polarity] of Object.entries(r.aspects))
      if (polarity === 'negative') counts.set(aspect, (counts.get(aspect) ?? 0) + 1);
  const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  const n = Math.min(top, ranked.length);
  if (n === 0) return { required: [], anyOf: [], need: 0, ranked };
  const cut = ranked[n - 1]![1];
  const required = ranked.filter(([, c]) => c > cut).map(([a]) => a);
  const anyOf = ranked.filter(([, c]) => c === cut).map(([a]) => a);
  return { required, anyOf, need: n - required.length, ranked };
}

type Month = { month: string; location: string | null; avg: number };

function monthsRanked(rs: Review[], byLocation: boolean): Month[] {
  const sums = new Map<string, { sum: number; n: number }>();
  for (const r of rs) {
    const key = `${r.date.slice(0, 7)}|${byLocation ? r.location : ''}`;
    const s = sums.get(key) ?? { sum: 0, n: 0 };
    s.sum += r.stars;
    s.n++;
    sums.set(key, s);
  }
  return [...sums.entries()].map(([key, s]) => {
    const [month, location] = key.split('|') as [string, string];
    return { month, location: location || null, avg: s.sum / s.n };
  });
}

// --- Checks ------------------------------------------------------------------------------------

type Check = { name: 'figure' | 'period' | 'location' | 'decline'; ok: boolean; why: string };

const MONTH_NAMES: Record<Lang, string[]> = {
  en: 'January February March April May June July August September October November December'.split(
    ' ',
  ),
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(
    ' ',
  ),
};

function namesMonth(text: string, month: string): boolean {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return datesIn(text).some((h) => h.month === m && (h.year === null || h.year === y));
}

const locationWords = (group: Group, id: string) => {
  const loc = group.locations.find((l) => l.id === id)!;
  const short = loc.name
    .replace(group.name, '')
    .replace(/^[\s–-]+/, '')
    .trim();
  return [loc.name, short];
};
const namesLocation = (text: string, group: Group, id: string) =>
  locationWords(group, id).some((w) => hasWord(text, w));

const DECLINE = [
  "can't",
  'cannot',
  'can not',
  'unable',
  'not able',
  "won't be able",
  'only answer questions',
  'outside what i',
  'ne peux pas',
  'ne peux',
  'pas en mesure',
  'impossible',
  'je reponds seulement',
  'je ne reponds',
  'hors de mon',
];

const NO_ANSWER = [
  "not sure what you're asking",
  'pas sur de comprendre',
  "i can't do that",
  'je ne peux pas faire cela',
];

function scoreFigure(
  q: Question,
  intent: Intent,
  group: Group,
  text: string,
  groupReviews: Review[],
): Check {
  const lang = q.language;
  const rs = groupReviews.filter((r) => inScope(r, q.group, intent.period, intent.locations));
  const figures = figuresText(text);
  const fail = (why: string): Check => ({ name: 'figure', ok: false, why });
  const pass: Check = { name: 'figure', ok: true, why: '' };
  // The help text names topics ("service or prices"): it answers nothing.
  if (NO_ANSWER.some((p) => fold(text).includes(p))) return fail('no answer (help or refusal)');
  switch (intent.metric) {
    case 'count':
      return counted(figures, rs.length) ? pass : fail(`count ${rs.length} not given`);
    case 'average-rating': {
      if (rs.length === 0) return fail('no reviews in the gold period (corpus)');
      const avg = rs.reduce((s, r) => s + r.stars, 0) / rs.length;
      const wanted = roundings(avg).flatMap((v) =>
        v.endsWith('.0') ? [decimal(v, lang), v.slice(0, -2)] : [decimal(v, lang)],
      );
      if (wanted.some((w) => numberIn(figures, w))) return pass;
      const other = roundings(avg).map((v) => decimal(v, lang === 'en' ? 'fr' : 'en'));
      if (other.some((w) => numberIn(figures, w)))
        return fail(`average ${wanted[0]} written in the other language's format`);
      return fail(`average ${wanted.join('/')} not given`);
    }
    case 'share-negative': {
      if (rs.length === 0) return fail('no reviews in the gold period (corpus)');
      const share = (100 * rs.filter((r) => r.stars <= 2).length) / rs.length;
      const given = [...fold(text).matchAll(/(\d+(?:[.,]\d+)?)\s*%/g)].map((m) => m[1]!);
      const near = given.find((g) => Math.abs(Number(g.replace(',', '.')) - share) <= 0.1 + 1e-9);
      if (!near) return fail(`share negative ${share.toFixed(1)}% not given`);
      if (near.includes(lang === 'fr' ? '.' : ','))
        return fail(`share ${near} written in the other language's format`);
      return pass;
    }
    case 'star-distribution': {
      const missing: string[] = [];
      const f = fold(text);
      for (const star of [5, 4, 3, 2, 1]) {
        const n = rs.filter((r) => r.stars === star).length;
        const unit = '(?:★|-?stars?|etoiles?)';
        const a = new RegExp(`(^|[^\\d–-])${star}\\s*${unit}\\s*:?\\s*\\(?${n}(?![\\d])`);
        const b = new RegExp(
          `(^|[^\\d.,])${n}\\s*(?:x|×|reviews? (?:at|of|rated)|avis a)?\\s*${star}\\s*${unit}`,
        );
        if (!a.test(f) && !b.test(f)) missing.push(`${star}★ ${n}`);
      }
      return missing.length ? fail(`star counts missing: ${missing.join(', ')}`) : pass;
    }
    case 'mentions': {
      const id = intent.dish ?? intent.staff!;
      const hit = rs.filter((r) =>
        intent.dish ? r.dishes.some((d) => d.item === id) : r.staff.some((s) => s.ref === id),
      );
      return counted(figures, hit.length)
        ? pass
        : fail(`${hit.length} reviews mentioning ${id} (gold labels) not given`);
    }
    case 'top-complaints': {
      const t = topComplaints(rs, intent.top ?? 3);
      return complaintsNamed(text, t);
    }
    case 'best-month':
    case 'worst-month': {
      const months = monthsRanked(rs, intent.byLocation ?? false);
      if (!months.length) return fail('no reviews in the gold period (corpus)');
      const best = intent.metric === 'best-month';
      const target = best
        ? Math.max(...months.map((m) => m.avg))
        : Math.min(...months.map((m) => m.avg));
      const candidates = months.filter((m) => Math.abs(m.avg - target) < 1e-9);
      const found = candidates.find(
        (c) => namesMonth(text, c.month) && (!c.location || namesLocation(text, group, c.location)),
      );
      const show = candidates
        .map(
          (c) =>
            `${MONTH_NAMES[lang][Number(c.month.slice(5)) - 1]} ${c.month.slice(0, 4)}${c.location ? ` at ${c.location}` : ''}`,
        )
        .join(' or ');
      if (!found) return fail(`${intent.metric} ${show} (avg ${target.toFixed(2)}) not named`);
      if (!q.followUp) return pass;
      // Second step: the first step's month (and location), as the gold found it.
      const [y, m] = found.month.split('-').map(Number) as [number, number];
      const period = { from: iso(y, m, 1), to: iso(y, m, lastDay(y, m)) };
      const locs =
        q.followUp.scope === 'same-month'
          ? intent.locations
          : found.location
            ? [found.location]
            : intent.locations;
      const scoped = groupReviews.filter((r) => inScope(r, q.group, period, locs));
      const check = complaintsNamed(text, topComplaints(scoped, q.followUp.top ?? 3));
      return check.ok ? pass : fail(`follow-up: ${check.why}`);
    }
  }
}

function complaintsNamed(text: string, t: ReturnType<typeof topComplaints>): Check {
  const named = (aspect: string) =>
    (ASPECT_WORDS[aspect] ?? [aspect]).some((w) => hasWord(text, w));
  const missing = t.required.filter((a) => !named(a));
  const fromTies = t.anyOf.filter(named).length;
  const ok = missing.length === 0 && fromTies >= t.need;
  const gold = t.ranked.map(([a, c]) => `${a} ${c}`).join(', ') || 'none';
  return { name: 'figure', ok, why: ok ? '' : `top complaints (gold: ${gold}) not named` };
}

function scorePeriod(intent: Intent, text: string): Check {
  const stated = periodsIn(text);
  const g = intent.period;
  if (!g) {
    const allTime = [
      'since the first review',
      'all time',
      'all-time',
      'depuis le premier avis',
      'depuis toujours',
      'depuis le debut',
    ].some((p) => fold(text).includes(p));
    const whole = stated.some((s) => s.from <= '2025-09-01' && s.to >= TODAY);
    return allTime || whole
      ? { name: 'period', ok: true, why: '' }
      : { name: 'period', ok: false, why: 'no all-time period stated' };
  }
  if (stated.some((s) => s.from === g.from && s.to === g.to))
    return { name: 'period', ok: true, why: '' };
  const said = stated.map((s) => (s.from === s.to ? s.from : `${s.from}…${s.to}`)).join(', ');
  return {
    name: 'period',
    ok: false,
    why: `period ${g.from}…${g.to} not stated${said ? ` (stated: ${said})` : ' (none stated)'}`,
  };
}

function score(q: Question, reply: AgentReply, group: Group, groupReviews: Review[]): Check[] {
  const text = reply.answer;
  if (q.decline || !q.intent) {
    const says = DECLINE.some((p) => fold(text).includes(p));
    const figures = /\d/.test(text.replace(group.name, ''));
    return [
      {
        name: 'decline',
        ok: says && !figures,
        why: !says ? 'does not say it cannot help' : figures ? 'declines but gives figures' : '',
      },
    ];
  }
  const checks = [scoreFigure(q, q.intent, group, text, groupReviews), scorePeriod(q.intent, text)];
  if (q.intent.locations) {
    // The help text's examples name locations too ("at Plateau").
    const answered = !NO_ANSWER.some((p) => fold(text).includes(p));
    const missing = q.intent.locations.filter((l) => !namesLocation(text, group, l));
    // A per-location breakdown names every location: that is no answer scoped to one.
    const all =
      q.intent.locations.length < group.locations.length &&
      group.locations.every((l) => namesLocation(text, group, l.id));
    checks.push({
      name: 'location',
      ok: answered && missing.length === 0 && !all,
      why: !answered
        ? 'no answer (help or refusal)'
        : missing.length
          ? `location ${missing.join(', ')} not named`
          : all
            ? 'names every location (a breakdown, not the one asked)'
            : '',
    });
  }
  return checks;
}

// --- The database, as the server would hold it -------------------------------------------------

async function main() {
  const database = await openPglite(null);
  const { db } = database;
  await bootstrap(db);
  const [pro] = await db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, 'Pro'));
  const restaurantIds = new Map<string, string>();
  const locationIds = new Map<string, string>();
  for (const group of corpus.groups) {
    const [restaurant] = await db
      .insert(restaurants)
      .values({ name: group.name, subscriptionTierId: pro!.id, timezone: TIMEZONES[group.id]! })
      .returning();
    restaurantIds.set(group.id, restaurant!.id);
    const locs = await db
      .insert(locations)
      .values(group.locations.map((l) => ({ restaurantId: restaurant!.id, name: l.name })))
      .returning();
    group.locations.forEach((l, i) => locationIds.set(l.id, locs[i]!.id));
    await db.insert(menuItems).values(
      group.menu.map((m) => ({
        restaurantId: restaurant!.id,
        name: m.names[0]!,
        aliases: [...m.names.slice(1), ...m.aliases],
      })),
    );
    await db.insert(staffMembers).values(
      group.staff.map((s) => ({
        restaurantId: restaurant!.id,
        name: s.fullName,
        role: s.role,
        locationId: s.locations.length === 1 ? locationIds.get(s.locations[0]!)! : null,
      })),
    );
  }
  await db.insert(reviews).values(
    corpus.reviews.map((r) => ({
      restaurantId: restaurantIds.get(r.group)!,
      locationId: locationIds.get(r.location)!,
      source: r.platform,
      externalId: r.id,
      authorName: r.author,
      rating: r.stars,
      text: r.text,
      reviewDate: new Date(`${r.date}T${NOON_UTC[r.group]}:00Z`),
    })),
  );
  for (const restaurantId of restaurantIds.values()) {
    for (let after: string | null = null; ;) {
      const page = await analyseReviewPage(db, restaurantId, after, 200);
      if (!page.last) break;
      after = page.last;
    }
  }

  const engine = createBuiltinAgent();
  const questions = corpus.agentQuestions.filter((q) => split === 'all' || q.split === split);
  const results: { q: Question; checks: Check[]; answer: string }[] = [];
  for (const q of questions) {
    const group = corpus.groups.find((g) => g.id === q.group)!;
    const restaurantId = restaurantIds.get(q.group)!;
    const actor: Actor = {
      userId: randomUUID(),
      sessionId: randomUUID(),
      role: 'Admin',
      homeRestaurantId: restaurantId,
      restaurantId,
      tierLevel: pro!.level,
      timezone: TIMEZONES[q.group]!,
      homeLocationId: null,
      locationIds: null,
    };
    const reply = await withTenant(restaurantId, async () =>
      engine.answer(await prepareTurn(db, actor, q.question, NOW)),
    );
    const groupReviews = corpus.reviews.filter((r) => r.group === q.group);
    results.push({ q, checks: score(q, reply, group, groupReviews), answer: reply.answer });
  }
  await database.close();
  report(results);
}

// --- Report ------------------------------------------------------------------------------------

function report(results: { q: Question; checks: Check[]; answer: string }[]) {
  const pct = (part: number, whole: number) =>
    whole ? `${((100 * part) / whole).toFixed(1)}%` : '–';
  const full = (r: (typeof results)[number]) => r.checks.every((c) => c.ok);
  const checkRate = (rows: typeof results, name: Check['name']) => {
    const applicable = rows.filter((r) => r.checks.some((c) => c.name === name));
    const ok = applicable.filter((r) => r.checks.find((c) => c.name === name)!.ok).length;
    return applicable.length ? `${pct(ok, applicable.length)} (${applicable.length})` : '–';
  };
  const row = (label: string, rows: typeof results) =>
    `| ${label} | ${rows.length} | ${pct(rows.filter(full).length, rows.length)} | ` +
    `${checkRate(rows, 'figure')} | ${checkRate(rows, 'period')} | ${checkRate(rows, 'location')} | ${checkRate(rows, 'decline')} |`;

  console.log(
    `Agent answers, built-in engine, ${split} split: ${results.length} questions, today ${TODAY}\n`,
  );
  console.log('| questions | n | fully correct | figure | period | location | decline |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  console.log(row('**all**', results));
  for (const lang of ['en', 'fr'] as const)
    console.log(
      row(
        `lang:${lang}`,
        results.filter((r) => r.q.language === lang),
      ),
    );
  const keys = new Set<string>();
  for (const r of results) {
    if (r.q.intent) keys.add(`metric:${r.q.intent.metric}`);
    for (const k of r.q.kinds) keys.add(k);
  }
  for (const key of [...keys].sort()) {
    const rows = results.filter((r) =>
      key.startsWith('metric:')
        ? r.q.intent?.metric === key.slice(7)
        : r.q.kinds.includes(key as Question['kinds'][number]),
    );
    console.log(row(key, rows));
  }
  const right = results.filter(full).length;
  console.log(`\nFully correct: ${right}/${results.length} (${pct(right, results.length)})`);
  if (values.verbose) {
    console.log('\nFailures');
    for (const r of results.filter((x) => !full(x))) {
      console.log(`- ${r.q.id} [${r.q.language}] ${r.q.question}`);
      console.log(`    → ${r.answer.replace(/\s*\n\s*/g, ' ')}`);
      for (const c of r.checks.filter((x) => !x.ok)) console.log(`    ✗ ${c.name}: ${c.why}`);
    }
  }
}

await main();
