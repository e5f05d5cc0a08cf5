import type { LanguageRating, WeekdayRating } from '../tools.ts';
import { atScope, list, range, type Ask, type Draft } from './answer-context.ts';
import { WEEKDAYS } from './answer-signals.ts';
import { capitalise, pct, ratingNum, reviewsWord, when, type Lang } from './phrases.ts';

// Answers over a slice of the reviews the rollups do not keep: some days of the week against the
// others, and the language the reviews are written in (docs/product/agent.md#slices).

const total = (rows: { reviews: number; average_rating: number }[]) => {
  const n = rows.reduce((sum, r) => sum + r.reviews, 0);
  const average = n ? rows.reduce((sum, r) => sum + r.average_rating * r.reviews, 0) / n : 0;
  return { n, average };
};

const WEEKEND = [6, 7].join();
const WEEKDAYS_ONLY = [1, 2, 3, 4, 5].join();

/** "Weekends (Saturday and Sunday)", « Les samedis », and the days left for the comparison. */
function dayNames(days: number[], lang: Lang): { asked: string; others: string } {
  const key = days.join();
  if (key === WEEKEND)
    return lang === 'en'
      ? { asked: 'Weekends (Saturday and Sunday)', others: 'weekdays' }
      : { asked: 'Les fins de semaine (samedi et dimanche)', others: 'en semaine' };
  if (key === WEEKDAYS_ONLY)
    return lang === 'en'
      ? { asked: 'Weekdays (Monday to Friday)', others: 'weekends' }
      : { asked: 'En semaine (du lundi au vendredi)', others: 'les fins de semaine' };
  const names = days.map((d) => `${WEEKDAYS[lang][d - 1]}s`);
  return lang === 'en'
    ? { asked: list(names, lang), others: 'the other days' }
    : { asked: `Les ${list(names, lang)}`, others: 'les autres jours' };
}

/** "Weekend reviews at Kitsilano this fall", « la note moyenne les samedis »: those days, then the rest. */
export async function answerDays(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const days = u.days ?? [];
  const rows: WeekdayRating[] = await ask.turn.tools.run('weekday_ratings', {
    location: ask.location,
    ...range(u.period),
  });
  const asked = total(rows.filter((r) => days.includes(r.weekday)));
  const rest = total(rows.filter((r) => !days.includes(r.weekday)));
  const names = dayNames(days, lang);
  const at = atScope(ask);
  const w = when(u.period, lang);
  const figure = (t: { n: number; average: number }) =>
    t.n
      ? lang === 'en'
        ? `${reviewsWord(t.n, lang)}, average ${ratingNum(t.average, lang)}/5`
        : `${reviewsWord(t.n, lang)}, note moyenne ${ratingNum(t.average, lang)}/5`
      : reviewsWord(0, lang);
  let text = `${names.asked}${at} ${w}: ${figure(asked)}. `;
  text +=
    lang === 'en'
      ? `${capitalise(names.others)}: ${figure(rest)}.`
      : `${capitalise(names.others)} : ${figure(rest)}.`;
  if (lang === 'fr') text = text.replace(`${w}: `, `${w} : `);
  if (asked.n && rest.n) {
    const gap = Math.round((asked.average - rest.average) * 10) / 10;
    const by = ratingNum(Math.abs(gap), lang);
    text +=
      gap === 0
        ? lang === 'en'
          ? ' The same average either way.'
          : ' La même moyenne dans les deux cas.'
        : lang === 'en'
          ? ` An average ${by} star${Math.abs(gap) === 1 ? '' : 's'} ${gap > 0 ? 'higher' : 'lower'}.`
          : ` Une moyenne plus ${gap > 0 ? 'haute' : 'basse'} de ${by} étoile${Math.abs(gap) >= 2 ? 's' : ''}.`;
  }
  return { text, citations: [] };
}

const LANGUAGE_NAMES: Record<Lang, Record<string, string>> = {
  en: { en: 'English', fr: 'French', und: 'language unknown' },
  fr: { en: 'anglais', fr: 'français', und: 'langue indéterminée' },
};
const languageName = (code: string, lang: Lang) => LANGUAGE_NAMES[lang][code] ?? code;

/** "How many reviews in French last month?", « les avis par langue »: one language's share, or each. */
export async function answerLanguages(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const rows: LanguageRating[] = await ask.turn.tools.run('language_ratings', {
    location: ask.location,
    ...range(u.period),
  });
  const all = total(rows);
  const at = atScope(ask);
  const w = when(u.period, lang);
  const share = (n: number) => pct(all.n ? Math.round((n / all.n) * 1000) / 10 : 0, lang);
  const each = (r: LanguageRating) =>
    `${languageName(r.language, lang)} ${r.reviews} (${share(r.reviews)}, ${ratingNum(r.average_rating, lang)}/5)`;
  const asked = u.reviewLanguage;
  if (!all.n) return { text: capitalise(`${reviewsWord(0, lang)}${at} ${w}.`), citations: [] };
  if (asked === 'en' || asked === 'fr') {
    const found = rows.find((r) => r.language === asked);
    const n = found?.reviews ?? 0;
    const name = languageName(asked, lang);
    const average = found
      ? lang === 'en'
        ? `, average ${ratingNum(found.average_rating, lang)}/5`
        : `, note moyenne ${ratingNum(found.average_rating, lang)}/5`
      : '';
    const others = rows.filter((r) => r.language !== asked);
    const head = !n
      ? lang === 'en'
        ? `None of the ${reviewsWord(all.n, lang)}${at} ${w} was written in ${name}.`
        : `Aucun des ${reviewsWord(all.n, lang)}${at} ${w} n’est rédigé en ${name}.`
      : lang === 'en'
        ? `${n} of the ${reviewsWord(all.n, lang)}${at} ${w} ${n === 1 ? 'was' : 'were'} written in ${name} (${share(n)})${average}.`
        : `${n} des ${reviewsWord(all.n, lang)}${at} ${w} ${n > 1 ? 'sont rédigés' : 'est rédigé'} en ${name} (${share(n)})${average}.`;
    const tail = others.length
      ? lang === 'en'
        ? ` Others: ${others.map(each).join(', ')}.`
        : ` Autres : ${others.map(each).join(', ')}.`
      : '';
    return { text: head + tail, citations: [] };
  }
  const text =
    lang === 'en'
      ? `By language${at} ${w}, of ${reviewsWord(all.n, lang)}: ${rows.map(each).join(', ')}.`
      : `Par langue${at} ${w}, sur ${reviewsWord(all.n, lang)} : ${rows.map(each).join(', ')}.`;
  return { text, citations: [] };
}
