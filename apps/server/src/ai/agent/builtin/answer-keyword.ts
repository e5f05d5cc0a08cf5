import type { ReviewHit } from '../tools.ts';
import { cite, type Ask, type Draft } from './answer-context.ts';
import { saying, widerThan } from './answer-mentions.ts';
import type { Period } from './dates.ts';
import { capitalise, num, reviewsWord, when } from './phrases.ts';
import { fold } from './text.ts';

// A word asked about ("the parking", « le bruit »): the reviews that say it, in either language,
// and when complaints are asked, those that complain about it.

/**
 * A topic's words in both languages: « stationnement » asked finds the reviews that say
 * "parking" too, since a Québec guest writes either.
 */
const TOPIC_SYNONYMS = [
  ['parking', 'stationnement', 'stationner', 'se garer'],
  ['noise', 'noisy', 'loud', 'bruit', 'bruyant', 'bruyante'],
  ['music', 'musique'],
  // Not "espresso": an espresso martini is a cocktail.
  ['coffee', 'café', 'latte', 'cappuccino'],
  ['patio', 'terrace', 'terrasse'],
  ['bathroom', 'washroom', 'restroom', 'toilets', 'toilettes', 'salle de bain'],
  ['dog', 'dogs', 'chien', 'chiens'],
  ['kids', 'children', 'enfants'],
  ['wifi', 'wi-fi'],
  ['tip', 'tips', 'tipping', 'pourboire', 'pourboires'],
  ['wheelchair', 'fauteuil roulant'],
];

/** The words searched for a topic: its words in both languages, else the word with and without accents. */
const searchedFor = (keyword: string) =>
  TOPIC_SYNONYMS.find((w) => w.some((x) => fold(x) === fold(keyword))) ?? [
    ...new Set([keyword, fold(keyword)]),
  ];

/** The reviews naming a topic in either language's words, each once, with the other filters. */
export async function citeTopic(
  ask: Ask,
  keyword: string,
  filter: Omit<Parameters<typeof cite>[1], 'text'>,
  period?: Period,
) {
  const found = await Promise.all(
    searchedFor(keyword).map((text) => cite(ask, { ...filter, text }, period)),
  );
  return [...new Map(found.flat().map((h) => [h.reviewId, h])).values()];
}

/** The average rating of the rated reviews found, to a tenth; null when none is rated. */
function averageOf(hits: { rating: number | null }[]): number | null {
  const rated = hits.filter((h) => h.rating !== null);
  return rated.length
    ? Math.round((rated.reduce((s, h) => s + (h.rating ?? 0), 0) / rated.length) * 10) / 10
    : null;
}

export async function answerKeyword(ask: Ask): Promise<Draft> {
  const { u, lang, scopeName } = ask;
  const keyword = u.keyword!.slice(0, 200);
  if (u.ranking === 'complaints') return answerKeywordComplaints(ask, keyword);
  const hits = await citeTopic(ask, keyword, { limit: 1000 });
  const w = when(u.period, lang);
  const avg = averageOf(hits);
  const n = hits.length;
  let text =
    lang === 'en'
      ? `${reviewsWord(n, lang)} of ${scopeName} mention${n === 1 ? 's' : ''} “${keyword}” ${w}${avg === null ? '' : `, with an average rating of ${num(avg, lang)}/5`}.`
      : `${reviewsWord(n, lang)} de ${scopeName} mentionne${n > 1 ? 'nt' : ''} « ${keyword} » ${w}${avg === null ? '' : `, avec une note moyenne de ${num(avg, lang)}/5`}.`;
  // None in the 30 days the question did not name: the year says whether guests ever raise it.
  const year = n ? null : widerThan(u);
  const older = year ? await citeTopic(ask, keyword, { limit: 1000 }, year) : [];
  if (year) {
    const yearAvg = averageOf(older) ?? 0;
    text += !older.length
      ? lang === 'en'
        ? ` Nor ${when(year, lang)}.`
        : ` Ni ${when(year, lang)}.`
      : lang === 'en'
        ? ` ${capitalise(when(year, lang))}: ${reviewsWord(older.length, lang)}, average ${num(yearAvg, lang)}/5.`
        : ` ${capitalise(when(year, lang))} : ${reviewsWord(older.length, lang)}, note moyenne ${num(yearAvg, lang)}/5.`;
  }
  const shown = n ? hits : older;
  return { text: capitalise(text) + saying(ask, shown), citations: shown.slice(0, 4) };
}

/**
 * "Any complaints about the noise?": of the reviews that say it, those whose sentences about it
 * complain (ai/analysis/tone-about.ts), with the latest complaints quoted. When the 30 days the
 * question did not name hold none, the year is read instead.
 */
async function answerKeywordComplaints(ask: Ask, keyword: string): Promise<Draft> {
  const { u, lang, scopeName } = ask;
  const read = async (p?: Period) => {
    const [all, bad] = await Promise.all([
      citeTopic(ask, keyword, { limit: 1000 }, p),
      citeTopic(ask, keyword, { limit: 1000, polarity: 'negative' }, p),
    ]);
    return { n: all.length, bad: bad.sort((a, b) => b.date.localeCompare(a.date)) };
  };
  const sentence = (p: Period, r: { n: number; bad: ReviewHit[] }) => {
    const w = when(p, lang);
    const avg = averageOf(r.bad);
    const rated =
      avg === null
        ? ''
        : lang === 'en'
          ? ` (average ${num(avg, lang)}/5)`
          : ` (note moyenne ${num(avg, lang)}/5)`;
    if (!r.n)
      return lang === 'en'
        ? `No review of ${scopeName} mentions “${keyword}” ${w}.`
        : `Aucun avis de ${scopeName} ne mentionne « ${keyword} » ${w}.`;
    return lang === 'en'
      ? `${reviewsWord(r.n, lang)} of ${scopeName} mention${r.n === 1 ? 's' : ''} “${keyword}” ${w}; ${r.bad.length === 0 ? 'none complains' : r.bad.length === 1 ? '1 complains' : `${r.bad.length} complain`} about it${rated}.`
      : `${reviewsWord(r.n, lang)} de ${scopeName} mentionne${r.n > 1 ? 'nt' : ''} « ${keyword} » ${w} ; ${r.bad.length === 0 ? 'aucun ne s’en plaint' : r.bad.length === 1 ? '1 s’en plaint' : `${r.bad.length} s’en plaignent`}${rated}.`;
  };
  const now = await read();
  let text = sentence(u.period, now);
  const year = now.bad.length ? null : widerThan(u);
  const older = year ? await read(year) : null;
  if (year && older) text += ` ${capitalise(sentence(year, older))}`;
  const shown = older?.bad.length ? older.bad : now.bad;
  const quoted = shown
    .slice(0, 2)
    .map(
      (h) =>
        (lang === 'en' ? `“${h.snippet}”` : `« ${h.snippet} »`) +
        (h.rating === null ? '' : ` (${h.rating}★)`),
    );
  const quotes = !quoted.length
    ? ''
    : lang === 'en'
      ? ` The latest: ${quoted.join('; ')}.`
      : ` ${quoted.length > 1 ? 'Les plus récentes' : 'La plus récente'} : ${quoted.join(' ; ')}.`;
  return { text: capitalise(text) + quotes, citations: shown.slice(0, 4) };
}
