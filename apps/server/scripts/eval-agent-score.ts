/**
 * The agent scorer's checks (`eval-agent.ts` runs them): the expected figures computed by brute
 * force over the corpus reviews and their gold labels, never through the agent's tools, and the
 * answer's text read for the figure(s), the period, the location and declines. The checks read
 * text, so they are approximate (apps/server/eval/README.md, "Scoring the agent").
 */
import type { AgentReply } from '../src/ai/agent/engine.ts';
import { loadCorpus, type Corpus, type Review } from '../eval/corpus.ts';
import {
  counted,
  datesIn,
  decimal,
  figuresText,
  fold,
  hasWord,
  iso,
  lastDay,
  numberIn,
  periodsIn,
  roundings,
  type Lang,
  type Range,
} from './eval-agent-text.ts';

export type Group = Corpus['groups'][number];
export type Question = Corpus['agentQuestions'][number];
type Intent = NonNullable<Question['intent']>;

export const corpus = loadCorpus();
export const TODAY = corpus.today;

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

export function inScope(r: Review, groupId: string, period: Range | null, locs: string[] | null) {
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

export type Check = {
  name: 'figure' | 'period' | 'location' | 'decline';
  ok: boolean;
  why: string;
};

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
export const namesLocation = (text: string, group: Group, id: string) =>
  locationWords(group, id).some((w) => hasWord(text, w));

export const DECLINE = [
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

export const NO_ANSWER = [
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

export function scorePeriod(intent: Intent, text: string): Check {
  const stated = periodsIn(text, TODAY);
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

export function score(
  q: Question,
  reply: AgentReply,
  group: Group,
  groupReviews: Review[],
): Check[] {
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
