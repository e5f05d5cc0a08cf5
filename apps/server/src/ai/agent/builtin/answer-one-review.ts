import { formatRange } from '@tableside/domain/date-ranges';
import { cite, type Ask, type Draft } from './answer-context.ts';
import { when } from './phrases.ts';

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
