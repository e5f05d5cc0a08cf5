import { addDays, formatRange, isoWeekday, lastDayOfMonth } from '@tableside/domain/date-ranges';
import { metrics, range, type Ask, type Draft } from './answer-context.ts';
import { complaintsText } from './complaints.ts';
import type { Period } from './dates.ts';
import { num, periodName, reviewsWord, when } from './phrases.ts';
import { ASKS_WHY } from './question-words.ts';
import { fold } from './text.ts';

// Best and worst months, and what guests complained about in them.

/** The whole or partial calendar months of a period, each clipped to it. */
function monthsOf(p: Period): Period[] {
  const out: Period[] = [];
  let [y, m] = p.range.startDate.split('-').map(Number) as [number, number];
  for (let guard = 0; guard < 240; guard++) {
    const start = `${y}-${String(m).padStart(2, '0')}-01`;
    if (start > p.range.endDate) break;
    const end = lastDayOfMonth(y, m);
    out.push({
      range: {
        startDate: start < p.range.startDate ? p.range.startDate : start,
        endDate: end > p.range.endDate ? p.range.endDate : end,
      },
      label: { kind: 'month', year: y, month: m },
      explicit: true,
    });
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
  return out;
}

/**
 * "Average rating per month for 2026", « le nombre d'avis mois par mois »: each month of the
 * period with its reviews and average, months without a review said as such.
 */
export async function answerByMonth(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const rows: string[] = [];
  let total = 0;
  for (const month of monthsOf(u.period)) {
    const m = await metrics(ask, month);
    total += m.totalReviews;
    const name = periodName(month, lang).replace(/^(in|en) /, '');
    rows.push(
      m.totalReviews === 0 || m.averageRating === null
        ? lang === 'en'
          ? `${name}: no reviews`
          : `${name} : aucun avis`
        : lang === 'en'
          ? `${name}: ${num(m.averageRating, lang)}/5 over ${reviewsWord(m.totalReviews, lang)}`
          : `${name} : ${num(m.averageRating, lang)}/5 sur ${reviewsWord(m.totalReviews, lang)}`,
    );
  }
  const w = when(u.period, lang);
  if (total === 0)
    return { text: lang === 'en' ? `No reviews ${w}.` : `Aucun avis ${w}.`, citations: [] };
  // One line a month: twelve figures in a sentence are hard to scan.
  const lines = rows.map((row) => `\n• ${row}`).join('');
  const text =
    lang === 'en'
      ? `${ask.scopeName} month by month ${w}:${lines}`
      : `${ask.scopeName} mois par mois ${w} :${lines}`;
  return { text, citations: [] };
}

/**
 * "Which was our best month in 2026?", "Quelle adresse a eu le pire mois cette année, et de
 * quoi se plaignaient les clients ?": the month with the highest (lowest) average rating in the
 * period, per location when the question asks which one, then what guests complained about.
 */
export async function answerBestMonth(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const worst = u.ranking === 'worst';
  // "The month with the most reviews": counted, the average said beside.
  const byCount = u.ranking === 'most' || u.ranking === 'least';
  const q = fold(ask.turn.question);
  const perLocation =
    ask.location === 'all' &&
    /\b(which|what|quel\w*) (location|site|branch|restaurant|resto|adresse|succursale|etablissement|emplacement)s?\b/.test(
      q,
    );
  // Months with no review have no average: over all time, only the years that have reviews.
  const months: Period[] = [];
  const [from, to] = [u.period.range.startDate, u.period.range.endDate].map((d) =>
    Number(d.slice(0, 4)),
  );
  for (let year = from!; year <= to!; year++) {
    const yearRange = {
      startDate:
        `${year}-01-01` < u.period.range.startDate ? u.period.range.startDate : `${year}-01-01`,
      endDate: `${year}-12-31` > u.period.range.endDate ? u.period.range.endDate : `${year}-12-31`,
    };
    const yearPeriod: Period = { ...u.period, range: yearRange };
    if (to! - from! > 1 && (await metrics(ask, yearPeriod)).totalReviews === 0) continue;
    months.push(...monthsOf(yearPeriod));
  }
  let pick: { month: Period; avg: number; n: number; id: string; name: string } | null = null;
  for (const month of months) {
    const m = await metrics(ask, month);
    const rows = perLocation
      ? m.locationStats.map((l) => ({
          id: l.locationId,
          name: l.locationName,
          n: l.totalReviews,
          avg: l.avgRating,
        }))
      : [{ id: ask.location, name: ask.scopeName, n: m.totalReviews, avg: m.averageRating }];
    for (const row of rows) {
      if (!row.n || row.avg === null) continue;
      const better = byCount
        ? pick === null || (u.ranking === 'least' ? row.n < pick.n : row.n > pick.n)
        : pick === null || (worst ? row.avg < pick.avg : row.avg > pick.avg);
      const tieMore = !byCount && pick !== null && row.avg === pick.avg && row.n > pick.n;
      if (better || tieMore) pick = { month, avg: row.avg, n: row.n, id: row.id, name: row.name };
    }
  }
  const w = when(u.period, lang);
  if (!pick)
    return { text: lang === 'en' ? `No reviews ${w}.` : `Aucun avis ${w}.`, citations: [] };
  const monthName = periodName(pick.month, lang).replace(/^(in|en) /, '');
  const where = perLocation || ask.location !== 'all' ? ` (${pick.name})` : '';
  const fewest = u.ranking === 'least';
  let text = byCount
    ? lang === 'en'
      ? `Month with the ${fewest ? 'fewest' : 'most'} reviews ${w}: ${monthName}${where}, ${reviewsWord(pick.n, lang)}, average rating ${num(pick.avg, lang)}/5.`
      : `Mois avec le ${fewest ? 'moins' : 'plus'} d’avis ${w} : ${monthName}${where}, ${reviewsWord(pick.n, lang)}, note moyenne ${num(pick.avg, lang)}/5.`
    : lang === 'en'
      ? `${worst ? 'Worst' : 'Best'} month ${w}: ${monthName}${where}, average rating ${num(pick.avg, lang)}/5 over ${reviewsWord(pick.n, lang)}.`
      : `${worst ? 'Pire' : 'Meilleur'} mois ${w} : ${monthName}${where}, note moyenne ${num(pick.avg, lang)}/5 sur ${reviewsWord(pick.n, lang)}.`;
  const scoped: Ask = { ...ask, location: pick.id };
  if (
    ASKS_WHY.test(q) ||
    /\b(wrong|complain\w*|issues?|problems?|plai\w*|chial\w*|probleme\w*|reproch\w*|quoi)\b/.test(q)
  ) {
    const complaints = await complaintsText(scoped, pick.month, lang, {
      en: 'Complaints that month',
      fr: 'Plaintes ce mois-là',
    });
    text += complaints.text;
  }
  const citations = await ask.turn.tools.run('search_reviews', {
    location: pick.id,
    ...range(pick.month),
    ...(worst ? { ratings: [1, 2] } : {}),
    limit: 3,
  });
  return { text, citations };
}

/** The weeks (Monday to Sunday) of a period, each clipped to it. */
function weeksOf(p: Period): Period[] {
  const out: Period[] = [];
  let start = addDays(p.range.startDate, -(isoWeekday(p.range.startDate) - 1));
  while (start <= p.range.endDate) {
    const end = addDays(start, 6);
    out.push({
      range: {
        startDate: start < p.range.startDate ? p.range.startDate : start,
        endDate: end > p.range.endDate ? p.range.endDate : end,
      },
      label: { kind: 'named', key: 'span' },
      explicit: true,
    });
    start = addDays(start, 7);
  }
  return out;
}

/**
 * "What was our best week this year?", « notre pire semaine »: the week with the highest (lowest)
 * average rating in the period, the latest twelve months when none is named; a week needs two
 * reviews, so one glowing review is no best week.
 */
export async function answerBestWeek(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const worst = u.ranking === 'worst';
  let pick: { week: Period; avg: number; n: number } | null = null;
  // Over all time, the weeks from the first year that has reviews.
  let start = u.period.range.startDate;
  const last = Number(u.period.range.endDate.slice(0, 4));
  for (let year = Number(start.slice(0, 4)); year < last; year++) {
    const end = `${year}-12-31`;
    if (
      (await metrics(ask, { ...u.period, range: { startDate: start, endDate: end } })).totalReviews
    )
      break;
    start = `${year + 1}-01-01`;
  }
  const weeks = weeksOf({
    ...u.period,
    range: { startDate: start, endDate: u.period.range.endDate },
  });
  for (const week of weeks) {
    const m = await metrics(ask, week);
    if (m.totalReviews < 2 || m.averageRating === null) continue;
    const better =
      pick === null || (worst ? m.averageRating < pick.avg : m.averageRating > pick.avg);
    const tieMore = pick !== null && m.averageRating === pick.avg && m.totalReviews > pick.n;
    if (better || tieMore) pick = { week, avg: m.averageRating, n: m.totalReviews };
  }
  const w = when(u.period, lang);
  if (!pick)
    return {
      text:
        lang === 'en'
          ? `No week ${w} had two reviews or more.`
          : `Aucune semaine ${w} n’a reçu deux avis ou plus.`,
      citations: [],
    };
  const days = formatRange(pick.week.range, lang, 'text');
  const text =
    lang === 'en'
      ? `${worst ? 'Worst' : 'Best'} week ${w}: ${days}, average rating ${num(pick.avg, lang)}/5 over ${reviewsWord(pick.n, lang)}.`
      : `${worst ? 'Pire' : 'Meilleure'} semaine ${w} : ${days}, note moyenne ${num(pick.avg, lang)}/5 sur ${reviewsWord(pick.n, lang)}.`;
  const citations = await ask.turn.tools.run('search_reviews', {
    location: ask.location,
    ...range(pick.week),
    ...(worst ? { ratings: [1, 2] } : { ratings: [4, 5] }),
    limit: 3,
  });
  return { text, citations };
}
