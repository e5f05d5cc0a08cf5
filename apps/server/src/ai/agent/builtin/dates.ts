import { addDays, isoWeekday } from '@tableside/domain/date-ranges';
import {
  countOf,
  latestYear,
  MONTH_WORD,
  MONTHS_EN,
  MONTHS_FR,
  monthNumber,
  monthRange,
  monthsBefore,
  named,
  clip,
  pad,
  quarterRange,
  ymd,
  type Period,
} from './date-parts.ts';
import {
  dayRange,
  daysOfMonth,
  monthSpan,
  namedMonth,
  namedYear,
  quarterOrHalf,
  sinceDay,
  sinceMidMonth,
  sinceMonth,
  sinceYear,
} from './date-spans.ts';
import { holiday } from './date-holidays.ts';
import { season, weekend } from './date-seasons.ts';
import { fold } from './text.ts';

export type { Period, PeriodKey } from './date-parts.ts';

// "Mieux ce mois-ci que le mois passé": "que" before a period is a comparison's word too, and
// "… this quarter, and how many last quarter" asks the same figure of a second period.
// "Compare this year to last year", « comparer ce mois-ci au mois dernier »: after a leading
// "compare", "to", "with" and « au » before the other period split it too.
const COMPARISON_WORDS =
  /\b(?:compar\w*|versus|vs|than|par rapport|comparativement|contre|(?:and|et|pis) (?:how many|combien)|(?:and|et|pis|or|ou)(?= (?:(?:au|a l|a la|en|le|la|l|in|over|during|the|for|pour|last|this|cet|cette|ce) )*(?:printemps|ete|automne|hiver|spring|summer|fall|autumn|winter)\b)|que(?= (?:le|la|l|les|ce|cette|cet) (?:mois|semaine|annee|an|trimestre|periode|fin de semaine|week end|printemps|ete|automne|hiver|fetes|temps des fetes)\b)|qu(?:e|')?(?= (?:a l|au|a la|en) (?:mois|semaine|annee|an|trimestre|printemps|ete|automne|hiver|fetes|janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b)|(?:to|with|against)(?= (?:last|the (?:previous|prior|same|one before)|previous|prior|the (?:month|week|quarter|year) before)\b)|(?:au|a la|a l)(?= (?:mois|trimestre|annee|an|semaine)\b))\b/;

// "En octobre pis en septembre", « entre le T2 et le T3 », "in July or in August": "and" or "or"
// before a month or a quarter
// said with its own preposition or article names a second period ("sept and oct" is one span).
export const COMPARISON_SPLIT = new RegExp(
  `${COMPARISON_WORDS.source}|\\b(?:and|et|pis|or|ou) (?=(?:en|in|au|during|pour|for|le|la|the) (?:${MONTH_WORD.replace('(', '(?:')}|q[1-4]|t[1-4])\\b)`,
);

// "Since we changed the menu in August", "depuis le changement de carte en mars", "after we
// hired the new chef in August": since that month; the event between is no period.
const SINCE_EVENT = new RegExp(
  `\\b(since|depuis|after|apres) (?:(?!(?:since|depuis|after|apres|in|en) )[a-z]+ ){1,7}?(?:in|en) (?=${MONTH_WORD}\\b)`,
  'g',
);

// "De quoi se plaignaient-ils ce mois-là", "cette année-là": the period named earlier in the
// message, not the current one.
const THAT_PERIOD =
  /\b(?:ce|cet|cette) (?:jour|soir|mois|semaine|annee|an|trimestre|fin de semaine|week end) la\b/g;

// "Did our rating drop after September?", « après septembre »: from the month after it on.
const AFTER_MONTH = new RegExp(`\\b(after|apres) ${MONTH_WORD}\\b(?! \\d)`, 'g');
const nextMonth = (word: string, month: string) => {
  const en = MONTHS_EN.indexOf(month);
  const i = en >= 0 ? en : MONTHS_FR.indexOf(month);
  const names = en >= 0 ? MONTHS_EN : MONTHS_FR;
  return `${word === 'after' ? 'since' : 'depuis'} ${names[(i + 1) % 12]}`;
};

/** The question folded for reading periods: "a couple of weeks" is two, events are dropped. */
export const foldPeriods = (question: string) =>
  fold(question)
    .replace(AFTER_MONTH, (_, word: string, month: string) => nextMonth(word, month))
    .replace(/\b(?:a )?couple (?:of )?(?=(?:days|weeks|months)\b)/g, '2 ')
    .replace(SINCE_EVENT, (_, word: string) =>
      word === 'after' ? 'since ' : word === 'apres' ? 'depuis ' : `${word} `,
    )
    .replace(THAT_PERIOD, ' ');

const SINCE_THE_FIRST = new RegExp(
  `\\b(?:since (?:the )?(?:1st|first)(?: of (?:the|this) month)?|depuis le (?:1er|1|premier)(?: du mois| de ce mois)?)\\b(?! (?:of|de|du|d|review\\w*|avis|commentaire\\w*|time|fois|jours?|days?|weeks?|semaines?|years?|an|annee|one|quarter|trimestre|semestre|half|visit\\w*|visites?|\\d+)\\b| ${MONTH_WORD}\\b)`,
);

/** Every review up to today. */
export const allTime = (today: string): Period =>
  named('allTime', { startDate: '2000-01-01', endDate: today }, false);

/** The period a question names (English or French), or the last 30 days when it names none. */
export function periodOf(question: string, today: string): Period {
  // "… compared with the month before": the period is named before the comparison; "5-star vs
  // 1-star reviews this year" names it after.
  // "the past couple of weeks", "ces deux dernières semaines": a couple is two.
  const folded = foldPeriods(question);
  const first = firstNamed(folded.split(COMPARISON_SPLIT), question, today);
  return first ? first.period : readPeriod(folded, question, today);
}

/**
 * The first part of a question split at its comparison words that names a period: "Compare our
 * rating this month vs last month" starts with the comparison word, so its first part is empty.
 */
export function firstNamed(parts: string[], question: string, today: string) {
  for (let at = 0; at < parts.length - 1 || at === 0; at++) {
    const period = readPeriod(parts[at]!, question, today);
    if (period.explicit) return { period, at };
    if (parts[at]!.trim()) break;
  }
  return null;
}

export function readPeriod(q: string, question: string, today: string): Period {
  const [y, m] = ymd(today);
  const monday = addDays(today, 1 - isoWeekday(today));
  if (/\b(today|aujourd hui)\b/.test(q))
    return named('today', { startDate: today, endDate: today });
  if (/\b(day before yesterday|avant hier)\b/.test(q)) {
    const d = addDays(today, -2);
    return named('span', { startDate: d, endDate: d });
  }
  if (/\b(yesterday|hier)\b/.test(q)) {
    const d = addDays(today, -1);
    return named('yesterday', { startDate: d, endDate: d });
  }
  // "Since the start of the month / week", "depuis le début du mois": this month or week so far.
  if (
    /\b(month to date|so far this month|since the (start|beginning) of (the|this) month|depuis le debut du mois)\b/.test(
      q,
    )
  )
    return named('thisMonth', { startDate: `${y}-${pad(m)}-01`, endDate: today });
  // "Since the 1st", « depuis le 1er (du mois) »: the first of this month, when no month,
  // year or other thing follows ("since the first review" is all time, "le 1er mars" March 1).
  if (SINCE_THE_FIRST.test(q))
    return named('thisMonth', { startDate: `${y}-${pad(m)}-01`, endDate: today });
  if (
    /\b(so far this week|since the (start|beginning) of (the|this) week|depuis le debut de la semaine)\b/.test(
      q,
    )
  )
    return named('thisWeek', { startDate: monday, endDate: today });
  // "Since last month", "depuis la semaine dernière": from the start of that period to today.
  const sinceLast =
    /\b(?:since|depuis) (?:last|the last|le|la|l) ?(week|month|year|semaine|mois|an|annee) ?(?:derniere|dernier|passee|passe)?\b/.exec(
      q,
    );
  if (sinceLast && /\b(since last|dernier|derniere|passe|passee)\b/.test(sinceLast[0])) {
    const unit = sinceLast[1]!;
    const startDate = /week|semaine/.test(unit)
      ? addDays(monday, -7)
      : /month|mois/.test(unit)
        ? monthRange(y, m - 1).startDate
        : `${y - 1}-01-01`;
    return named('span', { startDate, endDate: today });
  }
  // « Depuis la rentrée (de septembre) »: the back-to-school, September 1 on.
  if (/\bdepuis la rentree\b/.test(q))
    return named('span', { startDate: `${m >= 9 ? y : y - 1}-09-01`, endDate: today });
  if (/\b(?:last|past) fortnight\b|\b(?:derniere|la) quinzaine\b/.test(q))
    return named('lastNDays', { startDate: addDays(today, -13), endDate: today });
  // Year to date, before "since the start" (all time) and "this year" can claim the words.
  if (
    /\b(year to date|ytd|so far this year|since the (start|beginning|1st|first) of (the|this) year|depuis le debut de (l|cette) (annee|an)|depuis le debut de l an)\b/.test(
      q,
    )
  )
    return named('yearToDate', { startDate: `${y}-01-01`, endDate: today });
  // "The past year", "this past year", "depuis un an", "sur les 2 dernières années": years back
  // from today, like months ("last year" and "l'an dernier" stay the calendar year before).
  const years =
    /\b(?:last|past|previous) (\d{1,2}|\w+) years\b/.exec(q) ??
    /\b(\d{1,2}|\w+) (?:dernieres|precedentes) annees\b/.exec(q) ??
    /\b(?:depuis|sur|en) (\d{1,2}|un|deux|trois) ans?\b/.exec(q) ??
    /\b(past) year\b|\b(?:over|in|during|within|for|across) the (last) year\b|\b(?:la|une|cette) (derniere) annee\b|\bl annee (ecoulee)\b|\b(?:the )?(past|last) twelve months\b/.exec(
      q,
    );
  if (years) {
    const word = years.slice(1).find(Boolean)!;
    const n = countOf(word) || 1;
    const startDate = addDays(monthsBefore(today, 12 * n), 1);
    return named('lastNMonths', { startDate, endDate: today }, true, 12 * n);
  }
  const weeks =
    /\b(?:last|past|previous) (\d{1,2}|\w+) weeks?\b/.exec(q) ??
    /\b(\d{1,2}|\w+) (?:dernieres|precedentes) semaines?\b/.exec(q) ??
    /\bdepuis (\d{1,2}|\w+) semaines\b/.exec(q);
  if (weeks && countOf(weeks[1]!) >= 1) {
    const n = countOf(weeks[1]!);
    return named('lastNWeeks', { startDate: addDays(today, 1 - 7 * n), endDate: today }, true, n);
  }
  // "The last 3 months": 3 calendar months ending today, from the day after the same date 3
  // months back (on Nov 21, Aug 22 – Nov 21), not 90 days and not the 3 whole months before.
  const months =
    /\b(?:last|past|previous) (\d{1,2}|\w+) months?\b/.exec(q) ??
    /\b(\d{1,2}|\w+) (?:derniers|precedents) mois\b/.exec(q) ??
    /\bdepuis (\d{1,2}|\w+) mois\b/.exec(q);
  if (months && countOf(months[1]!) >= 1) {
    const n = countOf(months[1]!);
    const startDate = addDays(monthsBefore(today, n), 1);
    return named('lastNMonths', { startDate, endDate: today }, true, n);
  }
  const quarter = Math.floor((m - 1) / 3) + 1;
  if (
    /\b(this|current) quarter\b|\bce trimestre\b|\btrimestre (en cours|actuel)\b|\bdu trimestre\b(?! (dernier|passe|precedent))/.test(
      q,
    )
  )
    return named('thisQuarter', clip(quarterRange(y, quarter), today));
  if (
    /\b(last|previous|past) quarter\b|\btrimestre (dernier|passe|precedent)\b|\bdernier trimestre\b/.test(
      q,
    )
  )
    return named('lastQuarter', quarterRange(y, quarter - 1));
  const week = weekOf(q, today);
  if (week) return week;
  if (
    /\b(?:the )?week before last\b|\bavant derniere semaine\b|\bsemaine avant la derniere\b/.test(q)
  )
    return named('span', { startDate: addDays(monday, -14), endDate: addDays(monday, -8) });
  if (/\b(?:the )?month before last\b|\bavant dernier mois\b|\bmois avant le dernier\b/.test(q))
    return named('span', monthRange(y, m - 2));
  const ago = agoOf(q, today);
  if (ago) return ago;
  const part =
    holiday(q, today) ?? quarterOrHalf(q, today) ?? season(q, today) ?? weekend(q, today);
  if (part) return part;
  const span =
    daysOfMonth(q, today) ??
    sinceMidMonth(q, today) ??
    monthSpan(q, today) ??
    sinceMonth(q, today) ??
    sinceYear(q, today) ??
    sinceDay(question, today) ??
    dayRange(question, today);
  if (span) return span;
  if (/\b(last|previous|past) week\b|\bsemaine (derniere|passee|precedente)\b/.test(q))
    return named('lastWeek', { startDate: addDays(monday, -7), endDate: addDays(monday, -1) });
  if (/\bthis week\b|\bcette semaine\b|\bsemaine en cours\b/.test(q))
    return named('thisWeek', { startDate: monday, endDate: today });
  if (/\b(last|previous|past) month\b|\bmois (dernier|passe|precedent)\b/.test(q))
    return named('lastMonth', monthRange(y, m - 1));
  if (/\bthis month\b|\bce mois( ci)?\b|\bmois en cours\b/.test(q))
    return named('thisMonth', { startDate: `${y}-${pad(m)}-01`, endDate: today });
  if (
    /\b(last|previous|past) year\b|\bannee (derniere|passee|precedente)\b|\bl an (dernier|passe)\b/.test(
      q,
    )
  )
    return named('lastYear', { startDate: `${y - 1}-01-01`, endDate: `${y - 1}-12-31` });
  if (/\bthis year\b|\bcette annee\b|\b(de|dans) l annee\b|\bl annee en cours\b/.test(q))
    return named('thisYear', { startDate: `${y}-01-01`, endDate: today });
  // "Since we opened", "au total": the whole history, asked without the words "all time".
  if (
    /\b(ever|all time|since (the )?(start|beginning)|since (day one|opening|the opening|we opened|we started|we began|launch)|so far|in total|total|altogether|depuis (le )?(debut|toujours)|depuis (l|notre) ouverture|depuis qu on a (ouvert|commence)|depuis le jour un|au total|en tout|jusqu a maintenant|jusqu ici)\b/.test(
      q,
    )
  )
    // "Ever mention the fries? 2026 only", « au total en 2025 »: the year named narrows it.
    return namedYear(q, today) ?? named('allTime', { startDate: '2000-01-01', endDate: today });
  const days =
    /\b(?:last|past) (\d{1,3}|\w+) days?\b/.exec(q) ??
    /\b(\d{1,3}|\w+) derniers jours\b/.exec(q) ??
    /\bdepuis (\d{1,3}|\w+) jours\b/.exec(q);
  // "The last 48 hours", "les dernières 72 heures": reviews carry a day, so as many days.
  const hours =
    /\b(?:last|past) (\d{2,4}) (?:hours|hrs|h)\b/.exec(q) ??
    /\b(\d{2,4}) (?:dernieres|derniere) heures\b|\bdernieres (\d{2,4}) heures\b/.exec(q) ??
    /\bdepuis (\d{2,4}) (?:heures|h)\b/.exec(q);
  if (!days && hours) {
    const n = Math.max(1, Math.round(Number(hours.slice(1).find(Boolean)) / 24));
    return named('lastNDays', { startDate: addDays(today, 1 - n), endDate: today });
  }
  if (days) {
    const n = countOf(days[1]!);
    if (n >= 1 && n <= 3650) {
      return named('lastNDays', { startDate: addDays(today, 1 - n), endDate: today });
    }
  }
  return (
    namedMonth(q, today) ??
    namedYear(q, today) ??
    named('last30Days', { startDate: addDays(today, -29), endDate: today }, false)
  );
}

/**
 * "2 months ago", "3 wks ago", « il y a deux mois »: that whole calendar month or week (Monday
 * to Sunday); "since 2 months ago" runs from its start to today.
 */
function agoOf(q: string, today: string): Period | null {
  const m =
    /\b(\d{1,2}|a|an|\w+) (week|month)s? ago\b/.exec(q) ??
    /\bil y a (\d{1,2}|\w+) (semaine|mois)s?\b/.exec(q);
  if (!m) return null;
  const n = /^(a|an)$/.test(m[1]!) ? 1 : countOf(m[1]!);
  if (n < 1 || n > 24) return null;
  const since = /\b(since|depuis)\b/.test(q.slice(Math.max(0, m.index - 8), m.index));
  let range;
  if (/week|semaine/.test(m[2]!)) {
    const monday = addDays(today, 1 - isoWeekday(today) - 7 * n);
    range = { startDate: monday, endDate: addDays(monday, 6) };
  } else {
    const [y, mo] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
    range = monthRange(y, mo - n);
  }
  return named('span', since ? { startDate: range.startDate, endDate: today } : range);
}

/**
 * "The week of November 9", « la semaine du 9 novembre »: Monday to Sunday around that day, in
 * the latest such month begun by today.
 */
function weekOf(q: string, today: string): Period | null {
  const m =
    new RegExp(`\\bweek of ${MONTH_WORD} (\\d{1,2})(?:st|nd|rd|th)?\\b`).exec(q) ??
    new RegExp(
      `\\b(?:week of (?:the )?|semaine du )(\\d{1,2})(?:st|nd|rd|th|er)? (?:of )?${MONTH_WORD}\\b`,
    ).exec(q);
  if (!m) return null;
  const [word, dayText] = /^\d/.test(m[1]!) ? [m[2]!, m[1]!] : [m[1]!, m[2]!];
  const month = monthNumber(word);
  const day = Number(dayText);
  const year = latestYear(month, today);
  const start = monthRange(year, month).startDate;
  if (day < 1 || day > Number(monthRange(year, month).endDate.slice(8))) return null;
  const date = `${start.slice(0, 8)}${pad(day)}`;
  const monday = addDays(date, 1 - isoWeekday(date));
  const range = clip({ startDate: monday, endDate: addDays(monday, 6) }, today);
  return range.startDate <= range.endDate ? named('span', range) : null;
}
