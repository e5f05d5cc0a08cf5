import { inTurns, metrics, range, type Ask, type Draft } from './answer-context.ts';
import { fold } from './text.ts';
import { num, pct, reviewsWord, starsName, when, type Lang } from './phrases.ts';

// Replies to reviews: how many got a posted reply, and how fast
// (docs/product/reviews-and-replies.md#reply-lifecycle).

/** "5.5 hours" below two days, "3.2 days" above; French with a decimal comma. */
export function duration(hours: number, lang: Lang): string {
  const days = hours >= 48;
  const value = Math.round((days ? hours / 24 : hours) * 10) / 10;
  const unit = days
    ? lang === 'en'
      ? value === 1
        ? 'day'
        : 'days'
      : value < 2
        ? 'jour'
        : 'jours'
    : lang === 'en'
      ? value === 1
        ? 'hour'
        : 'hours'
      : value < 2
        ? 'heure'
        : 'heures';
  return `${num(value, lang)} ${unit}`;
}

/** "Reply rate by location", « par établissement »: each location's figures, not the group's. */
const BY_LOCATION =
  /\b(by|per|for each|each) (location|site|branch|restaurant|spot)s?\b|\bpar (etablissement|succursale|site|emplacement|restaurant|resto|adresse)s?\b/;

export async function answerReplies(ask: Ask): Promise<Draft> {
  if (ask.location === 'all' && BY_LOCATION.test(fold(ask.turn.question))) {
    // The locations the asker may see, as the review figures list them.
    const { locationStats } = await metrics(ask, ask.u.period);
    const parts = await inTurns(locationStats, (l) =>
      replyFigures({ ...ask, location: l.locationId, scopeName: l.locationName }),
    );
    if (parts.length > 1) return { text: parts.map((p) => `• ${p}`).join('\n'), citations: [] };
  }
  return { text: await replyFigures(ask), citations: [] };
}

/** One scope's reply figures, said in one sentence or two. */
async function replyFigures(ask: Ask): Promise<string> {
  const { u, lang, scopeName } = ask;
  const r = await ask.turn.tools.run('reply_metrics', {
    location: ask.location,
    ...range(u.period),
    ...(u.ratings ? { ratings: u.ratings } : {}),
  });
  // "How fast do we answer bad reviews": the figures of those stars, said as such.
  const stars = u.ratings
    ? lang === 'en'
      ? `, reviews rated ${starsName(u.ratings, lang)},`
      : `, avis notés ${starsName(u.ratings, lang)},`
    : '';
  const w = when(u.period, lang);
  let text: string;
  const rated = u.ratings
    ? ` ${lang === 'en' ? 'rated' : 'noté'} ${starsName(u.ratings, lang)}`
    : '';
  if (r.totalReviews === 0)
    text =
      lang === 'en'
        ? `${scopeName} received no reviews${rated} ${w}, so there was nothing to reply to.`
        : `${scopeName} n’a reçu aucun avis${rated} ${w} : rien à quoi répondre.`;
  else {
    const time =
      r.medianHoursToReply === null
        ? ''
        : lang === 'en'
          ? ` Median time to reply: ${duration(r.medianHoursToReply, lang)}.`
          : ` Délai médian de réponse : ${duration(r.medianHoursToReply, lang)}.`;
    const waiting = r.totalReviews - r.posted;
    text =
      lang === 'en'
        ? `${scopeName}${stars} ${w}: a reply was posted to ${r.posted} of ${reviewsWord(r.totalReviews, lang)}, a reply rate of ${pct(r.replyRate, lang)}; ${reviewsWord(waiting, lang)} without a posted reply.${time}`
        : `${scopeName}${stars} ${w} : une réponse a été publiée pour ${r.posted} avis sur ${r.totalReviews}, soit un taux de réponse de ${pct(r.replyRate, lang)} ; ${reviewsWord(waiting, lang)} sans réponse publiée.${time}`;
  }
  return text;
}
