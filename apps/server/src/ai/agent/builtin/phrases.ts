import { formatRange, rangeLength } from '@tableside/domain/date-ranges';
import type { AspectCategory } from '@tableside/domain/insights';
import { countChange } from '@tableside/domain/percentages';
import type { Period, PeriodKey } from './dates.ts';
import type { UnknownName } from './subject.ts';

/** The built-in agent's words, in English and French: every answer is built from these. */
export type Lang = 'en' | 'fr';

const MONTHS: Record<Lang, string[]> = {
  en: 'January February March April May June July August September October November December'.split(
    ' ',
  ),
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(
    ' ',
  ),
};

/** 4.3 / 4,3; whole numbers as they are. */
export function num(value: number, lang: Lang, digits = 1): string {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(digits);
  return lang === 'fr' ? text.replace('.', ',') : text;
}
/** An average rating, always with its decimal: 4.0 / 4,0, never "4" beside "4.1". */
export const ratingNum = (value: number, lang: Lang) =>
  lang === 'fr' ? value.toFixed(1).replace('.', ',') : value.toFixed(1);
export const pct = (value: number, lang: Lang) =>
  lang === 'fr' ? `${num(value, lang)} %` : `${num(value, lang)}%`;

export function periodName(p: Period, lang: Lang): string {
  if (p.label.kind === 'month') {
    const month = MONTHS[lang][p.label.month - 1];
    return lang === 'en' ? `in ${month} ${p.label.year}` : `en ${month} ${p.label.year}`;
  }
  if (p.label.kind === 'year') return lang === 'en' ? `in ${p.label.year}` : `en ${p.label.year}`;
  const n = p.label.n ?? rangeLength(p.range);
  const en: Record<PeriodKey, string> = {
    today: 'today',
    yesterday: 'yesterday',
    thisWeek: 'this week',
    lastWeek: 'last week',
    thisMonth: 'this month',
    lastMonth: 'last month',
    thisYear: 'this year',
    lastYear: 'last year',
    lastNDays: `in the last ${n} days`,
    lastNWeeks: `in the last ${n} weeks`,
    lastNMonths: `in the last ${n} months`,
    thisQuarter: 'this quarter',
    lastQuarter: 'last quarter',
    yearToDate: 'since the start of the year',
    span: 'over the period asked',
    last30Days: 'in the last 30 days',
    allTime: 'since the first review',
    previousPeriod: `in the ${n} days before`,
  };
  const fr: Record<PeriodKey, string> = {
    today: 'aujourd’hui',
    yesterday: 'hier',
    thisWeek: 'cette semaine',
    lastWeek: 'la semaine dernière',
    thisMonth: 'ce mois-ci',
    lastMonth: 'le mois dernier',
    thisYear: 'cette année',
    lastYear: 'l’an dernier',
    lastNDays: `ces ${n} derniers jours`,
    lastNWeeks: `ces ${n} dernières semaines`,
    lastNMonths: `ces ${n} derniers mois`,
    thisQuarter: 'ce trimestre',
    lastQuarter: 'le trimestre dernier',
    yearToDate: 'depuis le début de l’année',
    span: 'sur la période demandée',
    last30Days: 'ces 30 derniers jours',
    allTime: 'depuis le premier avis',
    previousPeriod: `les ${n} jours précédents`,
  };
  return (lang === 'en' ? en : fr)[p.label.key];
}

/** "last month (Oct 1, 2026 – Oct 31, 2026)", "le mois dernier (1 oct. 2026 – 31 oct. 2026)". */
export const when = (p: Period, lang: Lang) =>
  p.label.kind === 'named' && p.label.key === 'allTime'
    ? periodName(p, lang)
    : `${periodName(p, lang)} (${formatRange(p.range, lang, 'text')})`;

export const CATEGORY_NAMES: Record<AspectCategory, Record<Lang, string>> = {
  food: { en: 'food', fr: 'la cuisine' },
  drinks: { en: 'drinks', fr: 'les boissons' },
  service: { en: 'service', fr: 'le service' },
  wait: { en: 'waiting times', fr: 'l’attente' },
  reservation: { en: 'reservations', fr: 'les réservations' },
  price: { en: 'prices', fr: 'les prix' },
  value: { en: 'value for money', fr: 'le rapport qualité-prix' },
  billing: { en: 'the bill and payment', fr: 'l’addition et le paiement' },
  ambience: { en: 'ambience', fr: 'l’ambiance' },
  cleanliness: { en: 'cleanliness', fr: 'la propreté' },
  location: { en: 'the location', fr: 'l’emplacement' },
  'anecdotes/miscellaneous': { en: 'other topics', fr: 'les autres sujets' },
};
export const categoryName = (c: string, lang: Lang) =>
  CATEGORY_NAMES[c as AspectCategory]?.[lang] ?? c;

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "1★ and 2★" / "1★ et 2★". */
export function starsName(ratings: number[], lang: Lang): string {
  const parts = ratings.map((r) => `${r}★`);
  if (parts.length === 1) return parts[0]!;
  return `${parts.slice(0, -1).join(', ')} ${lang === 'en' ? 'and' : 'et'} ${parts.at(-1)}`;
}

/** "12 reviews" / "1 review"; French counts 0 and 1 as singular. */
export function count(n: number, lang: Lang, en: [string, string], fr: [string, string]): string {
  const [one, many] = lang === 'en' ? en : fr;
  const singular = lang === 'en' ? n === 1 : n <= 1;
  return `${n} ${singular ? one : many}`;
}
export const reviewsWord = (n: number, lang: Lang) =>
  count(n, lang, ['review', 'reviews'], ['avis', 'avis']);
export const mentionsWord = (n: number, lang: Lang) =>
  count(n, lang, ['mention', 'mentions'], ['mention', 'mentions']);

/** "up 12.5%" / "en hausse de 12,5 %". */
export function change(before: number, after: number, lang: Lang): string {
  const delta = countChange(after, before);
  // « Mentions en hausse, contre zéro la période précédente »: no percentage from nothing.
  if (delta === null)
    return after === 0
      ? lang === 'en'
        ? 'at zero in both periods'
        : 'à zéro sur les deux périodes'
      : lang === 'en'
        ? 'up from zero the period before'
        : 'en hausse, contre zéro la période précédente';
  if (delta === 0) return lang === 'en' ? 'unchanged' : 'stable';
  const up = delta > 0;
  return lang === 'en'
    ? `${up ? 'up' : 'down'} ${pct(Math.abs(delta), lang)}`
    : `en ${up ? 'hausse' : 'baisse'} de ${pct(Math.abs(delta), lang)}`;
}

export const EXAMPLES: Record<Lang, string[]> = {
  en: [
    'How many reviews did we get last month, and what was the average rating?',
    'How did the duck confit do last month compared with the month before?',
    'Which server gets the most complaints at Plateau?',
    'Summarise this week’s one- and two-star reviews',
    'What should we fix first?',
    'How many reviews mention parking?',
    'What is our reply rate this month, and how fast do we reply?',
  ],
  fr: [
    'Combien d’avis avons-nous reçus le mois dernier, et quelle est la note moyenne ?',
    'Comment s’est porté le confit de canard le mois dernier par rapport au mois précédent ?',
    'Quel serveur reçoit le plus de plaintes au Plateau ?',
    'Résume les avis à une et deux étoiles de cette semaine',
    'Que devons-nous corriger en premier ?',
    'Combien d’avis mentionnent le stationnement ?',
    'Quel est notre taux de réponse ce mois-ci, et en combien de temps répondons-nous ?',
  ],
};

export function helpText(lang: Lang): string {
  const intro =
    lang === 'en'
      ? 'I answer questions about your restaurant’s reviews: counts and average ratings for a period or a location, comparisons with the period before, dishes, staff, topics such as service or prices, summaries, what to fix first, and the reply rate and time. For example:'
      : 'Je réponds aux questions sur les avis de votre restaurant : nombres d’avis et notes moyennes sur une période ou un établissement, comparaisons avec la période précédente, plats, équipe, sujets comme le service ou les prix, résumés, priorités, taux et délai de réponse. Par exemple :';
  return `${intro}\n${EXAMPLES[lang].map((e) => `• ${e}`).join('\n')}`;
}

export function refusalText(restaurant: string, lang: Lang): string {
  return lang === 'en'
    ? `I can’t do that. I only answer questions about ${restaurant}’s own reviews, with the figures you may see, and my rules stay as they are.\n\n${helpText(lang)}`
    : `Je ne peux pas faire cela. Je réponds seulement aux questions sur les avis de ${restaurant}, avec les chiffres auxquels vous avez accès, et mes règles ne changent pas.\n\n${helpText(lang)}`;
}

/** "Which one do you mean: Flank steak or Steak frites?": every candidate named. */
export function clarifyText(candidates: { name: string }[], lang: Lang): string {
  const names = candidates.map((c) => c.name);
  const listed = `${names.slice(0, -1).join(', ')} ${lang === 'en' ? 'or' : 'ou'} ${names.at(-1)}`;
  return lang === 'en'
    ? `Which one do you mean: ${listed}? Ask again with the one you mean and I’ll give you its figures.`
    : `Lequel voulez-vous dire : ${listed} ? Reposez la question avec celui-là et je vous donnerai ses chiffres.`;
}

/** A dish or a person the catalogue does not have, named back as the question typed it. */
export function unknownNameText(name: UnknownName, lang: Lang): string {
  const typed = name.kind === 'person' ? capitalise(name.text) : name.text;
  if (lang === 'en')
    return name.kind === 'dish'
      ? `I don’t see “${typed}” on your menu, so I have no dish figures for it.`
      : name.kind === 'person'
        ? `I don’t see anyone called “${typed}” on your staff list, so I have no figures for them.`
        : `I don’t see “${typed}” on your menu or your staff list, so I have no figures for it.`;
  return name.kind === 'dish'
    ? `Je ne trouve pas « ${typed} » sur votre carte, je n’ai donc pas de chiffres pour ce plat.`
    : name.kind === 'person'
      ? `Je ne trouve personne du nom de « ${typed} » dans votre équipe, je n’ai donc pas de chiffres.`
      : `Je ne trouve pas « ${typed} » sur votre carte ni dans votre équipe, je n’ai donc pas de chiffres.`;
}

/** Out of scope (the weather, competitors, a guest's address, writing a menu): no figure, and what it can answer. */
export function declineText(restaurant: string, lang: Lang): string {
  return lang === 'en'
    ? `Sorry, I can’t help with that: I only answer questions about ${restaurant}’s own reviews.\n\n${helpText(lang)}`
    : `Désolé, je ne peux pas vous aider pour cela : je réponds seulement aux questions sur les avis de ${restaurant}.\n\n${helpText(lang)}`;
}

/** Figures the reviews do not hold: what the agent sees instead. */
export function noDataText(restaurant: string, lang: Lang): string {
  return lang === 'en'
    ? `Sorry, I can’t answer that: I only see ${restaurant}’s reviews, not sales, covers, bills, costs, staffing or bookings.\n\n${helpText(lang)}`
    : `Désolé, je ne peux pas répondre à cela : je vois seulement les avis de ${restaurant}, pas les ventes, les couverts, les additions, les coûts, les effectifs ni les réservations.\n\n${helpText(lang)}`;
}
