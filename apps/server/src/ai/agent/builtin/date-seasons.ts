import { addDays, isoWeekday } from '@tableside/domain/date-ranges';
import { clip, monthRange, named, ymd, type Period } from './date-parts.ts';

// Periods operators name by the calendar of the trade: seasons ("last summer", "l'été
// dernier", "cet automne") and weekends ("last weekend", "la fin de semaine passée").
// Seasons are meteorological, whole months (winter December to February), since the patio,
// the terrace menu and the holiday rush follow months rather than solstices.

const SEASONS: [RegExp, number][] = [
  [/^(spring|printemps)$/, 3],
  [/^(summer|ete)$/, 6],
  [/^(fall|autumn|automne)$/, 9],
  [/^(winter|hiver)$/, 12],
];

const LAST = '(?:last|previous|past)';
const LAST_FR = '(?:dernier|derniere|passe|passee|precedent|precedente)';
// A season word is a period only with a word that makes it one ("in the fall", "last summer",
// "cet été", "l'hiver dernier"): "did ratings fall" and "a été" are verbs.
const SEASON_EN = new RegExp(
  `\\b(?:(${LAST}|this|this past|our)|in|during|over|throughout|for|since|(?:since )?(?:the )?(?:start|beginning) of)(?: the)? (spring|summer|fall|autumn|winter)(?: (?:of )?(\\d{4}))?\\b|\\b(spring|summer|fall|autumn|winter) (\\d{4})\\b`,
);
const SEASON_FR = new RegExp(
  `\\b(?:(ce|cet|cette)|(?:(?:pendant|durant|de) )?l|le|du|en|au) (printemps|ete|automne|hiver)(?: (${LAST_FR}|\\d{4}))?\\b`,
);

/** The season starting in `month` of `year`: three whole months. */
function seasonRange(year: number, month: number) {
  return {
    startDate: monthRange(year, month).startDate,
    endDate: monthRange(year, month + 2).endDate,
  };
}

/**
 * "last summer", "l'été dernier": the latest such season over by today; "this summer", "cet
 * été", "in the fall", "au printemps": the latest begun by today, clipped; "summer 2025", "l'hiver
 * 2026": that year's (a winter is named by the year of its January).
 */
export function season(q: string, today: string): Period | null {
  const en = SEASON_EN.exec(q);
  const fr = en ? null : SEASON_FR.exec(q);
  if (!en && !fr) return null;
  const [modifier, word, after] = en
    ? [en[1], en[2] ?? en[4], en[3] ?? en[5]]
    : [fr![1], fr![2], fr![3]];
  const month = SEASONS.find(([re]) => re.test(word!))![1];
  if (after && /^\d{4}$/.test(after)) {
    const year = Number(after) - (month === 12 ? 1 : 0);
    const range = clip(seasonRange(year, month), today);
    return range.startDate <= today ? named('span', range) : null;
  }
  const match = (en ?? fr)!;
  // "since the summer", "depuis l'été", "depuis le début de l'été": from its start to today.
  const since =
    /^(since|depuis)\b/.test(match[0]) ||
    /\b(since|depuis)(?: le debut| the start| the beginning)?(?: of| de)?(?: the)? ?$/.test(
      q.slice(0, match.index),
    );
  // In French "l'été" or "le printemps" alone names no particular one: it needs "cet", "dernier"
  // or "depuis" ("depuis le printemps": since this spring began).
  if (fr && !modifier && !after && !/^(en|au)$/.test(fr[0].split(' ')[0]!)) {
    if (!since && !/\b(pendant|durant) l\b/.test(fr[0])) return null;
  }
  const wantsOver = Boolean(
    (modifier && /^(last|previous|past|this past)$/.test(modifier)) || after,
  );
  const [ty] = ymd(today);
  for (let year = ty; year >= ty - 2; year--) {
    const range = seasonRange(year, month);
    if (range.startDate > today) continue;
    if (wantsOver && range.endDate >= today) continue;
    // "since last summer", "depuis l'été dernier": from its start to today.
    return named('span', clip(since ? { ...range, endDate: today } : range, today));
  }
  return null;
}

/**
 * "last weekend", "le week-end dernier", "la fin de semaine passée" (Québec): the latest
 * Saturday and Sunday over by today; "this weekend", "ce week-end", "cette fin de semaine": the
 * latest begun by today.
 */
export function weekend(q: string, today: string): Period | null {
  // "The weekend before last", « l'avant-dernière fin de semaine »: the one before last weekend.
  if (
    /\b(?:weekend|week end) before last\b|\bavant derniere? (?:fin de semaine|weekend|week end)\b/.test(
      q,
    )
  ) {
    const last = weekend('last weekend', today)!;
    return named('span', {
      startDate: addDays(last.range.startDate, -7),
      endDate: addDays(last.range.startDate, -6),
    });
  }
  const match = new RegExp(
    `\\b(?:(${LAST}|this|the|ce|cette|la|le) )?(?:weekend|week end|fin de semaine)(?: (${LAST_FR}))?\\b`,
  ).exec(q);
  if (!match) return null;
  // "How did the weekend go", "how was the weekend": told in the past, the one just over.
  const toldPast = match[1] === 'the' && /\b(did|was|were|went|had)\b/.test(q);
  const wantsOver = Boolean(
    (match[1] && /^(last|previous|past)$/.test(match[1])) || match[2] || toldPast,
  );
  const asksThis = match[1] && /^(this|ce|cette)$/.test(match[1]);
  if (!wantsOver && !asksThis) return null; // "on weekends" is a day of the week, not a period
  const weekday = isoWeekday(today); // 1 Monday … 7 Sunday
  let saturday = addDays(today, 6 - weekday);
  if (saturday > today || (wantsOver && addDays(saturday, 1) >= today))
    saturday = addDays(saturday, -7);
  return named('span', clip({ startDate: saturday, endDate: addDays(saturday, 1) }, today));
}
