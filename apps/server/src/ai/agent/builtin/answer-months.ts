import { lastDayOfMonth } from '@tableside/domain/date-ranges';
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
      const better = pick === null || (worst ? row.avg < pick.avg : row.avg > pick.avg);
      const tieMore = pick !== null && row.avg === pick.avg && row.n > pick.n;
      if (better || tieMore) pick = { month, avg: row.avg, n: row.n, id: row.id, name: row.name };
    }
  }
  const w = when(u.period, lang);
  if (!pick)
    return { text: lang === 'en' ? `No reviews ${w}.` : `Aucun avis ${w}.`, citations: [] };
  const monthName = periodName(pick.month, lang).replace(/^(in|en) /, '');
  const where = perLocation || ask.location !== 'all' ? ` (${pick.name})` : '';
  let text =
    lang === 'en'
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
