import type { SourcePlatform } from '@tableside/domain/sources';
import { SOURCE_PLATFORMS } from '@tableside/domain/sources';
import { range, atScope, type Ask, type Draft } from './answer-context.ts';
import { capitalise, num, pct, reviewsWord, when, type Lang } from './phrases.ts';
import { NAMES } from './question-platforms.ts';
import { fold } from './text.ts';

// "Google vs Yelp", "which platform rates us lowest": each platform's rating, review count and
// reply rate over the one period and scope, then which is rated best and which lowest.

type Row = {
  platform: SourcePlatform;
  reviews: number;
  average: number | null;
  replyRate: number;
  negative: number;
};

/** "Are our Yelp reviews worse than Google": the first named set against the second. */
const AGAINST = /\b(worse|lower|better|higher|pire|pires|moins bien|mieux|meilleure?s?)\b/;

async function rowOf(ask: Ask, platform: SourcePlatform): Promise<Row> {
  const m = await ask.turn.tools.run('review_metrics', {
    location: ask.location,
    ...range(ask.u.period),
    platforms: [platform],
  });
  return {
    platform,
    reviews: m.totalReviews,
    average: m.averageRating,
    replyRate: m.replies.replyRate,
    negative: m.negativeReviews,
  };
}

const rated = (r: Row, lang: Lang) => `${NAMES[r.platform]} (${num(r.average ?? 0, lang)}/5)`;

function cell(r: Row, lang: Lang): string {
  if (!r.reviews)
    return lang === 'en' ? `${NAMES[r.platform]}: no reviews` : `${NAMES[r.platform]} : aucun avis`;
  return lang === 'en'
    ? `${NAMES[r.platform]} ${num(r.average ?? 0, lang)}/5 (${reviewsWord(r.reviews, lang)}, ${pct(r.replyRate, lang)} replied to, ${r.negative} negative)`
    : `${NAMES[r.platform]} ${num(r.average ?? 0, lang)}/5 (${reviewsWord(r.reviews, lang)}, ${pct(r.replyRate, lang)} avec réponse, ${r.negative} négatif${r.negative > 1 ? 's' : ''})`;
}

/** Best and lowest rated, or the two named set against each other. */
function verdict(rows: Row[], ask: Ask): string {
  const { lang, u } = ask;
  const withReviews = rows.filter((r) => r.reviews > 0 && r.average !== null);
  if (withReviews.length < 2) return '';
  const byRating = [...withReviews].sort(
    (a, b) => b.average! - a.average! || b.reviews - a.reviews,
  );
  const best = byRating[0]!;
  const worst = byRating.at(-1)!;
  if (best.average === worst.average)
    return lang === 'en'
      ? ` They are rated the same: ${num(best.average!, lang)}/5.`
      : ` Leur note est la même : ${num(best.average!, lang)}/5.`;
  const named = u.platforms ?? [];
  const q = fold(ask.turn.question);
  if (named.length === 2 && AGAINST.test(q)) {
    // Said in the order the question named them: "Yelp … than Google".
    const order = [...named].sort((a, b) => q.indexOf(fold(NAMES[a])) - q.indexOf(fold(NAMES[b])));
    const [first, second] = order.map((p) => withReviews.find((r) => r.platform === p));
    if (first && second) {
      const lower = first.average! < second.average!;
      const same = first.average === second.average;
      if (!same)
        return lang === 'en'
          ? ` ${NAMES[first.platform]} is rated ${lower ? 'lower' : 'higher'} than ${NAMES[second.platform]}: ${num(first.average!, lang)}/5 against ${num(second.average!, lang)}/5.`
          : ` ${NAMES[first.platform]} est ${lower ? 'moins bien' : 'mieux'} noté que ${NAMES[second.platform]} : ${num(first.average!, lang)}/5 contre ${num(second.average!, lang)}/5.`;
    }
  }
  return lang === 'en'
    ? ` Best rated: ${rated(best, lang)}; lowest rated: ${rated(worst, lang)}.`
    : ` La mieux notée : ${rated(best, lang)} ; la moins bien notée : ${rated(worst, lang)}.`;
}

export async function answerPlatforms(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const w = when(u.period, lang);
  // The platforms named, else every one the scope's reviews came from in the period.
  const all = await ask.turn.tools.run('review_metrics', {
    location: ask.location,
    ...range(u.period),
  });
  const seen = new Set(all.volumeBySource.filter((s) => s.count > 0).map((s) => s.source));
  const platforms = u.platforms ?? SOURCE_PLATFORMS.filter((p) => seen.has(p));
  if (!platforms.length)
    return {
      text: lang === 'en' ? `No reviews${atScope(ask)} ${w}.` : `Aucun avis${atScope(ask)} ${w}.`,
      citations: [],
    };
  const rows = await Promise.all(platforms.map((p) => rowOf(ask, p)));
  const ranking = u.ranking;
  const sorted = [...rows].sort((a, b) =>
    ranking === 'most' || ranking === 'least'
      ? (ranking === 'most' ? 1 : -1) * (b.reviews - a.reviews)
      : ranking === 'complaints'
        ? b.negative - a.negative
        : b.reviews === 0 || a.reviews === 0
          ? b.reviews - a.reviews
          : (ranking === 'worst' ? -1 : 1) * ((b.average ?? 0) - (a.average ?? 0)) ||
            b.reviews - a.reviews,
  );
  const head =
    lang === 'en' ? `By platform${atScope(ask)} ${w}` : `Par plateforme${atScope(ask)} ${w}`;
  let text = `${head}${lang === 'en' ? ':' : ' :'} ${sorted.map((r) => cell(r, lang)).join(', ')}.`;
  if (sorted.filter((r) => r.reviews > 0).length === 1 && !u.platforms) {
    const only = sorted.find((r) => r.reviews > 0)!;
    text +=
      lang === 'en'
        ? ` Every review of the period came from ${NAMES[only.platform]}, so there is nothing to compare it with.`
        : ` Tous les avis de la période viennent de ${NAMES[only.platform]} : rien à comparer.`;
  }
  text += verdict(rows, ask);
  if (ranking === 'most' || ranking === 'least' || ranking === 'complaints') {
    const top = sorted[0]!;
    if (top.reviews > 0)
      text +=
        ranking === 'complaints'
          ? lang === 'en'
            ? ` Most negative reviews (1–2★): ${NAMES[top.platform]} (${top.negative}).`
            : ` Le plus d’avis négatifs (1–2★) : ${NAMES[top.platform]} (${top.negative}).`
          : lang === 'en'
            ? ` ${capitalise(ranking === 'most' ? 'most' : 'fewest')} reviews: ${NAMES[top.platform]} (${top.reviews}).`
            : ` ${ranking === 'most' ? 'Le plus' : 'Le moins'} d’avis : ${NAMES[top.platform]} (${top.reviews}).`;
  }
  // The lowest-rated platform's latest reviews: what its guests said.
  const low = rows
    .filter((r) => r.reviews > 0)
    .sort((a, b) => (a.average ?? 0) - (b.average ?? 0))[0];
  const citations = low
    ? await ask.turn.tools.run('search_reviews', {
        location: ask.location,
        ...range(u.period),
        platforms: [low.platform],
        limit: 3,
      })
    : [];
  return { text, citations };
}
