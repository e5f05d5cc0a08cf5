import type { SourcePlatform } from '@tableside/domain/sources';
import type { Lang } from './phrases.ts';

/**
 * The platforms a question is about ("how r we doing on google", « nos avis Yelp »,
 * "tripadvisor rating since june"): the answer then counts only their reviews. Facebook and
 * Instagram are two platforms, as the reviews store them; "Meta" names both. Misspellings are
 * put right before (typos.ts knows the platforms' names).
 */
const PLATFORM_WORDS: [SourcePlatform[], RegExp][] = [
  [['google'], /\b(google|gmaps|gbp)\b/],
  [['yelp'], /\byelp\b/],
  [['tripadvisor'], /\b(tripadvisor|trip advisor|tripadvisors|trip advisors)\b/],
  [['facebook'], /\b(facebook|fb|face book)\b/],
  [['instagram'], /\b(instagram|insta|ig)\b/],
  [['facebook', 'instagram'], /\bmeta\b/],
];

/** The platforms a folded question names, in the product's order, or null for every one. */
export function platformsOf(q: string): SourcePlatform[] | null {
  const named = new Set(PLATFORM_WORDS.flatMap(([platforms, re]) => (re.test(q) ? platforms : [])));
  if (!named.size) return null;
  const order: SourcePlatform[] = ['google', 'yelp', 'tripadvisor', 'facebook', 'instagram'];
  return order.filter((p) => named.has(p));
}

/**
 * "Google vs Yelp", "which platform rates us lowest", « Google ou Tripadvisor, où on est le
 * mieux noté ? », "rating by platform": the platforms side by side, not their reviews pooled.
 * Two platform names count with a word that sets them against each other; "meta" is one name.
 * "Site" stays a location ("quel site a la meilleure note").
 */
const PLATFORM_NOUN = /\b(platforms?|plateformes?|review sites?|sites? d avis|review apps?)\b/;
const BY_PLATFORM =
  /\b(by|per|each|every|across|par|chaque|selon (?:la|les)|sur chaque|sur les differentes) (platforms?|plateformes?|review sites?|sites? d avis)\b/;
const SET_AGAINST =
  /\b(vs|versus|or|ou|compar\w*|than|que|better|worse|lower|higher|mieux|pire|moins bien|lequel|laquelle|which|where|quel\w*|between|entre|against|contre|rank\w*|classe\w*)\b/;
const ASKS_WHICH = /\b(which|what|quel\w*|lequel|laquelle|ou|where|compar\w*|rank\w*|classe\w*)\b/;

export function comparesPlatforms(q: string, ranked: boolean): boolean {
  if (BY_PLATFORM.test(q)) return true;
  if (PLATFORM_NOUN.test(q) && (ranked || ASKS_WHICH.test(q))) return true;
  const names = PLATFORM_WORDS.filter(([, re]) => re.test(q)).length;
  return names >= 2 && SET_AGAINST.test(q);
}

export const NAMES: Record<SourcePlatform, string> = {
  google: 'Google',
  yelp: 'Yelp',
  tripadvisor: 'Tripadvisor',
  facebook: 'Facebook',
  instagram: 'Instagram',
};

/** "Google", "Facebook and Instagram" / « Facebook et Instagram ». */
export function platformNames(platforms: readonly SourcePlatform[], lang: Lang): string {
  const names = platforms.map((p) => NAMES[p]);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} ${lang === 'en' ? 'and' : 'et'} ${names.at(-1)}`;
}

/** "On Google: " / « Sur Google : », opening an answer counted over some platforms only. */
export const onPlatforms = (platforms: readonly SourcePlatform[], lang: Lang) =>
  lang === 'en'
    ? `On ${platformNames(platforms, lang)}: `
    : `Sur ${platformNames(platforms, lang)} : `;

/**
 * A platform none of the scope's reviews come from: said plainly, with where its reviews do
 * come from, rather than a 0 or an empty average presented as its rating.
 */
export function noPlatformText(
  platforms: readonly SourcePlatform[],
  scopeName: string,
  others: { source: string; count: number }[],
  lang: Lang,
): string {
  const asked = platformNames(platforms, lang);
  const from = others
    .map((o) => `${NAMES[o.source as SourcePlatform] ?? o.source} (${o.count})`)
    .join(', ');
  if (lang === 'en')
    return (
      `${scopeName} has no ${asked} reviews, so I have no ${asked} figures to give.` +
      (from ? ` Its reviews come from ${from}.` : '')
    );
  return (
    `${scopeName} n’a aucun avis ${asked} : je n’ai donc aucun chiffre ${asked} à donner.` +
    (from ? ` Ses avis viennent de ${from}.` : '')
  );
}
