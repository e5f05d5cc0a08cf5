/**
 * The metrics `eval-agent-training-score.ts` scores beyond the corpus scorer's: the dish most
 * complained about, the worst or best weekday and the reply rate, each a check of the answer's
 * text against the corpus labels.
 */
import type { Review } from '../eval/corpus.ts';
import { namesLocation, type Check, type Group } from './eval-agent-score.ts';
import { counted, figuresText, fold, hasWord, numberIn } from './eval-agent-text.ts';
import type { TrainingQuestion } from './eval-agent-training-set.ts';

export const fail = (name: Check['name'], why: string): Check => ({ name, ok: false, why });
export const pass = (name: Check['name']): Check => ({ name, ok: true, why: '' });
/** A count of reviews or mentions: an answer, where a question back or a "not found" gives none. */
export const GIVES_COUNT = /\d+\s+(?:[a-z'-]+\s+){0,2}?(reviews?|avis|mentions?)\b/;

export const NONE =
  /\b(nobody|no one|no reviews?|none|not mentioned|aucun|aucune|personne n|personne de l equipe n|pas ete mentionne|0 (reviews?|avis|mentions?))\b/;

export const EXTRA_METRICS = [
  'staff-complaints',
  'staff-praise',
  'location-averages',
  'reply-rate',
  'incidents',
  'share-stars',
  'worst-weekday',
  'best-weekday',
  'dish-complaints',
  'language-count',
];

/**
 * The dish with the most negative mentions ("which dish gets the most complaints", "rank our
 * dishes by complaints"): any of the tied first must be named, by a name or alias of the menu.
 */
export function dishComplaints(text: string, rs: Review[], group: Group): Check {
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
export function locationCheck(text: string, group: Group, locations: string[] | null): Check[] {
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
export function weekday(text: string, rs: Review[], best: boolean): Check {
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
export function replyRate(text: string, total: number, q: TrainingQuestion, group: Group): Check {
  const figures = figuresText(text);
  const missing = (q.intent!.locations ?? []).filter((l) => !namesLocation(text, group, l));
  if (!numberIn(figures, String(total))) return fail('figure', `${total} reviews not given`);
  if (!/(^|[^\d.,])0\s*%/.test(fold(text))) return fail('figure', 'reply rate 0% not given');
  // "In the last 30 days" states the period, not a reply time.
  const unperiod = fold(text).replace(/\b(?:last|past|the) \d+ days\b|\b\d+ derniers jours\b/g, '');
  if (/\d+\s*(h|hours?|heures?|days?|jours?)\b/.test(unperiod))
    return fail('figure', 'gives a reply time although nothing was replied');
  return missing.length
    ? fail('figure', `location ${missing.join(', ')} not named`)
    : pass('figure');
}

/**
 * The reviews written in one language ("how many of Hull's reviews were in English"): their
 * count next to a counting word and their share of the scope's reviews, within ±0.1 and in the
 * question's language's format.
 */
export function languageCount(text: string, rs: Review[], q: TrainingQuestion): Check {
  const wanted = q.intent!.reviewLanguage!;
  const n = rs.filter((r) => r.lang.startsWith(wanted)).length;
  if (!rs.length) return fail('figure', 'no reviews in the gold period (corpus)');
  const share = (100 * n) / rs.length;
  const given = [...fold(text).matchAll(/(\d+(?:[.,]\d+)?)\s*%/g)].map((m) => m[1]!);
  const near = given.find((g) => Math.abs(Number(g.replace(',', '.')) - share) <= 0.1 + 1e-9);
  // "6 of the 23 reviews" / « 6 des 23 avis » gives the count as well as "6 reviews".
  const ofAll = new RegExp(
    `(^|[^\\d.,])${n} (?:of the|out of|des|sur) ${rs.length} (?:reviews|avis)\\b`,
  );
  if (!counted(figuresText(text), n) && !ofAll.test(fold(text)))
    return fail('figure', `${n} reviews in ${wanted} not given`);
  if (!near || near.includes(q.language === 'fr' ? '.' : ','))
    return fail('figure', `share in ${wanted} ${share.toFixed(1)}% not given`);
  return pass('figure');
}
