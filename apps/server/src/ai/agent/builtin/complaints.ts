import type { AspectCategory } from '@tableside/domain/insights';
import { categories, list, range, type Ask } from './answer-context.ts';
import type { Period } from './dates.ts';
import { categoryName, type Lang } from './phrases.ts';
import type { ReviewHit } from '../tools.ts';

// What guests complained about in a period, for "what went wrong?" and "main complaints":
// the topics with negative mentions, the words most used in negative mentions, and when the
// analysis found no topic, the low-rated reviews themselves.

/** Topics with negative mentions, most first; up to `top` of them, ties at the cut kept. */
export async function complaintTopics(ask: Ask, p: Period, top = 5) {
  const rows = (await categories(ask, p))
    .filter((r) => r.negative > 0)
    .sort((a, b) => b.negative - a.negative || a.category.localeCompare(b.category));
  const cut = rows[top - 1]?.negative ?? 0;
  return rows.filter((r, i) => i < top || r.negative === cut);
}

/** The keywords most used in negative mentions: "wait (3), cold (2)". */
export async function complaintWords(ask: Ask, p: Period, lang: Lang): Promise<string[]> {
  const rows = await ask.turn.tools.run('keyword_counts', { location: ask.location, ...range(p) });
  return rows
    .filter((r) => r.negative > 0)
    .sort((a, b) => b.negative - a.negative || a.keyword.localeCompare(b.keyword))
    .slice(0, 5)
    .map((r) => `${lang === 'en' ? `“${r.keyword}”` : `« ${r.keyword} »`} (${r.negative})`);
}

/**
 * The sentence(s) saying what guests complained about in `p`, with the reviews to cite. With
 * no topic found, the 1–2★ reviews are quoted, so the answer still says what went wrong.
 */
export async function complaintsText(
  ask: Ask,
  p: Period,
  lang: Lang,
  head: { en: string; fr: string },
): Promise<{ text: string; citations: ReviewHit[]; top: AspectCategory | null }> {
  const topics = await complaintTopics(ask, p);
  const words = await complaintWords(ask, p, lang);
  const low = await ask.turn.tools.run('search_reviews', {
    location: ask.location,
    ...range(p),
    ratings: [1, 2],
    limit: 3,
  });
  let text = '';
  if (topics.length) {
    const named = topics.map((r) => `${categoryName(r.category, lang)} (${r.negative})`);
    text = ` ${lang === 'en' ? head.en : head.fr}${lang === 'en' ? ':' : ' :'} ${list(named, lang)}.`;
  }
  if (words.length)
    text +=
      lang === 'en'
        ? ` Words most used in complaints: ${words.join(', ')}.`
        : ` Mots les plus présents dans les plaintes : ${words.join(', ')}.`;
  if (!topics.length && low.length) {
    const quotes = low
      .slice(0, 2)
      .map((h) => (lang === 'en' ? `“${h.snippet}”` : `« ${h.snippet} »`));
    text +=
      lang === 'en'
        ? ` No topic stood out in the analysis; the low-rated reviews say: ${quotes.join(' ')}`
        : ` Aucun sujet ne ressort de l’analyse ; les avis mal notés disent : ${quotes.join(' ')}`;
  }
  if (!text) text = lang === 'en' ? ' No complaint stood out.' : ' Aucune plainte ne ressort.';
  return { text, citations: low, top: (topics[0]?.category as AspectCategory) ?? null };
}
