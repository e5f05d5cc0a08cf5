import { categoryName, when, type Lang } from './phrases.ts';
import { platformNames } from './question-platforms.ts';
import type { Understood } from './understand.ts';

/**
 * The reading an answer was computed for, said back in one line: what was asked, for which
 * period and where ("Understood: mentions of the Lobster roll, since March 1 …, every
 * location."). A follow-up, a shorthand or a name read loosely is then visible to the manager,
 * who can ask again if the agent read something else.
 */
const WHAT: Partial<Record<Understood['intent'], (u: Understood) => Record<Lang, string>>> = {
  metrics: () => ({ en: 'review count and average rating', fr: 'nombre d’avis et note moyenne' }),
  distribution: () => ({ en: 'ratings by star', fr: 'répartition des notes' }),
  best_week: (u) =>
    u.ranking === 'worst'
      ? { en: 'worst week by average rating', fr: 'pire semaine selon la note moyenne' }
      : { en: 'best week by average rating', fr: 'meilleure semaine selon la note moyenne' },
  one_review: (u) =>
    u.ranking === 'best'
      ? { en: 'the highest-rated review', fr: 'l’avis le mieux noté' }
      : { en: 'the lowest-rated review', fr: 'l’avis le moins bien noté' },
  some_reviews: () => ({ en: 'reviews to read, quoted', fr: 'avis à lire, cités' }),
  by_month: () => ({
    en: 'review count and average rating, month by month',
    fr: 'nombre d’avis et note moyenne, mois par mois',
  }),
  best_month: (u) =>
    u.ranking === 'most' || u.ranking === 'least'
      ? {
          en: `month with the ${u.ranking === 'most' ? 'most' : 'fewest'} reviews`,
          fr: `mois avec le ${u.ranking === 'most' ? 'plus' : 'moins'} d’avis`,
        }
      : u.ranking === 'worst'
        ? { en: 'worst month by average rating', fr: 'pire mois selon la note moyenne' }
        : { en: 'best month by average rating', fr: 'meilleur mois selon la note moyenne' },
  weekday: (u) =>
    u.ranking === 'best'
      ? {
          en: 'best day of the week by average rating',
          fr: 'meilleur jour de la semaine selon la note moyenne',
        }
      : {
          en: 'worst day of the week by average rating',
          fr: 'pire jour de la semaine selon la note moyenne',
        },
  days: () => ({
    en: 'review count and average rating on the days asked, against the other days',
    fr: 'nombre d’avis et note moyenne les jours demandés, face aux autres jours',
  }),
  languages: () => ({
    en: 'reviews by the language they are written in',
    fr: 'avis selon leur langue de rédaction',
  }),
  incidents: () => ({ en: 'reviews reporting an incident', fr: 'avis signalant un incident' }),
  replies: () => ({ en: 'reply rate and time to reply', fr: 'taux et délai de réponse' }),
  rank_locations: (u) =>
    u.ranking === 'complaints'
      ? { en: 'locations by complaints', fr: 'établissements selon les plaintes' }
      : { en: 'locations compared', fr: 'établissements comparés' },
  rank_platforms: (u) => ({
    en: u.platforms ? `${platformNames(u.platforms, 'en')} compared` : 'platforms compared',
    fr: u.platforms ? `${platformNames(u.platforms, 'fr')} comparées` : 'plateformes comparées',
  }),
  menu: (u) => ({
    en: `mentions of the ${u.menuItem!.name}`,
    fr: `mentions de ${u.menuItem!.name}`,
  }),
  staff: (u) => ({ en: `mentions of ${u.staff!.name}`, fr: `mentions de ${u.staff!.name}` }),
  rank_menu: () => ({ en: 'dishes ranked', fr: 'plats classés' }),
  rank_staff: () => ({ en: 'staff ranked', fr: 'équipe classée' }),
  category: (u) => ({
    en: `reviews about ${categoryName(u.category!, 'en')}`,
    fr: `avis sur ${categoryName(u.category!, 'fr')}`,
  }),
  rank_categories: (u) =>
    u.ranking === 'complaints' || u.ranking === 'worst'
      ? { en: 'topics by complaints', fr: 'sujets selon les plaintes' }
      : { en: 'topics of reviews', fr: 'sujets des avis' },
  keyword: (u) =>
    u.ranking === 'complaints'
      ? { en: `complaints about “${u.keyword}”`, fr: `plaintes sur « ${u.keyword} »` }
      : { en: `reviews mentioning “${u.keyword}”`, fr: `avis mentionnant « ${u.keyword} »` },
  summary: () => ({ en: 'summary of reviews', fr: 'résumé des avis' }),
  fix_first: () => ({ en: 'what to fix first', fr: 'quoi corriger en premier' }),
};

/** "Understood: …" / "Compris : …", or null for answers without figures. */
export function understoodLine(u: Understood, lang: Lang): string | null {
  const what = WHAT[u.intent]?.(u)[lang];
  if (!what) return null;
  const where = u.locations.length
    ? u.locations.map((l) => l.name).join(lang === 'en' ? ' and ' : ' et ')
    : lang === 'en'
      ? 'all locations'
      : 'tous les établissements';
  const on =
    u.platforms && u.intent !== 'rank_platforms'
      ? `, ${lang === 'en' ? 'on' : 'sur'} ${platformNames(u.platforms, lang)}`
      : '';
  return lang === 'en'
    ? `Understood: ${what}, ${when(u.period, lang)}, ${where}${on}.`
    : `Compris : ${what}, ${when(u.period, lang)}, ${where}${on}.`;
}
