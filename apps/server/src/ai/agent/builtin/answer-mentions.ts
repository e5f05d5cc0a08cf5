import { rate } from '@tableside/domain/percentages';
import { countOf } from './date-parts.ts';
import type { Period } from './dates.ts';
import {
  capitalise,
  change,
  mentionsWord,
  num,
  pct,
  reviewsWord,
  when,
  type Lang,
} from './phrases.ts';
import { fold } from './text.ts';
import { ASKS_SHARE, hasRole } from './question-words.ts';
import { lastTwelveMonths } from './question-kinds.ts';
import { everyNamed } from './catalogue.ts';
import { withoutName } from './declines.ts';
import type { Understood } from './understand.ts';
import {
  atScope,
  cite,
  fr,
  metrics,
  range,
  split,
  type Ask,
  type Counts,
  type Draft,
} from './answer-context.ts';

// Answers about dishes and members of staff: one of them over time, or all of them ranked.

/**
 * The last twelve months, when the guest's words found nothing in a period the question did not
 * name (the last 30 days by default): "0 mentions" alone is a dead end for a dish ordered twice a
 * month, so the answer goes on to the year.
 */
export const widerThan = (u: Understood): Period | null => {
  if (u.period.explicit || u.comparison) return null;
  const year = lastTwelveMonths(u.period.range.endDate);
  // Already the year (two dishes compared are given it): nothing wider to say.
  return u.period.range.startDate <= year.range.startDate ? null : year;
};

/** "… and what do they say", « les gens en disent quoi »: the words, not only the figures. */
const ASKS_WORDS =
  /\bwhat (?:do|are|did|have) (?:they|people|guests|customers|folks) (?:say|saying|said|been saying)\b|\bwhat s being said\b|\b(?:disent|dit|disaient) quoi\b|\bqu est ce (?:qu|que) (?:ils|elles|on|les gens|le monde|les clients) (?:dit|disent|disaient|en dit|en disent)\b|\ben disent quoi\b|\bce qu (?:ils|on|les gens) en (?:dit|disent)\b/;

export function saying(ask: Ask, hits: { snippet: string; rating: number | null }[]): string {
  if (!ASKS_WORDS.test(fold(ask.turn.question)) || !hits.length) return '';
  const quoted = hits
    .slice(0, 2)
    .map((h) =>
      ask.lang === 'en'
        ? `“${h.snippet}”${h.rating === null ? '' : ` (${h.rating}★)`}`
        : `« ${h.snippet} »${h.rating === null ? '' : ` (${h.rating}★)`}`,
    );
  return ask.lang === 'en'
    ? ` The latest: ${quoted.join('; ')}.`
    : ` Les plus récents : ${quoted.join(' ; ')}.`;
}

/**
 * "Getting better or worse?": whether guests speak better of it than before, when both periods
 * have mentions to weigh (" Sentiment up: 0 → 0.50.").
 */
function sentimentMoved(
  before: { mentions: number; sentiment_score: number },
  now: { mentions: number; sentiment_score: number },
  lang: Lang,
): string {
  if (!before.mentions || !now.mentions) return '';
  const [a, b] = [before.sentiment_score, now.sentiment_score].map((x) => Math.round(x * 100));
  const way =
    b! > a!
      ? { en: 'up', fr: 'en hausse' }
      : b! < a!
        ? { en: 'down', fr: 'en baisse' }
        : { en: 'unchanged', fr: 'stable' };
  const figures = `${num(before.sentiment_score, lang, 2)} → ${num(now.sentiment_score, lang, 2)}`;
  return lang === 'en' ? ` Sentiment ${way.en}: ${figures}.` : ` Sentiment ${way.fr} : ${figures}.`;
}

/** " Over the last 12 months: 3 mentions (…)." or " Nor in the last 12 months.", after a zero. */
function overTheYear(year: Period, c: Counts & { sentiment_score: number }, lang: Lang) {
  if (c.mentions === 0)
    return lang === 'en' ? ` Nor ${when(year, lang)}.` : ` Ni ${when(year, lang)}.`;
  return lang === 'en'
    ? ` ${capitalise(when(year, lang))}: ${mentionsWord(c.mentions, lang)} (${split(c, lang)}; sentiment ${num(c.sentiment_score, lang, 2)}).`
    : ` ${capitalise(when(year, lang))} : ${mentionsWord(c.mentions, lang)} (${split(c, lang)} ; sentiment ${num(c.sentiment_score, lang, 2)}).`;
}

/** How many a ranking asks for ("top 3", "the five best", « les 3 meilleurs »), up to ten. */
export function topCount(q: string): number | null {
  const m =
    /\btop (\d{1,2}|[a-z]+)\b/.exec(q) ??
    /\b(?:the|les|nos|our|mes|my) (\d{1,2}|[a-z]+) (?:best|worst|most|top|meilleur\w*|pire\w*|plus)\b/.exec(
      q,
    );
  const n = m ? countOf(m[1]!) : 0;
  return n >= 1 && n <= 10 ? n : null;
}

export async function answerMenu(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const item = u.menuItem!;
  const find = async (p: Period) =>
    (await ask.turn.tools.run('menu_performance', { location: ask.location, ...range(p) })).find(
      (r) => r.menu_item_id === item.id,
    ) ?? { mentions: 0, positive: 0, negative: 0, neutral: 0, sentiment_score: 0 };
  const now = await find(u.period);
  const w = when(u.period, lang);
  const at = atScope(ask);
  // The Menu screen's count (one mention per review naming the dish, `menu_performance` runs its
  // service): the agent says the figure the screen shows, read by one rule in one place.
  let text =
    now.mentions === 0
      ? lang === 'en'
        ? `Nobody mentioned the ${item.name}${at} ${w}: 0 mentions.`
        : `Personne n’a mentionné ${item.name}${at} ${w} : 0 mention.`
      : lang === 'en'
        ? `The ${item.name}${at} ${w}: ${mentionsWord(now.mentions, lang)} (${split(now, lang)}; sentiment ${num(now.sentiment_score, lang, 2)}).`
        : `${capitalise(item.name)}${at} ${w} : ${mentionsWord(now.mentions, lang)} (${split(now, lang)} ; sentiment ${num(now.sentiment_score, lang, 2)}).`;
  // "What percentage of reviews mention the oysters": the share of the period's reviews.
  if (ASKS_SHARE.test(fold(ask.turn.question))) {
    const all = (await metrics(ask, u.period)).totalReviews;
    const share = pct(rate(now.mentions, all) ?? 0, lang);
    text +=
      lang === 'en'
        ? ` That is ${share} of the ${reviewsWord(all, lang)} ${w}.`
        : ` C’est ${share} des ${reviewsWord(all, lang)} ${w}.`;
  }
  const year = now.mentions === 0 ? widerThan(u) : null;
  const yearly = year ? await find(year) : null;
  if (year && yearly) text += overTheYear(year, yearly, lang);
  if (u.comparison) {
    const before = await find(u.comparison);
    const cw = when(u.comparison, lang);
    text +=
      lang === 'en'
        ? ` ${capitalise(cw)}: ${mentionsWord(before.mentions, lang)} — ${split(before, lang)} (sentiment ${num(before.sentiment_score, lang, 2)}). Mentions ${change(before.mentions, now.mentions, lang)}.`
        : ` ${capitalise(cw)} : ${mentionsWord(before.mentions, lang)} — ${split(before, lang)} (sentiment ${num(before.sentiment_score, lang, 2)}). Mentions ${change(before.mentions, now.mentions, lang)}.`;
    text += sentimentMoved(before, now, lang);
  }
  const citedOver = yearly?.mentions ? year! : undefined;
  const citations = await cite(ask, { menuItemId: item.id, limit: 4 }, citedOver);
  return { text: text + saying(ask, citations), citations };
}

type Ranked = Counts & { sentiment_score: number; name: string };
export function rank<T extends Ranked>(rows: T[], ranking: Understood['ranking']): T[] {
  const mentioned = rows.filter((r) => r.mentions > 0);
  const by = (f: (r: T) => number) =>
    [...mentioned].sort(
      (a, b) => f(b) - f(a) || b.mentions - a.mentions || a.name.localeCompare(b.name),
    );
  switch (ranking) {
    case 'complaints':
      return by((r) => r.negative).filter((r) => r.negative > 0);
    case 'praise':
      return by((r) => r.positive).filter((r) => r.positive > 0);
    case 'best':
      return by((r) => r.sentiment_score + (r.mentions >= 3 ? 10 : 0));
    case 'worst':
      // A dish nobody found fault with is no "worst" one, whatever its place in the order.
      return by((r) => -r.sentiment_score + (r.mentions >= 3 ? 10 : 0)).filter(
        (r) => r.negative > 0,
      );
    case 'least':
      return by((r) => -r.mentions);
    default:
      return by((r) => r.mentions);
  }
}

function rankingFigure(r: Ranked, ranking: Understood['ranking'], lang: Lang): string {
  if (ranking === 'complaints')
    return lang === 'en'
      ? `${r.negative} negative of ${mentionsWord(r.mentions, lang)}`
      : `${fr(r.negative, 'négative')} sur ${mentionsWord(r.mentions, lang)}`;
  if (ranking === 'praise')
    return lang === 'en'
      ? `${r.positive} positive of ${mentionsWord(r.mentions, lang)}`
      : `${fr(r.positive, 'positive')} sur ${mentionsWord(r.mentions, lang)}`;
  if (ranking === 'best' || ranking === 'worst')
    return `sentiment ${num(r.sentiment_score, lang, 2)}, ${mentionsWord(r.mentions, lang)}`;
  return `${mentionsWord(r.mentions, lang)}, ${split(r, lang)}`;
}

// French heads that agree with no gender: "Mathilde a le plus de mentions", "la tarte a le
// meilleur ressenti", where « est le plus cité » read wrong for a woman or a feminine dish.
const RANK_HEADS: Record<string, Record<Lang, [string, string]>> = {
  complaints: {
    en: ['gets the most complaints', 'have the most complaints'],
    fr: ['reçoit le plus de plaintes', 'ont le plus de plaintes'],
  },
  praise: {
    en: ['gets the most praise', 'are praised most'],
    fr: ['reçoit le plus d’éloges', 'reçoivent le plus d’éloges'],
  },
  best: {
    en: ['is best rated', 'are best rated'],
    fr: ['a le meilleur ressenti', 'ont le meilleur ressenti'],
  },
  worst: {
    en: ['is worst rated', 'are worst rated'],
    fr: ['a le moins bon ressenti', 'ont le moins bon ressenti'],
  },
  least: {
    en: ['is mentioned least', 'are mentioned least'],
    fr: ['a le moins de mentions', 'ont le moins de mentions'],
  },
  most: {
    en: ['is mentioned most', 'are mentioned most'],
    fr: ['a le plus de mentions', 'ont le plus de mentions'],
  },
};

export async function answerRanking(ask: Ask, kind: 'staff' | 'menu'): Promise<Draft> {
  const { u, lang } = ask;
  const args = { location: ask.location, ...range(u.period) };
  let rows: (Ranked & { id: string })[] =
    kind === 'staff'
      ? (await ask.turn.tools.run('staff_performance', args))
          .filter((r) => !u.staffRole || hasRole(r.role, u.staffRole))
          .map((r) => ({ ...r, id: r.staff_member_id }))
      : (await ask.turn.tools.run('menu_performance', args)).map((r) => ({
          ...r,
          name: r.item,
          id: r.menu_item_id,
        }));
  // The best person is the one guests praise most: a sentiment over one or two mentions says
  // little, where a dish's best stays the best liked.
  const ranking = kind === 'staff' && u.ranking === 'best' ? 'praise' : u.ranking;
  // "Who gets more praise, Beatriz or Fernando?": the ranking of those named, not of everyone.
  const named = everyNamed(
    withoutName(ask.turn.question, ask.turn.restaurantName),
    ask.turn.catalogue[kind],
    kind,
  );
  if (named.length >= 2) rows = rows.filter((r) => named.some((n) => n.id === r.id));
  rows = rank(rows, ranking);
  const w = when(u.period, lang);
  const at =
    ask.location === 'all' ? '' : lang === 'en' ? `At ${ask.scopeName}, ` : `À ${ask.scopeName}, `;
  const names = named.map((n) => n.name);
  const who =
    named.length >= 2
      ? lang === 'en'
        ? `neither ${names.slice(0, -1).join(', ')} nor ${names.at(-1)}`
        : `ni ${names.join(' ni ')}`
      : kind === 'staff'
        ? lang === 'en'
          ? 'nobody on the team'
          : 'personne de l’équipe'
        : lang === 'en'
          ? 'no dish'
          : 'aucun plat';
  const faults = ranking === 'complaints' || ranking === 'worst';
  if (rows.length === 0) {
    const none =
      lang === 'en'
        ? `${at}${who} ${faults ? 'got a complaint' : 'was mentioned'} in reviews ${w}.`
        : `${at}${who} n’a ${faults ? 'reçu de plainte' : 'été mentionné'} dans les avis ${w}.`;
    // Nothing in the default 30 days: the same ranking over the year, said as such.
    const year = widerThan(u);
    if (!year) return { text: capitalise(none), citations: [] };
    const wider = await answerRanking(
      { ...ask, u: { ...u, period: { ...year, explicit: true } } },
      kind,
    );
    return { text: `${capitalise(none)} ${wider.text}`, citations: wider.citations };
  }
  const [top, ...rest] = rows;
  const head = RANK_HEADS[ranking ?? 'most']![lang][0];
  let text = `${at}${top!.name} ${head} ${w}: ${rankingFigure(top!, ranking, lang)}.`;
  if (lang === 'fr') text = text.replace(`${w}:`, `${w} :`);
  // "Top 3 dishes", « les 5 meilleurs »: that many; else the first and three after it.
  const next = rest
    .slice(0, (topCount(fold(ask.turn.question)) ?? 4) - 1)
    .map((r) => `${r.name} (${rankingFigure(r, ranking, lang)})`);
  if (next.length)
    text += lang === 'en' ? ` Next: ${next.join('; ')}.` : ` Ensuite : ${next.join(' ; ')}.`;
  const polarity =
    ranking === 'complaints' || ranking === 'worst'
      ? 'negative'
      : ranking === 'praise'
        ? 'positive'
        : undefined;
  const citations = await cite(ask, {
    ...(kind === 'staff' ? { staffMemberId: top!.id } : { menuItemId: top!.id }),
    ...(polarity ? { polarity } : {}),
    limit: 4,
  });
  return { text: capitalise(text), citations };
}

export async function answerStaff(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const person = u.staff!;
  const find = async (p: Period) =>
    (await ask.turn.tools.run('staff_performance', { location: ask.location, ...range(p) })).find(
      (r) => r.staff_member_id === person.id,
    ) ?? {
      mentions: 0,
      positive: 0,
      negative: 0,
      neutral: 0,
      conflict: 0,
      sentiment_score: 0,
    };
  const now = await find(u.period);
  const w = when(u.period, lang);
  const at = atScope(ask);
  let text =
    now.mentions === 0
      ? lang === 'en'
        ? `${person.name} was not mentioned in reviews${at} ${w}: 0 mentions.`
        : `${person.name} n’a pas été mentionné·e dans les avis${at} ${w} : 0 mention.`
      : lang === 'en'
        ? `${person.name}${at} ${w}: ${mentionsWord(now.mentions, lang)} (${split(now, lang)}; sentiment ${num(now.sentiment_score, lang, 2)}).`
        : `${person.name}${at} ${w} : ${mentionsWord(now.mentions, lang)} (${split(now, lang)} ; sentiment ${num(now.sentiment_score, lang, 2)}).`;
  const year = now.mentions === 0 ? widerThan(u) : null;
  const yearly = year ? await find(year) : null;
  if (year && yearly) text += overTheYear(year, yearly, lang);
  if (u.comparison) {
    const before = await find(u.comparison);
    text += ` ${capitalise(when(u.comparison, lang))}${lang === 'fr' ? ' :' : ':'} ${mentionsWord(before.mentions, lang)} — ${split(before, lang)}.`;
    text += sentimentMoved(before, now, lang);
  }
  const complaints = u.ranking === 'complaints';
  const citations = await cite(
    ask,
    {
      staffMemberId: person.id,
      ...(complaints ? { polarity: 'negative' as const } : {}),
      limit: 4,
    },
    yearly?.mentions ? year! : undefined,
  );
  return { text: text + saying(ask, citations), citations };
}
