import { rate } from '@tableside/domain/percentages';
import type { ReviewMetricsResult } from '../tools.ts';
import { categories, fr, inTurns, range, type Ask, type Draft } from './answer-context.ts';
import { capitalise, categoryName, pct, reviewsWord, starsName, when } from './phrases.ts';

// Locations side by side on one thing: their reviews of some stars, or one topic.

/** The locations a comparison covers: those with reviews, or the ones the question names. */
const placesOf = (all: ReviewMetricsResult, named: Set<string>) =>
  all.locationStats.filter(
    (l) => l.totalReviews > 0 && (named.size < 2 || named.has(l.locationId)),
  );

/**
 * "Which location has the most 1-star reviews this year": each location's reviews of those
 * stars, counted from its own figures (the comparison's rows hold no star spread).
 */
export async function answerLocationsByStars(
  ask: Ask,
  all: ReviewMetricsResult,
  named: Set<string>,
): Promise<Draft> {
  const { u, lang } = ask;
  const ratings = u.ratings!;
  const places = placesOf(all, named);
  const rows = await inTurns(places, async (l) => {
    const m = await ask.turn.tools.run('review_metrics', {
      location: l.locationId,
      ...range(u.period),
    });
    const n = ratings.reduce((s, r) => s + m.ratingDistribution[r as 1 | 2 | 3 | 4 | 5], 0);
    return { ...l, n };
  });
  const fewest = u.ranking === 'least';
  rows.sort((a, b) => (fewest ? a.n - b.n : b.n - a.n) || b.totalReviews - a.totalReviews);
  const w = when(u.period, lang);
  const stars = starsName(ratings, lang);
  if (rows.length === 0)
    return { text: lang === 'en' ? `No reviews ${w}.` : `Aucun avis ${w}.`, citations: [] };
  const parts = rows.map((l) =>
    lang === 'en'
      ? `${l.locationName} ${reviewsWord(l.n, lang)} rated ${stars} out of ${l.totalReviews} (${pct(rate(l.n, l.totalReviews) ?? 0, lang)})`
      : `${l.locationName} ${reviewsWord(l.n, lang)} noté${l.n > 1 ? 's' : ''} ${stars} sur ${l.totalReviews} (${pct(rate(l.n, l.totalReviews) ?? 0, lang)})`,
  );
  const head =
    lang === 'en'
      ? `${fewest ? 'Fewest' : 'Most'} reviews rated ${stars} ${w}`
      : `${fewest ? 'Le moins' : 'Le plus'} d’avis notés ${stars} ${w}`;
  const text =
    lang === 'en'
      ? `${head}: ${parts[0]}${parts.length > 1 ? `, then ${parts.slice(1).join(', ')}` : ''}.`
      : `${head} : ${parts[0]}${parts.length > 1 ? `, puis ${parts.slice(1).join(', ')}` : ''}.`;
  const citations = await ask.turn.tools.run('search_reviews', {
    location: rows[0]!.locationId,
    ...range(u.period),
    ratings,
    limit: 3,
  });
  return { text, citations };
}

/**
 * "Compare Verdun and Westboro on service this year": each location's reviews about the topic,
 * positive and negative, the one with the most negative first.
 */
export async function answerLocationsOnTopic(
  ask: Ask,
  all: ReviewMetricsResult,
  named: Set<string>,
): Promise<Draft> {
  const { u, lang } = ask;
  const category = u.category!;
  const rows = await inTurns(placesOf(all, named), async (l) => {
    const found = (await categories({ ...ask, location: l.locationId }, u.period)).find(
      (r) => r.category === category,
    );
    return {
      ...l,
      mentions: found?.mentions ?? 0,
      positive: found?.positive ?? 0,
      negative: found?.negative ?? 0,
    };
  });
  const w = when(u.period, lang);
  const name = categoryName(category, lang);
  if (rows.every((r) => r.mentions === 0))
    return {
      text:
        lang === 'en'
          ? `No review talks about ${name} ${w}.`
          : `Aucun avis ne parle de ${name} ${w}.`,
      citations: [],
    };
  rows.sort(
    (a, b) =>
      (rate(b.negative, b.mentions) ?? 0) - (rate(a.negative, a.mentions) ?? 0) ||
      b.mentions - a.mentions,
  );
  const parts = rows.map((l) =>
    lang === 'en'
      ? `${l.locationName} ${reviewsWord(l.mentions, lang)} (${l.positive} positive, ${l.negative} negative${l.mentions ? `, ${pct(rate(l.negative, l.mentions) ?? 0, lang)} negative` : ''})`
      : `${l.locationName} ${reviewsWord(l.mentions, lang)} (${fr(l.positive, 'positif')}, ${fr(l.negative, 'négatif')}${l.mentions ? `, ${pct(rate(l.negative, l.mentions) ?? 0, lang)} négatifs` : ''})`,
  );
  const text =
    lang === 'en'
      ? `${capitalise(name)} by location ${w}, the most criticised first: ${parts.join('; ')}.`
      : `${capitalise(name)} par établissement ${w}, le plus critiqué d’abord : ${parts.join(' ; ')}.`;
  const citations = await ask.turn.tools.run('search_reviews', {
    location: rows[0]!.locationId,
    ...range(u.period),
    category,
    polarity: 'negative',
    limit: 3,
  });
  return { text, citations };
}
