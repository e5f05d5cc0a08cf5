import { formatRange } from '@tableside/domain/date-ranges';
import { cite, range, type Ask, type Draft } from './answer-context.ts';
import { countOf } from './date-parts.ts';
import { reviewsWord, when } from './phrases.ts';
import { SOME_REVIEWS } from './question-kinds.ts';
import { STAFF_WORDS } from './question-words.ts';
import { citeTopic } from './answer-keyword.ts';
import { fold } from './text.ts';

/**
 * "Give me the worst review of last week", « le meilleur avis du mois »: the lowest-rated (or
 * highest-rated) review of the period, quoted with its stars, place and day; ties go to the latest.
 */
export async function answerOneReview(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const best = u.ranking === 'best';
  const w = when(u.period, lang);
  for (const stars of best ? [5, 4, 3, 2, 1] : [1, 2, 3, 4, 5]) {
    const [hit] = await cite(ask, { ratings: [stars], limit: 1 });
    if (!hit) continue;
    const place = ask.turn.catalogue.locations.find((l) => l.id === hit.locationId)?.name ?? '';
    const date = hit.date.slice(0, 10);
    const day = formatRange({ startDate: date, endDate: date }, lang, 'text');
    const text =
      lang === 'en'
        ? `The ${best ? 'highest' : 'lowest'}-rated review ${w}: ${stars}★${place ? ` at ${place}` : ''}, ${day}: “${hit.snippet}”`
        : `L’avis le ${best ? 'mieux' : 'moins bien'} noté ${w} : ${stars}★${place ? ` à ${place}` : ''}, le ${day} : « ${hit.snippet} »`;
    return { text, citations: [hit] };
  }
  return { text: lang === 'en' ? `No reviews ${w}.` : `Aucun avis ${w}.`, citations: [] };
}

const PRAISING =
  /\b(prais\w*|love\w*|positive|good|great|rave\w*|compliment\w*|happy|aime\w*|adore\w*|positifs?|bons?|eloges?|felicit\w*|contents?)\b/;
const COMPLAINING =
  /\b(complain\w*|negative|bad|critici[sz]\w*|unhappy|angry|plaint\w*|plaign\w*|negatifs?|mauvais|critiqu\w*|mecontents?)\b/;

/** The thing a request for reviews names by its words: "that mention the patio". */
const MENTIONING =
  /\b(?:mention(?:s|ing)?|talk(?:s|ing)? about|qui (?:mentionnent|parlent (?:de la|du|des|de l|de)|parle (?:de la|du|des|de l|de))) (?:the |our |le |la |les |l )?([a-z][a-z ]{1,29}?)(?: (?:last|this|in|at|since|ces|cette|ce|depuis|a|au|en)\b|$)/;

/**
 * "Give me 3 reviews that praise the staff", « montre-moi des avis qui se plaignent du service »:
 * that many reviews (three unless a count is typed, ten at most), praising or complaining as
 * asked, about the dish, the person or the topic named, each quoted with its stars, place and day.
 */
export async function answerSomeReviews(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const q = fold(ask.turn.question);
  const typed = SOME_REVIEWS.exec(q);
  // Three, or as many as typed (ten at most); "some reviews" shows up to five.
  const asked = Math.min(10, countOf(typed?.[1] ?? typed?.[2] ?? ''));
  const count = asked || 5;
  const tone: 'positive' | 'negative' | null =
    u.ranking === 'complaints' || COMPLAINING.test(q)
      ? 'negative'
      : u.ranking === 'praise' || PRAISING.test(q)
        ? 'positive'
        : null;
  // A dish, a person or a topic is read through its mentions' polarity; otherwise the stars say
  // which reviews praise (4–5★) or complain (1–2★).
  const about = u.menuItem
    ? { menuItemId: u.menuItem.id }
    : u.staff
      ? { staffMemberId: u.staff.id }
      : u.category
        ? { category: u.category }
        : null;
  const filter = {
    ...(about ?? {}),
    ...(about && tone ? { polarity: tone } : {}),
    ...(!about && tone ? { ratings: tone === 'positive' ? [4, 5] : [1, 2] } : {}),
    ...(u.ratings ? { ratings: u.ratings } : {}),
    limit: count,
  };
  // "Reviews that mention the patio": no dish, person or topic of the analysis, so the words.
  const word = about ? null : MENTIONING.exec(q)?.[1]?.trim();
  // "Reviews that praise the staff": the people's own mentions, which say who was praised,
  // rather than the service topic of the whole review.
  const people = !u.menuItem && !u.staff && STAFF_WORDS.test(q) ? await staffIds(ask) : [];
  const found = people.length
    ? (
        await Promise.all(
          people.map((staffMemberId) =>
            cite(ask, { staffMemberId, ...(tone ? { polarity: tone } : {}), limit: count }),
          ),
        )
      ).flat()
    : word
      ? await citeTopic(ask, word, filter)
      : await cite(ask, filter);
  const hits = [...new Map(found.map((h) => [h.reviewId, h])).values()]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, count);
  const w = when(u.period, lang);
  if (!hits.length)
    return {
      text: lang === 'en' ? `No review like that ${w}.` : `Aucun avis de ce genre ${w}.`,
      citations: [],
    };
  const lines = hits.map((hit) => {
    const place = ask.turn.catalogue.locations.find((l) => l.id === hit.locationId)?.name ?? '';
    const date = hit.date.slice(0, 10);
    const day = formatRange({ startDate: date, endDate: date }, lang, 'text');
    const stars = hit.rating === null ? '' : `${hit.rating}★, `;
    return lang === 'en'
      ? `• ${stars}${place ? `${place}, ` : ''}${day}: “${hit.snippet}”`
      : `• ${stars}${place ? `${place}, ` : ''}le ${day} : « ${hit.snippet} »`;
  });
  const short = asked > 0 && hits.length < asked;
  const head =
    lang === 'en'
      ? `${short ? `Only ${hits.length} found` : reviewsWord(hits.length, lang)} ${w}, the latest first:`
      : `${short ? `Seulement ${hits.length} trouvé${hits.length > 1 ? 's' : ''}` : reviewsWord(hits.length, lang)} ${w}, les plus récents d’abord :`;
  return { text: [head, ...lines].join('\n'), citations: hits };
}

/** The people guests named in the period, most mentioned first (at most twenty). */
async function staffIds(ask: Ask): Promise<string[]> {
  const rows = await ask.turn.tools.run('staff_performance', {
    location: ask.location,
    ...range(ask.u.period),
  });
  return rows
    .filter((r) => r.mentions > 0)
    .sort((a, b) => b.mentions - a.mentions)
    .slice(0, 20)
    .map((r) => r.staff_member_id);
}
