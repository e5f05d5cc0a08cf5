import type { IncidentKind } from '@tableside/domain/review-signals';
import { list, range, type Ask, type Draft } from './answer-context.ts';
import { capitalise, num, reviewsWord, when, type Lang } from './phrases.ts';

// Answers read from the analysis's incident signals and from ratings by day of the week.

export const INCIDENT_NAMES: Record<IncidentKind, Record<Lang, string>> = {
  illness: { en: 'illness', fr: 'malaise ou intoxication' },
  allergy: { en: 'allergy', fr: 'allergie' },
  injury: { en: 'injury', fr: 'blessure' },
  'foreign-object': { en: 'foreign object', fr: 'corps étranger' },
  hygiene: { en: 'hygiene', fr: 'hygiène' },
  discrimination: { en: 'discrimination', fr: 'discrimination' },
  'legal-threat': { en: 'legal threat', fr: 'menace de poursuite' },
  'health-authority': { en: 'report to the health authority', fr: 'signalement sanitaire' },
};

/** "How many incidents this year?", "combien d'intox ou d'allergies": reviews reporting one. */
export async function answerIncidents(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const kinds = u.incidentKinds ?? undefined;
  const found = await ask.turn.tools.run('incident_counts', {
    location: ask.location,
    ...range(u.period),
    ...(kinds ? { kinds } : {}),
  });
  const w = when(u.period, lang);
  const at =
    ask.location === 'all' ? '' : lang === 'en' ? ` at ${ask.scopeName}` : ` à ${ask.scopeName}`;
  const what = kinds
    ? list(
        kinds.map((k) => INCIDENT_NAMES[k][lang]),
        lang,
      ).replace(/ and | et /, lang === 'en' ? ' or ' : ' ou ')
    : null;
  const n = reviewsWord(found.reviews, lang);
  let text =
    lang === 'en'
      ? `${n}${at} reported an incident${what ? ` (${what})` : ''} ${w}.`
      : `${n}${at} ${found.reviews > 1 ? 'signalent' : 'signale'} un incident${what ? ` (${what})` : ''} ${w}.`;
  if (found.kinds.length)
    text += ` ${lang === 'en' ? 'By kind' : 'Par type'}${lang === 'fr' ? ' :' : ':'} ${found.kinds
      .map((k) => `${INCIDENT_NAMES[k.kind][lang]} ${k.reviews}`)
      .join(', ')}.`;
  return { text: capitalise(text), citations: [] };
}

export const WEEKDAYS: Record<Lang, string[]> = {
  en: 'Monday Tuesday Wednesday Thursday Friday Saturday Sunday'.split(' '),
  fr: 'lundi mardi mercredi jeudi vendredi samedi dimanche'.split(' '),
};

/** "What's our worst day of the week?": the weekday with the lowest (highest) average rating. */
export async function answerWeekday(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const rows = await ask.turn.tools.run('weekday_ratings', {
    location: ask.location,
    ...range(u.period),
  });
  const w = when(u.period, lang);
  const at =
    ask.location === 'all' ? '' : lang === 'en' ? ` at ${ask.scopeName}` : ` à ${ask.scopeName}`;
  if (!rows.length)
    return {
      text:
        lang === 'en'
          ? `0 reviews${at} ${w}, so no day of the week stands out.`
          : `0 avis${at} ${w} : aucun jour de la semaine ne se distingue.`,
      citations: [],
    };
  const best = u.ranking === 'best';
  const sorted = [...rows].sort((a, b) =>
    best ? b.average_rating - a.average_rating : a.average_rating - b.average_rating,
  );
  const day = (d: number) => WEEKDAYS[lang][d - 1]!;
  const figure = (r: (typeof rows)[number]) =>
    `${num(r.average_rating, lang)}/5, ${reviewsWord(r.reviews, lang)}`;
  const [top] = sorted;
  const other = sorted.at(-1)!;
  const head =
    lang === 'en'
      ? `${day(top!.weekday)} is your ${best ? 'best' : 'worst'} day of the week${at} ${w} (${figure(top!)}).`
      : `${capitalise(day(top!.weekday))} est votre ${best ? 'meilleur' : 'pire'} jour de la semaine${at} ${w} (${figure(top!)}).`;
  const tail =
    other === top
      ? ''
      : lang === 'en'
        ? ` ${best ? 'Worst' : 'Best'}: ${day(other.weekday)} (${figure(other)}).`
        : ` ${best ? 'Le pire' : 'Le meilleur'} : ${day(other.weekday)} (${figure(other)}).`;
  return { text: head + tail, citations: [] };
}
