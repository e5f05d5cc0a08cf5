import { lastDayOfMonth } from '@tableside/domain/date-ranges';
import { rate } from '@tableside/domain/percentages';
import { ratingClass } from '@tableside/domain/ratings';
import {
  capitalise,
  categoryName,
  change,
  num,
  pct,
  periodName,
  reviewsWord,
  starsName,
  when,
} from './phrases.ts';
import { categories, cite, list, metrics, range, type Ask, type Draft } from './answer-context.ts';
import type { Period } from './dates.ts';
import { fold } from './text.ts';

// Answers from the review counts and ratings: figures, rating spread, locations compared,
// summaries and keyword searches.

export async function answerMetrics(ask: Ask): Promise<Draft> {
  const { u, lang, scopeName } = ask;
  const m = await metrics(ask, u.period);
  const w = when(u.period, lang);
  let text: string;
  if (u.ratings) {
    const k = u.ratings.reduce((s, r) => s + m.ratingDistribution[r as 1 | 2 | 3 | 4 | 5], 0);
    // "What share of reviews were negative?" is answered by the share, not the count alone.
    const ratio = rate(k, m.totalReviews);
    const share = ratio === null ? '' : ` (${pct(ratio, lang)})`;
    text =
      lang === 'en'
        ? `${scopeName} received ${reviewsWord(k, lang)} rated ${starsName(u.ratings, lang)} ${w}, out of ${m.totalReviews} in all${share}.`
        : `${scopeName} a reçu ${reviewsWord(k, lang)} noté${k > 1 ? 's' : ''} ${starsName(u.ratings, lang)} ${w}, sur ${m.totalReviews} au total${share}.`;
  } else if (m.totalReviews === 0) {
    text =
      lang === 'en'
        ? `${scopeName} received no reviews ${w}.`
        : `${scopeName} n’a reçu aucun avis ${w}.`;
  } else {
    const avg = num(m.averageRating ?? 0, lang);
    text =
      lang === 'en'
        ? `${scopeName} received ${reviewsWord(m.totalReviews, lang)} ${w}, with an average rating of ${avg}/5: ${m.positiveReviews} positive (4–5★), ${m.neutralReviews} neutral (3★) and ${m.negativeReviews} negative (1–2★).`
        : `${scopeName} a reçu ${reviewsWord(m.totalReviews, lang)} ${w}, avec une note moyenne de ${avg}/5 : ${m.positiveReviews} positifs (4–5★), ${m.neutralReviews} neutres (3★) et ${m.negativeReviews} négatifs (1–2★).`;
    const located = m.locationStats.filter((l) => l.totalReviews > 0);
    if (ask.location === 'all' && located.length > 1) {
      const parts = located.map(
        (l) => `${l.locationName} ${num(l.avgRating ?? 0, lang)}/5 (${l.totalReviews})`,
      );
      text +=
        lang === 'en'
          ? ` By location: ${parts.join(', ')}.`
          : ` Par établissement : ${parts.join(', ')}.`;
    }
  }
  if (u.comparison) {
    const c = await metrics(ask, u.comparison);
    const cw = when(u.comparison, lang);
    const total = u.ratings
      ? u.ratings.reduce((s, r) => s + c.ratingDistribution[r as 1 | 2 | 3 | 4 | 5], 0)
      : c.totalReviews;
    const now = u.ratings
      ? u.ratings.reduce((s, r) => s + m.ratingDistribution[r as 1 | 2 | 3 | 4 | 5], 0)
      : m.totalReviews;
    const avg = c.averageRating === null ? '–' : `${num(c.averageRating, lang)}/5`;
    text +=
      lang === 'en'
        ? ` ${capitalise(cw)}: ${reviewsWord(total, lang)}${u.ratings ? '' : `, average ${avg}`} — reviews ${change(total, now, lang)}.`
        : ` ${capitalise(cw)} : ${reviewsWord(total, lang)}${u.ratings ? '' : `, moyenne ${avg}`} — avis ${change(total, now, lang)}.`;
  }
  const citations = await cite(ask, { ...(u.ratings ? { ratings: u.ratings } : {}), limit: 3 });
  return { text, citations };
}

export async function answerDistribution(ask: Ask): Promise<Draft> {
  const { u, lang, scopeName } = ask;
  const m = await metrics(ask, u.period);
  const parts = [5, 4, 3, 2, 1].map((r) => {
    const n = m.ratingDistribution[r as 1 | 2 | 3 | 4 | 5];
    const share = rate(n, m.totalReviews) ?? 0;
    return `${r}★ ${n} (${pct(share, lang)})`;
  });
  const text =
    lang === 'en'
      ? `Ratings of ${scopeName} ${when(u.period, lang)}, ${reviewsWord(m.totalReviews, lang)}: ${parts.join(', ')}.`
      : `Notes de ${scopeName} ${when(u.period, lang)}, ${reviewsWord(m.totalReviews, lang)} : ${parts.join(', ')}.`;
  return { text, citations: await cite(ask, { limit: 3 }) };
}

export async function answerLocations(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const m = await ask.turn.tools.run('review_metrics', { location: 'all', ...range(u.period) });
  const named = new Set(u.locations.map((l) => l.id));
  const rows = m.locationStats
    .filter((l) => l.totalReviews > 0 && (named.size < 2 || named.has(l.locationId)))
    .sort((a, b) =>
      u.ranking === 'most' || u.ranking === 'least'
        ? (u.ranking === 'most' ? 1 : -1) * (b.totalReviews - a.totalReviews)
        : (u.ranking === 'worst' ? -1 : 1) * ((b.avgRating ?? 0) - (a.avgRating ?? 0)) ||
          b.totalReviews - a.totalReviews,
    );
  const w = when(u.period, lang);
  if (rows.length === 0)
    return { text: lang === 'en' ? `No reviews ${w}.` : `Aucun avis ${w}.`, citations: [] };
  const parts = rows.map(
    (l) =>
      `${l.locationName} ${num(l.avgRating ?? 0, lang)}/5 (${reviewsWord(l.totalReviews, lang)})`,
  );
  const head =
    u.ranking === 'most'
      ? lang === 'en'
        ? 'Most reviews'
        : 'Le plus d’avis'
      : u.ranking === 'least'
        ? lang === 'en'
          ? 'Fewest reviews'
          : 'Le moins d’avis'
        : u.ranking === 'worst'
          ? lang === 'en'
            ? 'Lowest average rating'
            : 'Note moyenne la plus basse'
          : lang === 'en'
            ? 'Highest average rating'
            : 'Note moyenne la plus haute';
  const text =
    lang === 'en'
      ? `${head} ${w}: ${parts[0]}${parts.length > 1 ? `, then ${parts.slice(1).join(', ')}` : ''}.`
      : `${head} ${w} : ${parts[0]}${parts.length > 1 ? `, puis ${parts.slice(1).join(', ')}` : ''}.`;
  const top = rows[0]!;
  const citations = await ask.turn.tools.run('search_reviews', {
    location: top.locationId,
    ...range(u.period),
    limit: 3,
  });
  return { text, citations };
}

export async function answerSummary(ask: Ask): Promise<Draft> {
  const { u, lang, scopeName } = ask;
  const m = await metrics(ask, u.period);
  const ratings = u.ratings ?? [1, 2, 3, 4, 5];
  const n = ratings.reduce((s, r) => s + m.ratingDistribution[r as 1 | 2 | 3 | 4 | 5], 0);
  const sum = ratings.reduce((s, r) => s + r * m.ratingDistribution[r as 1 | 2 | 3 | 4 | 5], 0);
  const w = when(u.period, lang);
  const which = u.ratings
    ? `${lang === 'en' ? ' rated' : ' notés'} ${starsName(u.ratings, lang)}`
    : '';
  if (n === 0)
    return {
      text:
        lang === 'en'
          ? `${scopeName} received no reviews${which} ${w}.`
          : `${scopeName} n’a reçu aucun avis${which} ${w}.`,
      citations: [],
    };
  const topics = (await categories(ask, u.period, u.ratings ?? undefined)).filter(
    (r) => r.mentions > 0,
  );
  const negative = [...topics]
    .filter((r) => r.negative > 0)
    .sort((a, b) => b.negative - a.negative)
    .slice(0, 3);
  const positive = [...topics]
    .filter((r) => r.positive > 0)
    .sort((a, b) => b.positive - a.positive)
    .slice(0, 3);
  const avg = num(Math.round((sum / n) * 10) / 10, lang);
  let text =
    lang === 'en'
      ? `${scopeName} received ${reviewsWord(n, lang)}${which} ${w}, averaging ${avg}/5.`
      : `${scopeName} a reçu ${reviewsWord(n, lang)}${which} ${w}, pour une moyenne de ${avg}/5.`;
  if (negative.length)
    text +=
      lang === 'en'
        ? ` Complaints are mostly about ${list(
            negative.map((r) => `${categoryName(r.category, lang)} (${r.negative})`),
            lang,
          )}.`
        : ` Les reproches portent surtout sur ${list(
            negative.map((r) => `${categoryName(r.category, lang)} (${r.negative})`),
            lang,
          )}.`;
  if (positive.length && !u.ratings?.every((r) => ratingClass(r) === 'negative'))
    text +=
      lang === 'en'
        ? ` Guests praise ${list(
            positive.map((r) => `${categoryName(r.category, lang)} (${r.positive})`),
            lang,
          )}.`
        : ` Les clients apprécient ${list(
            positive.map((r) => `${categoryName(r.category, lang)} (${r.positive})`),
            lang,
          )}.`;
  const citations = await cite(ask, { ratings, limit: 5 });
  text +=
    lang === 'en'
      ? ' The latest ones are linked below.'
      : ' Les plus récents sont en lien ci-dessous.';
  return { text, citations };
}

export async function answerKeyword(ask: Ask): Promise<Draft> {
  const { u, lang, scopeName } = ask;
  const keyword = u.keyword!.slice(0, 200);
  const hits = await cite(ask, { text: keyword, limit: 1000 });
  const w = when(u.period, lang);
  const rated = hits.filter((h) => h.rating !== null);
  const avg = rated.length
    ? Math.round((rated.reduce((s, h) => s + (h.rating ?? 0), 0) / rated.length) * 10) / 10
    : null;
  const n = hits.length;
  const text =
    lang === 'en'
      ? `${reviewsWord(n, lang)} of ${scopeName} mention “${keyword}” ${w}${avg === null ? '' : `, with an average rating of ${num(avg, lang)}/5`}.`
      : `${reviewsWord(n, lang)} de ${scopeName} mentionne${n > 1 ? 'nt' : ''} « ${keyword} » ${w}${avg === null ? '' : `, avec une note moyenne de ${num(avg, lang)}/5`}.`;
  return { text: capitalise(text), citations: hits.slice(0, 4) };
}

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
    /\b(wrong|complain\w*|why|issues?|problems?|plai\w*|chial\w*|pourquoi|probleme\w*|reproch\w*|quoi)\b/.test(
      q,
    )
  ) {
    const rows = (await categories(scoped, pick.month))
      .filter((r) => r.negative > 0)
      .sort((a, b) => b.negative - a.negative)
      .slice(0, 3)
      .map((r) => `${categoryName(r.category, lang)} (${r.negative})`);
    text +=
      rows.length === 0
        ? lang === 'en'
          ? ' No complaint stood out that month.'
          : ' Aucune plainte ne ressort ce mois-là.'
        : lang === 'en'
          ? ` Complaints that month: ${list(rows, lang)}.`
          : ` Plaintes ce mois-là : ${list(rows, lang)}.`;
  }
  const citations = await ask.turn.tools.run('search_reviews', {
    location: pick.id,
    ...range(pick.month),
    ...(worst ? { ratings: [1, 2] } : {}),
    limit: 3,
  });
  return { text, citations };
}
