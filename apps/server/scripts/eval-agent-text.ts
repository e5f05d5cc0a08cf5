/**
 * How the agent scorer reads an answer's text (its own helpers, not the agent's): dates and the
 * periods they state in English or French, figures with dates and star labels taken out, counts
 * next to a counting word, decimals in each language's format.
 */

export type Lang = 'en' | 'fr';
export type Range = { from: string; to: string };

// --- Text helpers (the scorer's own) -----------------------------------------------------------

/** Lower case, no accents, straight apostrophes, single spaces. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/œ/g, 'oe')
    .toLowerCase();

export const hasWord = (text: string, term: string) =>
  new RegExp(`(^|[^a-z0-9])${escape(fold(term))}($|[^a-z0-9])`).test(fold(text));
export const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
export const monthOf = (word: string) => MONTHS.find(([re]) => re.test(word))?.[1] ?? null;
export const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
export const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

export type DateHit = {
  start: number;
  end: number;
  day: number | null;
  month: number;
  year: number | null;
};

/** Every date the answer writes: "Oct 01, 2026", "1 sept.", "1er janvier 2026", "2026-10-01", "March 2026". */
export function datesIn(text: string): DateHit[] {
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
export function periodsIn(text: string, today: string): Range[] {
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
    const yearB = b.year ?? Number(today.slice(0, 4));
    const yearA = a.year ?? (a.month > b.month ? yearB - 1 : yearB);
    out.push({
      from: iso(yearA, a.month, a.day ?? 1),
      to: iso(yearB, b.month, b.day ?? lastDay(yearB, b.month)),
    });
    used.add(i).add(i + 1);
  }
  hits.forEach((h, i) => {
    if (used.has(i)) return;
    const year = h.year ?? Number(today.slice(0, 4));
    if (h.month === 0) {
      // A whole year; the current one runs to today.
      const end = `${year}-12-31`;
      out.push({ from: `${year}-01-01`, to: end > today ? today : end });
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
export function figuresText(text: string): string {
  let f = fold(text);
  for (const h of datesIn(text).reverse()) f = f.slice(0, h.start) + ' ' + f.slice(h.end);
  return f
    .replace(/\d\s*[–-]\s*\d\s*(★|stars?|etoiles?)/g, ' ')
    .replace(/\b\d\s*(★|-stars?|stars?|etoiles?)/g, ' ')
    .replace(/\d+(?:[.,]\d+)?\s*%/g, ' ');
}

/** A count as a count: "12 reviews", "5 mentions", "mentioned 3 times", "avis : 4". */
export const counted = (text: string, n: number) =>
  new RegExp(
    `(^|[^\\d.,])${n}\\s+(?:[a-z'-]+\\s+){0,2}?(reviews?|avis|mentions?|times|fois|guests?|clients?)\\b|` +
      `\\b(reviews?|avis|mentions?)\\s*:\\s*${n}(?![\\d])`,
  ).test(text);

export const numberIn = (text: string, n: string) =>
  new RegExp(`(^|[^\\d.,])${escape(n)}($|[^\\d]|[.,](?!\\d))`).test(text);

/** A decimal as the answer's language writes it. */
export const decimal = (value: string, lang: Lang) =>
  lang === 'fr' ? value.replace('.', ',') : value;

/** The 1-decimal roundings a careful writer may give (both sides of an exact tie). */
export function roundings(value: number): string[] {
  const up = (Math.round(value * 10 + 1e-9) / 10).toFixed(1);
  const down = (Math.round(value * 10 - 1e-9) / 10).toFixed(1);
  return [...new Set([up, down])];
}
