import { addDays } from '@tableside/domain/date-ranges';
import * as chrono from 'chrono-node';
import {
  clip,
  latestYear,
  monthNumber,
  monthRange,
  MONTH_WORD,
  MONTHS_EN,
  MONTHS_FR,
  named,
  pad,
  ymd,
  type Period,
} from './date-parts.ts';
import { fold } from './text.ts';

// Periods named by their months, days and years: "in October", "between June and August",
// "since March 3", "du 1er au 15 octobre", "en 2025".

/** An explicit month ("October", "en octobre 2025"): the latest one not after today. */
export function namedMonth(folded: string, today: string): Period | null {
  const [ty, tm] = ymd(today);
  const pattern = new RegExp(`\\b(${[...MONTHS_EN, ...MONTHS_FR].join('|')})\\b( (\\d{4}))?`);
  const match = pattern.exec(folded);
  if (!match) return null;
  // "may" is also a verb: only a month when a year follows or "in"/"en" comes before.
  if (match[1] === 'may' && !match[3] && !/\b(in|of|during) may\b/.test(folded)) return null;
  const word = match[1]!;
  const month = (MONTHS_EN.indexOf(word) + 1 || MONTHS_FR.indexOf(word) + 1) as number;
  const year = match[3] ? Number(match[3]) : month > tm ? ty - 1 : ty;
  const range = monthRange(year, month);
  if (range.endDate > today) range.endDate = today;
  return { range, label: { kind: 'month', year, month }, explicit: true };
}

/** "between September and October", "de juin à août 2026": whole months, the last clipped to today. */
export function monthSpan(q: string, today: string): Period | null {
  const span = new RegExp(
    `\\b${MONTH_WORD}(?: (\\d{4}))? (?:and|to|through|thru|until|till|et|a|au|jusqu a|jusqu en) ${MONTH_WORD}(?: (\\d{4}))?\\b`,
  ).exec(q);
  if (!span) return null;
  const from = monthNumber(span[1]!);
  const to = monthNumber(span[3]!);
  let endYear: number;
  if (span[4]) endYear = Number(span[4]);
  else if (span[2]) endYear = Number(span[2]) + (to < from ? 1 : 0);
  else endYear = latestYear(to, today);
  const startYear = span[2] ? Number(span[2]) : to < from ? endYear - 1 : endYear;
  const range = clip(
    { startDate: monthRange(startYear, from).startDate, endDate: monthRange(endYear, to).endDate },
    today,
  );
  return range.startDate <= range.endDate ? named('span', range) : null;
}

/** "since June", "depuis septembre 2025": from the first of that month to today. */
export function sinceMonth(q: string, today: string): Period | null {
  const since = new RegExp(
    `\\b(?:since|depuis)(?: (?:the start of|the beginning of|early|le debut de|debut|le mois de|le mois d))? ${MONTH_WORD}(?! \\d{1,2}(?:st|nd|rd|th)?\\b)(?: (\\d{4})| (?:of |de |d )?(last year|l an (?:dernier|passe)|l annee (?:derniere|passee)))?\\b`,
  ).exec(q);
  if (!since) return null;
  const month = monthNumber(since[1]!);
  // "Since sept last year", « depuis septembre l'an dernier »: that month of the year before.
  const year = since[2]
    ? Number(since[2])
    : since[3]
      ? ymd(today)[0] - 1
      : latestYear(month, today);
  const startDate = monthRange(year, month).startDate;
  return startDate <= today ? named('span', { startDate, endDate: today }) : null;
}

/**
 * "since March 3", "depuis le 1er janvier": a day read by chrono-node, in the past (a day
 * without its year is the latest one not after today), up to today.
 */
export function sinceDay(question: string, today: string): Period | null {
  const at = /\b(since|depuis)\b/i.exec(question.normalize('NFC'));
  if (!at) return null;
  // « depuis le premier août », "since the first of May": the day in figures, as chrono reads it.
  const rest = question
    .normalize('NFC')
    .slice(at.index + at[0].length)
    .replace(/\b(?:premier|first)\b/i, '1');
  const [y, m, d] = ymd(today);
  const ref = { instant: new Date(Date.UTC(y, m - 1, d, 12)), timezone: 0 };
  const parser = at[1]!.toLowerCase() === 'depuis' ? chrono.fr : chrono.en;
  const found = parser.parse(rest, ref)[0];
  if (!found) return sinceDayOfMonth(fold(rest), today);
  if (found.start.isCertain('weekday') && !found.start.isCertain('day')) {
    // "since Friday", "depuis lundi": the latest such day before today.
    const shown = found.start.date().toISOString().slice(0, 10);
    const startDate =
      shown >= today ? addDays(shown, -7 * Math.ceil((rangeDays(today, shown) + 1) / 7)) : shown;
    return named('span', { startDate, endDate: today });
  }
  if (!found.start.isCertain('day') || !found.start.isCertain('month')) return null;
  const month = found.start.get('month')!;
  const day = found.start.get('day')!;
  let year = found.start.isCertain('year') ? found.start.get('year')! : y;
  if (!found.start.isCertain('year') && `${year}-${pad(month)}-${pad(day)}` > today) year -= 1;
  const startDate = `${year}-${pad(month)}-${pad(day)}`;
  return startDate <= today ? named('span', { startDate, endDate: today }) : null;
}

const rangeDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** "since 2025", "depuis 2025": from the first of January of that year to today. */
export function sinceYear(q: string, today: string): Period | null {
  const match = /\b(?:since|depuis) (?:the start of |le debut de |debut )?(\d{4})\b/.exec(q);
  if (!match || `${match[1]}-01-01` > today) return null;
  return named('span', { startDate: `${match[1]}-01-01`, endDate: today });
}

/**
 * "from March 3 to March 17", "du 1er au 15 octobre": a range of days read by chrono-node, in
 * English or French; without a year, the latest such range that has begun by today.
 */
export function dayRange(question: string, today: string): Period | null {
  const [y, m, d] = ymd(today);
  const ref = { instant: new Date(Date.UTC(y, m - 1, d, 12)), timezone: 0 };
  const text = question.normalize('NFC');
  for (const parser of [chrono.en, chrono.fr]) {
    const results = parser.parse(text, ref);
    const joined = results.find((r) => r.end);
    let start = joined?.start;
    let end = joined?.end;
    // "between March 3 and March 17" comes back as two days joined by a range word.
    const [a, b] = results;
    if (!joined && a && b) {
      const between = text.slice(a.index + a.text.length, b.index);
      if (/^\s*(and|to|through|until|et|au|a|à|jusqu.au|-|–)\s*$/i.test(between))
        [start, end] = [a.start, b.start];
    }
    if (!start || !end) continue;
    const certain = (c: chrono.ParsedComponents) => c.isCertain('day') && c.isCertain('month');
    if (!certain(start) || !certain(end)) continue;
    const day = (c: chrono.ParsedComponents, year: number) =>
      `${year}-${pad(c.get('month')!)}-${pad(c.get('day')!)}`;
    let year = start.isCertain('year') ? start.get('year')! : y;
    if (!start.isCertain('year') && day(start, year) > today) year -= 1;
    const startDate = day(start, year);
    const endYear = end.isCertain('year') ? end.get('year')! : year;
    let endDate = day(end, endYear);
    if (endDate < startDate) endDate = day(end, endYear + 1);
    return named('span', clip({ startDate, endDate }, today));
  }
  return null;
}

/** "in 2026", "en 2025": the whole year, clipped to today. */
export function namedYear(q: string, today: string): Period | null {
  // "in 2025", and a year alone ("2025 vs 2026"): the last reading, so a day or month keeps it.
  const match =
    /\b(?:in|en|for|pour|during|durant|over|sur|of|year|annee) (\d{4})\b/.exec(q) ??
    /(?<![\d.,])\b(20\d{2})\b(?![.,]\d)/.exec(q);
  if (!match) return null;
  const year = Number(match[1]);
  const range = clip({ startDate: `${year}-01-01`, endDate: `${year}-12-31` }, today);
  if (range.startDate > today) return null;
  return { range, label: { kind: 'year', year }, explicit: true };
}

const ORDINAL = '(?:er|st|nd|rd|th|e)?';

/**
 * "between the 1st and the 15th of October", "du 3 au 9 novembre", "entre le 1er et le 15
 * octobre": two days of one month; without a year, the latest such month begun by today.
 */
export function daysOfMonth(q: string, today: string): Period | null {
  const match = new RegExp(
    `\\b(?:between|from|entre|du)(?: the| le)? (\\d{1,2})${ORDINAL} (?:and|to|through|et|au|a)(?: the| le)? (\\d{1,2})${ORDINAL}(?: of| d)? ${MONTH_WORD}(?: (\\d{4}))?\\b`,
  ).exec(q);
  if (!match) return null;
  const month = monthNumber(match[3]!);
  const year = match[4] ? Number(match[4]) : latestYear(month, today);
  const [from, to] = [Number(match[1]), Number(match[2])].sort((a, b) => a - b) as [number, number];
  const last = Number(monthRange(year, month).endDate.slice(8));
  if (from < 1 || to > last) return null;
  const startDate = `${year}-${pad(month)}-${pad(from)}`;
  const range = clip({ startDate, endDate: `${year}-${pad(month)}-${pad(to)}` }, today);
  return range.startDate <= range.endDate ? named('span', range) : null;
}

/** "since mid-October", "depuis la mi-octobre": from the 15th of that month to today. */
export function sinceMidMonth(q: string, today: string): Period | null {
  const match = new RegExp(
    `\\b(?:since|depuis)(?: the| la)? (?:mid|mi) ${MONTH_WORD}(?: (\\d{4}))?\\b`,
  ).exec(q);
  if (!match) return null;
  const month = monthNumber(match[1]!);
  const year = match[2] ? Number(match[2]) : latestYear(month, today);
  const startDate = `${year}-${pad(month)}-15`;
  return startDate <= today ? named('span', { startDate, endDate: today }) : null;
}

const ORDINALS: [RegExp, number][] = [
  [/^(first|1st|premier|1er)$/, 1],
  [/^(second|2nd|deuxieme|2e|seconde?)$/, 2],
  [/^(third|3rd|troisieme|3e)$/, 3],
  [/^(fourth|4th|quatrieme|4e)$/, 4],
];
const ordinal = (word: string) => ORDINALS.find(([re]) => re.test(word))?.[1] ?? 0;

/** "Q3 last year", « le T3 de l'an passé »: the quarter or half of the year before. */
const lastYearAfter = (q: string, match: RegExpExecArray) =>
  /^(?: of| de| d)? (?:last year|the year before|l an (?:dernier|passe)|l annee (?:derniere|passee|precedente))\b/.test(
    q.slice(match.index + match[0].length),
  );

/**
 * "the third quarter", "au T3 2026", "le premier semestre", "the first half of 2025": calendar
 * quarters and halves; without a year, the latest one begun by today.
 */
export function quarterOrHalf(q: string, today: string): Period | null {
  const [y, m] = ymd(today);
  const quarter =
    /\b(?:q|t)([1-4])(?: (\d{4}))?\b/.exec(q) ??
    /\b(first|1st|second|2nd|third|3rd|fourth|4th|premier|1er|deuxieme|2e|troisieme|3e|quatrieme|4e) (?:quarter|trimestre)(?: (?:of |de |d )?(\d{4}))?\b/.exec(
      q,
    );
  if (quarter) {
    const n = Number(quarter[1]) || ordinal(quarter[1]!);
    const current = Math.floor((m - 1) / 3) + 1;
    const year = quarter[2]
      ? Number(quarter[2])
      : lastYearAfter(q, quarter)
        ? y - 1
        : n > current
          ? y - 1
          : y;
    const range = clip(
      {
        startDate: monthRange(year, 3 * n - 2).startDate,
        endDate: monthRange(year, 3 * n).endDate,
      },
      today,
    );
    return range.startDate <= range.endDate ? named('span', range) : null;
  }
  const half =
    // "H1", "S1 2026" (semestre) too.
    /\b(first|second|premier|1er|deuxieme|2e|second) (?:half|semestre)(?: (?:of |de |d )?(\d{4}))?\b/.exec(
      q,
    ) ?? /\b[hs]([12])(?: (\d{4}))?\b/.exec(q);
  if (!half) return null;
  const n = Number(half[1]) || ordinal(half[1]!);
  const year = half[2]
    ? Number(half[2])
    : lastYearAfter(q, half)
      ? y - 1
      : n === 2 && m < 7
        ? y - 1
        : y;
  const range = clip(
    n === 1
      ? { startDate: `${year}-01-01`, endDate: `${year}-06-30` }
      : { startDate: `${year}-07-01`, endDate: `${year}-12-31` },
    today,
  );
  return range.startDate <= range.endDate ? named('span', range) : null;
}

/**
 * "Since our staff meeting on the 3rd", « depuis notre réunion du 3 »: that day of this month, or
 * of the month before when it is still to come; a month named after it is another reading.
 */
function sinceDayOfMonth(rest: string, today: string): Period | null {
  const m = new RegExp(
    `^(?:[a-z']+ ){0,6}?(?:on |du |le )?(?:the )?(\\d{1,2})(?:st|nd|rd|th|er|e)?\\b(?! (?:of |d |de )?${MONTH_WORD}\\b| (?:days?|weeks?|months?|jours?|semaines?|mois|reviews?|avis|stars?|etoiles?|h|hours?|heures?|minutes?|%))`,
  ).exec(rest.trim());
  if (!m) return null;
  const day = Number(m[1]);
  const [y, mo] = ymd(today);
  if (day < 1 || day > 31) return null;
  let start = `${y}-${pad(mo)}-${pad(day)}`;
  if (start > today) start = `${mo === 1 ? y - 1 : y}-${pad(mo === 1 ? 12 : mo - 1)}-${pad(day)}`;
  return named('span', { startDate: start, endDate: today });
}
