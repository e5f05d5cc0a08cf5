import { rate } from '@tableside/domain/percentages';
import { ratingClass } from '@tableside/domain/ratings';
import {
  capitalise,
  categoryName,
  change,
  num,
  pct,
  ratingNum,
  reviewsWord,
  starsName,
  when,
} from './phrases.ts';
import {
  categories,
  cite,
  fr,
  list,
  metrics,
  range,
  type Ask,
  type Draft,
} from './answer-context.ts';
import { complaintsText } from './complaints.ts';
import type { Period } from './dates.ts';
import { ASKS_WHY } from './question-words.ts';
import { fold } from './text.ts';
import { answerLocationsByStars, answerLocationsOnTopic } from './answer-locations-by.ts';

// Answers from the review counts and ratings: figures, rating spread, locations compared,
// summaries and keyword searches (best and worst months: answer-months.ts).

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
    // "Avg rating and % of bad reviews": the average of them all is said too.
    const avg =
      m.averageRating === null
        ? ''
        : lang === 'en'
          ? `, average rating ${num(m.averageRating, lang)}/5 overall`
          : `, note moyenne ${num(m.averageRating, lang)}/5 sur l’ensemble`;
    text =
      lang === 'en'
        ? `${scopeName} received ${reviewsWord(k, lang)} rated ${starsName(u.ratings, lang)} ${w}, out of ${reviewsWord(m.totalReviews, lang)} in all${share}${avg}.`
        : `${scopeName} a reçu ${reviewsWord(k, lang)} noté${k > 1 ? 's' : ''} ${starsName(u.ratings, lang)} ${w}, sur ${reviewsWord(m.totalReviews, lang)} au total${share}${avg}.`;
  } else if (m.totalReviews === 0) {
    text =
      lang === 'en' ? `${scopeName} received 0 reviews ${w}.` : `${scopeName} a reçu 0 avis ${w}.`;
  } else {
    const avg = num(m.averageRating ?? 0, lang);
    text =
      lang === 'en'
        ? `${scopeName} received ${reviewsWord(m.totalReviews, lang)} ${w}, with an average rating of ${avg}/5: ${m.positiveReviews} positive (4–5★), ${m.neutralReviews} neutral (3★) and ${m.negativeReviews} negative (1–2★).`
        : `${scopeName} a reçu ${reviewsWord(m.totalReviews, lang)} ${w}, avec une note moyenne de ${avg}/5 : ${fr(m.positiveReviews, 'positif')} (4–5★), ${fr(m.neutralReviews, 'neutre')} (3★) et ${fr(m.negativeReviews, 'négatif')} (1–2★).`;
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
    // "Le % d'avis 1-2 étoiles ce trimestre vs le trimestre passé": the other period's share too.
    const ratio = u.ratings ? rate(total, c.totalReviews) : null;
    const of =
      ratio === null
        ? ''
        : lang === 'en'
          ? ` out of ${c.totalReviews} (${pct(ratio, lang)})`
          : ` sur ${c.totalReviews} (${pct(ratio, lang)})`;
    text +=
      lang === 'en'
        ? ` ${capitalise(cw)}: ${reviewsWord(total, lang)}${of}${u.ratings ? '' : `, average ${avg}`} — reviews ${change(total, now, lang)}.`
        : ` ${capitalise(cw)} : ${reviewsWord(total, lang)}${of}${u.ratings ? '' : `, moyenne ${avg}`} — avis ${change(total, now, lang)}.`;
    // "La note a-t-elle baissé ?": the average's move, said in points, not only the count's.
    if (!u.ratings && c.averageRating !== null && m.averageRating !== null)
      text += ratingMove(c.averageRating, m.averageRating, lang);
  }
  const citations = await cite(ask, { ...(u.ratings ? { ratings: u.ratings } : {}), limit: 3 });
  // "Why did our rating drop last month": what guests complained about then says why.
  if (m.totalReviews > 0 && ASKS_WHY.test(fold(ask.turn.question))) {
    const why = await complaintsText(ask, u.period, lang, {
      en: 'What guests complained about',
      fr: 'Ce dont les clients se sont plaints',
    });
    return { text: text + why.text, citations: [...why.citations, ...citations] };
  }
  return { text, citations };
}

/** " Average rating down 0.3 (4.4 → 4.1)." / « Note moyenne en baisse de 0,3 (4,4 → 4,1). » */
function ratingMove(before: number, after: number, lang: 'en' | 'fr'): string {
  const delta = Math.round((after - before) * 10) / 10;
  const both = `(${ratingNum(before, lang)} → ${ratingNum(after, lang)})`;
  if (delta === 0)
    return lang === 'en'
      ? ` Average rating unchanged ${both}.`
      : ` Note moyenne inchangée ${both}.`;
  const up = delta > 0;
  const by = num(Math.abs(delta), lang);
  return lang === 'en'
    ? ` Average rating ${up ? 'up' : 'down'} ${by} ${both}.`
    : ` Note moyenne en ${up ? 'hausse' : 'baisse'} de ${by} ${both}.`;
}

export async function answerDistribution(ask: Ask): Promise<Draft> {
  const { u, lang, scopeName } = ask;
  const split = async (p: Period) => {
    const m = await metrics(ask, p);
    const parts = [5, 4, 3, 2, 1].map((r) => {
      const n = m.ratingDistribution[r as 1 | 2 | 3 | 4 | 5];
      const share = rate(n, m.totalReviews) ?? 0;
      return `${r}★ ${n} (${pct(share, lang)})`;
    });
    // The average beside the split: what an owner reads first of a star breakdown.
    const avg =
      m.averageRating === null
        ? ''
        : lang === 'en'
          ? `, average ${num(m.averageRating, lang)}/5`
          : `, moyenne ${num(m.averageRating, lang)}/5`;
    return `${reviewsWord(m.totalReviews, lang)}${avg}${lang === 'en' ? ':' : ' :'} ${parts.join(', ')}`;
  };
  let text =
    lang === 'en'
      ? `Ratings of ${scopeName} ${when(u.period, lang)}, ${await split(u.period)}.`
      : `Notes de ${scopeName} ${when(u.period, lang)}, ${await split(u.period)}.`;
  // "Star breakdown this year vs last year": the other period's split beside it.
  if (u.comparison)
    text += ` ${capitalise(when(u.comparison, lang))}, ${await split(u.comparison)}.`;
  return { text, citations: await cite(ask, { limit: 3 }) };
}

/** A count over several places at once: "combined", "together", « ensemble », « au total ». */
const TOGETHER =
  /\b(combined|together|in total|total|altogether|both|ensemble|au total|en tout|cumule\w*|les deux|(?:how many|combien|cmb|nombre|number)\b.*\b(?:and|et|pis)\b)/;

export async function answerLocations(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const m = await ask.turn.tools.run('review_metrics', { location: 'all', ...range(u.period) });
  const named = new Set(u.locations.map((l) => l.id));
  if (u.category) return answerLocationsOnTopic(ask, m, named);
  if (u.ratings && u.ranking !== 'complaints') return answerLocationsByStars(ask, m, named);
  const rows = m.locationStats
    .filter((l) => l.totalReviews > 0 && (named.size < 2 || named.has(l.locationId)))
    .sort((a, b) =>
      u.ranking === 'complaints'
        ? b.negativeReviews - a.negativeReviews || b.totalReviews - a.totalReviews
        : u.ranking === 'most' || u.ranking === 'least'
          ? (u.ranking === 'most' ? 1 : -1) * (b.totalReviews - a.totalReviews)
          : (u.ranking === 'worst' ? -1 : 1) * ((b.avgRating ?? 0) - (a.avgRating ?? 0)) ||
            b.totalReviews - a.totalReviews,
    );
  const w = when(u.period, lang);
  if (rows.length === 0)
    return { text: lang === 'en' ? `No reviews ${w}.` : `Aucun avis ${w}.`, citations: [] };
  // "Lequel a le plus de plaintes": the negative reviews (1–2★) of each, out of its reviews.
  const complaints = u.ranking === 'complaints';
  const parts = rows.map((l) =>
    complaints
      ? lang === 'en'
        ? `${l.locationName} ${l.negativeReviews} negative review${l.negativeReviews === 1 ? '' : 's'} out of ${l.totalReviews} (${pct(rate(l.negativeReviews, l.totalReviews) ?? 0, lang)}, average ${num(l.avgRating ?? 0, lang)}/5)`
        : `${l.locationName} ${l.negativeReviews} avis négatif${l.negativeReviews > 1 ? 's' : ''} sur ${l.totalReviews} (${pct(rate(l.negativeReviews, l.totalReviews) ?? 0, lang)}, moyenne ${num(l.avgRating ?? 0, lang)}/5)`
      : `${l.locationName} ${num(l.avgRating ?? 0, lang)}/5 (${reviewsWord(l.totalReviews, lang)})`,
  );
  const head = complaints
    ? lang === 'en'
      ? 'Most complaints (1–2★ reviews)'
      : 'Le plus de plaintes (avis 1–2★)'
    : u.ranking === 'most'
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
  let text =
    lang === 'en'
      ? `${head} ${w}: ${parts[0]}${parts.length > 1 ? `, then ${parts.slice(1).join(', ')}` : ''}.`
      : `${head} ${w} : ${parts[0]}${parts.length > 1 ? `, puis ${parts.slice(1).join(', ')}` : ''}.`;
  // "How many reviews at Laval and Sherbrooke combined": the named places' total as well.
  if (named.size > 1 && rows.length > 1 && TOGETHER.test(fold(ask.turn.question))) {
    const total = rows.reduce((s, l) => s + l.totalReviews, 0);
    text +=
      lang === 'en'
        ? ` Together: ${reviewsWord(total, lang)}.`
        : ` Ensemble : ${reviewsWord(total, lang)}.`;
  }
  const top = rows[0]!;
  const citations = await ask.turn.tools.run('search_reviews', {
    location: top.locationId,
    ...range(u.period),
    ...(complaints ? { ratings: [1, 2] } : {}),
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
  // « 1 avis noté », « 3 avis notés »: the participle agrees with the count.
  const which = u.ratings
    ? `${lang === 'en' ? ' rated' : n > 1 ? ' notés' : ' noté'} ${starsName(u.ratings, lang)}`
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
