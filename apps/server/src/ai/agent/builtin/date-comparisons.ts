import { lastDayOfMonth, previousPeriod } from '@tableside/domain/date-ranges';
import {
  MONTH_WORD,
  monthRange,
  monthsBefore,
  named,
  pad,
  quarterRange,
  ymd,
  type Period,
  type PeriodKey,
} from './date-parts.ts';
import { COMPARISON_SPLIT, firstNamed, foldPeriods, readPeriod } from './dates.ts';
import { fold } from './text.ts';

// The period a question compares with: named after its comparison word, a year back, the one
// before, or the current one so far against a whole one.

// "Compared with the same month last year", « par rapport à la même période l'an dernier »: the
// first period a year back, day for day.
const YEAR_BACK =
  /\b(?:(?:the )?same (?:month|period|time|week|quarter|days?|dates?) (?:last year|a year (?:ago|earlier|before)|the year before)|(?:la |le )?meme (?:mois|periode|semaine|trimestre|moment) (?:l an (?:dernier|passe)|l annee (?:derniere|passee|precedente)|il y a un an))\b/;

/**
 * The period a comparison names after its word ("… than last month", "comparée au trimestre
 * précédent", "this year vs last year"), or null when it names none or the same one: then the
 * period before is the one of `comparisonOf`.
 */
export function comparedPeriodOf(question: string, today: string): Period | null {
  const parts = foldPeriods(question).split(COMPARISON_SPLIT);
  if (parts.length < 2) return null;
  const named = firstNamed(parts, question, today);
  const at = named?.at ?? 0;
  const first = named?.period ?? readPeriod(parts[0]!, question, today);
  const rest = parts.slice(at + 1).join(' ');
  if (first.explicit && YEAR_BACK.test(rest))
    return {
      range: {
        startDate: monthsBefore(first.range.startDate, 12),
        endDate: monthsBefore(first.range.endDate, 12),
      },
      label: { kind: 'named', key: 'span' },
      explicit: true,
    };
  let second = readPeriod(rest, question, today);
  // "Ce trimestre par rapport au précédent", "this month vs the one before": the unit before, whole.
  const unit = first.label.kind === 'named' ? PREVIOUS[first.label.key] : undefined;
  if (
    !second.explicit &&
    unit &&
    /^\s*(?:a |au |le |la |l |the )?(?:precedente?|previous(?: one)?|one before|last one|d avant)\b/.test(
      rest,
    )
  )
    second = readPeriod(unit, question, today);
  if (!first.explicit || !second.explicit) return null;
  const same =
    first.range.startDate === second.range.startDate &&
    first.range.endDate === second.range.endDate;
  return same ? null : second;
}

const PREVIOUS: Partial<Record<string, string>> = {
  thisWeek: 'last week',
  thisMonth: 'last month',
  thisQuarter: 'last quarter',
  thisYear: 'last year',
};

const CURRENT: Partial<Record<string, PeriodKey>> = {
  lastWeek: 'thisWeek',
  lastMonth: 'thisMonth',
  lastQuarter: 'thisQuarter',
  lastYear: 'thisYear',
};

/**
 * "How's the poutine doing vs last quarter?": only the comparison names a period, a week, month,
 * quarter or year over; the question is about the current one so far, against that one whole.
 */
export function currentAgainst(
  question: string,
  today: string,
): { period: Period; comparison: Period } | null {
  const folded = fold(question);
  const parts = folded.split(COMPARISON_SPLIT);
  // "Compare Ossington and Leslieville last quarter" opens with the word: no period against;
  // "compared to last year, how are we doing" opens with the period compared with.
  const opens = OPENS_AGAINST.test(folded);
  if (
    parts.length < 2 ||
    (!parts[0]!.trim() && !opens) ||
    readPeriod(parts[0]!, question, today).explicit
  )
    return null;
  // « Répartition des notes au trimestre dernier »: « au » dates the figures, it compares only
  // after a word of comparing (« comparer ce mois-ci au mois dernier » names both periods).
  const word = COMPARISON_SPLIT.exec(folded)?.[0];
  if (word && /^(?:au|a la|a l)$/.test(word) && !COMPARING.test(folded)) return null;
  // « Par rapport à l'an passé »: « a l » is a split word too, so the period is read from the
  // words after the first comparison word when its parts alone name none.
  const after = readPeriod(parts.slice(1).join(' '), question, today);
  const against =
    after.explicit || !word
      ? after
      : readPeriod(folded.slice(folded.indexOf(word) + word.length), question, today);
  const key = against.label.kind === 'named' ? CURRENT[against.label.key] : undefined;
  if (!against.explicit) return null;
  // "Is Laval doing better than last spring?", « ça va-tu mieux que le printemps passé »: how
  // it goes now (the recent default) against that period, over and done.
  if (!key)
    return against.range.endDate < today && BETTER.test(opens ? folded : parts[0]!)
      ? { period: readPeriod('', question, today), comparison: against }
      : null;
  const unit = { thisWeek: 'this week', thisMonth: 'this month', thisQuarter: 'this quarter' };
  const period = readPeriod(unit[key as keyof typeof unit] ?? 'this year', question, today);
  return { period, comparison: against };
}

const OPENS_AGAINST =
  /^(?:compared? (?:to|with)|vs|versus|par rapport (?:a|au|aux)|compar(?:e|ee|ed|es|ees) (?:a|au|aux)|comparativement (?:a|au|aux)) (?:the )?(?:last|previous|prior|same|l an|l annee|le mois|la semaine|le trimestre|les? \w+ (?:dernier|derniere|passee?|precedente?)|(?:mois|trimestre|an|annee|semaine) (?:dernier|derniere|passee?|precedente?))\b/;

const COMPARING = /\b(?:compar\w*|par rapport|mieux|pire|vs|versus|contre|evolu\w*)\b/;

const BETTER =
  /\b(better|worse|improv\w*|mieux|pire|meilleure?s?|ameliore\w*|degrade\w*|doing|going|faring|performing|how s|how is|how are|how r|comment|ca va)\b/;

/** Whether the question asks for a comparison with the period before. */
export function asksComparison(question: string): boolean {
  // "Avant-hier" is a day, not "before".
  return /\b(compar\w*|versus|vs|than|before|previous|prior|evolution|evolue|change[ds]?|trend\w*|tendance|better or worse|up or down|get(?:ting)? (?:any )?(?:better|worse)|got(?:ten)? (?:any )?(?:better|worse)|go(?:ne)? (?:up|down)|went (?:up|down)|getting (better|worse)|s ameliore\w*|se degrade\w*|s est (?:ameliore|degrade)\w*|improved|declined|(mieux|pire|plus|moins) (\w+ ){0,6}que (le|la|l|les|ce|cette|cet) (mois|semaine|annee|an|trimestre)|progress\w*|par rapport|precedent\w*|avant|augment\w*|baiss\w*|drop(?:ped|s)?|dip(?:ped)?|f[ae]ll(?:en)?|slipp?(?:ed)?|ris(?:e|en)|rose|increased?|decreased?|chut\w*|descendu\w*|(?:re)?mont(?:e|ee|es)\b)\b/.test(
    fold(question).replace(
      /\bavant hier\b|\b(?:week|month|weekend|week end) before last\b|\bavant dernier(?:e)? (?:semaine|mois|fin de semaine|weekend|week end)\b/g,
      '',
    ),
  );
}

/** The period to compare with: the month before a whole month, else the same length before. */
export function comparisonOf(period: Period): Period {
  const { range, label } = period;
  const [sy, sm, sd] = ymd(range.startDate);
  const wholeMonth = sd === 1 && range.endDate === lastDayOfMonth(sy, sm);
  // A whole quarter or year compares with the quarter or year before, not the days before;
  // this quarter or this year so far with the one before up to the same day.
  const [ey, em] = ymd(range.endDate);
  if (label.kind === 'named' && ['thisYear', 'yearToDate', 'thisQuarter'].includes(label.key)) {
    const back = label.key === 'thisQuarter' ? 3 : 12;
    const startDate = monthsBefore(range.startDate, back);
    const endDate = monthsBefore(range.endDate, back);
    return { range: { startDate, endDate }, label: { kind: 'named', key: 'span' }, explicit: true };
  }
  if (sd === 1 && range.endDate === lastDayOfMonth(ey, em) && sy === ey) {
    if (sm === 1 && em === 12)
      return {
        range: { startDate: `${sy - 1}-01-01`, endDate: `${sy - 1}-12-31` },
        label: { kind: 'year', year: sy - 1 },
        explicit: true,
      };
    if ((sm - 1) % 3 === 0 && em === sm + 2) return named('span', quarterRange(sy, (sm - 1) / 3));
  }
  if (
    wholeMonth ||
    label.kind === 'month' ||
    (label.kind === 'named' && label.key === 'thisMonth')
  ) {
    const before = monthRange(sy, sm - 1);
    if (!wholeMonth) {
      // This month so far compares with the month before up to the same day.
      const [, , ed] = ymd(range.endDate);
      const end = `${before.startDate.slice(0, 8)}${pad(ed)}`;
      if (end < before.endDate) before.endDate = end;
    }
    const [by, bm] = ymd(before.startDate);
    return { range: before, label: { kind: 'month', year: by, month: bm }, explicit: true };
  }
  return {
    range: previousPeriod(range),
    label: { kind: 'named', key: 'previousPeriod' },
    explicit: true,
  };
}

/** "Year over year", "yoy", "vs a year ago", « sur un an »: the same days a year back. */
const YEAR_OVER_YEAR = new RegExp(
  `\\b(year over year|year on year|yoy|y o y|(?:vs|versus|than|compared (?:to|with)) (?:a|one) year (?:ago|earlier)|d une annee (?:a|sur) l autre|par rapport a il y a un an|(?:than|vs|versus|compared (?:to|with)|qu en|que|par rapport a) (?:in )?${MONTH_WORD} (?:of )?(?:last year|de l an (?:dernier|passe)|de l annee (?:derniere|passee)|l an (?:dernier|passe)))\\b`,
);

/** The same days a year before `period` when the question compares year over year, else null. */
export function yearOverYear(question: string, period: Period): Period | null {
  if (!YEAR_OVER_YEAR.test(fold(question))) return null;
  return {
    range: {
      startDate: monthsBefore(period.range.startDate, 12),
      endDate: monthsBefore(period.range.endDate, 12),
    },
    label: { kind: 'named', key: 'span' },
    explicit: true,
  };
}
