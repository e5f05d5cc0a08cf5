import type { TAgentCitation } from '@tableside/domain/schemas/agent';
import type { AspectCategory } from '@tableside/domain/insights';
import type { AgentTurn } from '../engine.ts';
import { runTool, searchReviews, type ReviewHit, type ToolInput } from '../tools.ts';
import type { Period } from './dates.ts';
import {
  capitalise,
  categoryName,
  change,
  helpText,
  mentionsWord,
  num,
  pct,
  refusalText,
  reviewsWord,
  starsName,
  when,
  type Lang,
} from './phrases.ts';
import type { Understood } from './understand.ts';

type Draft = { text: string; citations: ReviewHit[] };
type Ask = { turn: AgentTurn; u: Understood; lang: Lang; location: string; scopeName: string };

const range = (p: Period) => ({ startDate: p.range.startDate, endDate: p.range.endDate });
const cite = (
  ask: Ask,
  q: Omit<ToolInput<'search_reviews'>, 'startDate' | 'endDate'>,
  p?: Period,
) => searchReviews(ask.turn.ctx, { location: ask.location, ...range(p ?? ask.u.period), ...q });
const list = (items: string[], lang: Lang) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${lang === 'en' ? 'and' : 'et'} ${items.at(-1)}`;

async function metrics(ask: Ask, p: Period) {
  return runTool(ask.turn.ctx, 'review_metrics', { location: ask.location, ...range(p) });
}

async function answerMetrics(ask: Ask): Promise<Draft> {
  const { u, lang, scopeName } = ask;
  const m = await metrics(ask, u.period);
  const w = when(u.period, lang);
  let text: string;
  if (u.ratings) {
    const k = u.ratings.reduce((s, r) => s + m.ratingDistribution[r as 1 | 2 | 3 | 4 | 5], 0);
    text =
      lang === 'en'
        ? `${scopeName} received ${reviewsWord(k, lang)} rated ${starsName(u.ratings, lang)} ${w}, out of ${m.totalReviews} in all.`
        : `${scopeName} a reçu ${reviewsWord(k, lang)} noté${k > 1 ? 's' : ''} ${starsName(u.ratings, lang)} ${w}, sur ${m.totalReviews} au total.`;
  } else if (m.totalReviews === 0) {
    text =
      lang === 'en'
        ? `${scopeName} received no reviews ${w}.`
        : `${scopeName} n’a reçu aucun avis ${w}.`;
  } else {
    const avg = num(m.averageRating ?? 0, lang);
    text =
      lang === 'en'
        ? `${scopeName} received ${reviewsWord(m.totalReviews, lang)} ${w}, with an average rating of ${avg}/5: ${m.positiveReviews} positive (4–5★), ${m.neutralReviews} neutral (3★) and ${m.negativeReviews} negative (1–2★).`
        : `${scopeName} a reçu ${reviewsWord(m.totalReviews, lang)} ${w}, avec une note moyenne de ${avg}/5 : ${m.positiveReviews} positifs (4–5★), ${m.neutralReviews} neutres (3★) et ${m.negativeReviews} négatifs (1–2★).`;
    const located = m.locationStats.filter((l) => l.totalReviews > 0);
    if (ask.location === 'all' && located.length > 1) {
      const parts = located.map(
        (l) => `${l.locationName} ${num(l.avgRating ?? 0, lang)}/5 (${l.totalReviews})`,
      );
      text +=
        lang === 'en'
          ? ` By location: ${parts.join(', ')}.`
          : ` Par établissement : ${parts.join(', ')}.`;
    }
  }
  if (u.comparison) {
    const c = await metrics(ask, u.comparison);
    const cw = when(u.comparison, lang);
    const total = u.ratings
      ? u.ratings.reduce((s, r) => s + c.ratingDistribution[r as 1 | 2 | 3 | 4 | 5], 0)
      : c.totalReviews;
    const now = u.ratings
      ? u.ratings.reduce((s, r) => s + m.ratingDistribution[r as 1 | 2 | 3 | 4 | 5], 0)
      : m.totalReviews;
    const avg = c.averageRating === null ? '–' : `${num(c.averageRating, lang)}/5`;
    text +=
      lang === 'en'
        ? ` ${capitalise(cw)}: ${reviewsWord(total, lang)}${u.ratings ? '' : `, average ${avg}`} — reviews ${change(total, now, lang)}.`
        : ` ${capitalise(cw)} : ${reviewsWord(total, lang)}${u.ratings ? '' : `, moyenne ${avg}`} — avis ${change(total, now, lang)}.`;
  }
  const citations = await cite(ask, { ...(u.ratings ? { ratings: u.ratings } : {}), limit: 3 });
  return { text, citations };
}

async function answerDistribution(ask: Ask): Promise<Draft> {
  const { u, lang, scopeName } = ask;
  const m = await metrics(ask, u.period);
  const parts = [5, 4, 3, 2, 1].map((r) => {
    const n = m.ratingDistribution[r as 1 | 2 | 3 | 4 | 5];
    const share = m.totalReviews ? Math.round((n / m.totalReviews) * 1000) / 10 : 0;
    return `${r}★ ${n} (${pct(share, lang)})`;
  });
  const text =
    lang === 'en'
      ? `Ratings of ${scopeName} ${when(u.period, lang)}, ${reviewsWord(m.totalReviews, lang)}: ${parts.join(', ')}.`
      : `Notes de ${scopeName} ${when(u.period, lang)}, ${reviewsWord(m.totalReviews, lang)} : ${parts.join(', ')}.`;
  return { text, citations: await cite(ask, { limit: 3 }) };
}

async function answerLocations(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const m = await runTool(ask.turn.ctx, 'review_metrics', { location: 'all', ...range(u.period) });
  const named = new Set(u.locations.map((l) => l.id));
  const rows = m.locationStats
    .filter((l) => l.totalReviews > 0 && (named.size < 2 || named.has(l.locationId)))
    .sort((a, b) =>
      u.ranking === 'most' || u.ranking === 'least'
        ? (u.ranking === 'most' ? 1 : -1) * (b.totalReviews - a.totalReviews)
        : (u.ranking === 'worst' ? -1 : 1) * ((b.avgRating ?? 0) - (a.avgRating ?? 0)) ||
          b.totalReviews - a.totalReviews,
    );
  const w = when(u.period, lang);
  if (rows.length === 0)
    return { text: lang === 'en' ? `No reviews ${w}.` : `Aucun avis ${w}.`, citations: [] };
  const parts = rows.map(
    (l) =>
      `${l.locationName} ${num(l.avgRating ?? 0, lang)}/5 (${reviewsWord(l.totalReviews, lang)})`,
  );
  const head =
    u.ranking === 'most'
      ? lang === 'en'
        ? 'Most reviews'
        : 'Le plus d’avis'
      : u.ranking === 'least'
        ? lang === 'en'
          ? 'Fewest reviews'
          : 'Le moins d’avis'
        : u.ranking === 'worst'
          ? lang === 'en'
            ? 'Lowest average rating'
            : 'Note moyenne la plus basse'
          : lang === 'en'
            ? 'Highest average rating'
            : 'Note moyenne la plus haute';
  const text =
    lang === 'en'
      ? `${head} ${w}: ${parts[0]}${parts.length > 1 ? `, then ${parts.slice(1).join(', ')}` : ''}.`
      : `${head} ${w} : ${parts[0]}${parts.length > 1 ? `, puis ${parts.slice(1).join(', ')}` : ''}.`;
  const top = rows[0]!;
  const citations = await searchReviews(ask.turn.ctx, {
    location: top.locationId,
    ...range(u.period),
    limit: 3,
  });
  return { text, citations };
}

/** "1 négative" / "2 négatives": a French adjective agrees with its count. */
const fr = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

type Counts = { mentions: number; positive: number; negative: number; neutral: number };
const split = (c: Counts, lang: Lang) =>
  lang === 'en'
    ? `${c.positive} positive, ${c.negative} negative, ${c.neutral} neutral`
    : `${fr(c.positive, 'positive')}, ${fr(c.negative, 'négative')}, ${fr(c.neutral, 'neutre')}`;

async function answerMenu(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const item = u.menuItem!;
  const find = async (p: Period) =>
    (await runTool(ask.turn.ctx, 'menu_performance', { location: ask.location, ...range(p) })).find(
      (r) => r.menu_item_id === item.id,
    ) ?? { mentions: 0, positive: 0, negative: 0, neutral: 0, sentiment_score: 0 };
  const now = await find(u.period);
  const w = when(u.period, lang);
  const at =
    ask.location === 'all' ? '' : lang === 'en' ? ` at ${ask.scopeName}` : ` à ${ask.scopeName}`;
  let text =
    now.mentions === 0
      ? lang === 'en'
        ? `Nobody mentioned the ${item.name}${at} ${w}.`
        : `Personne n’a mentionné ${item.name}${at} ${w}.`
      : lang === 'en'
        ? `The ${item.name}${at} ${w}: ${mentionsWord(now.mentions, lang)} in reviews — ${split(now, lang)} (sentiment ${num(now.sentiment_score, lang, 2)}).`
        : `${capitalise(item.name)}${at} ${w} : ${mentionsWord(now.mentions, lang)} dans les avis — ${split(now, lang)} (sentiment ${num(now.sentiment_score, lang, 2)}).`;
  if (u.comparison) {
    const before = await find(u.comparison);
    const cw = when(u.comparison, lang);
    text +=
      lang === 'en'
        ? ` ${capitalise(cw)}: ${mentionsWord(before.mentions, lang)} — ${split(before, lang)} (sentiment ${num(before.sentiment_score, lang, 2)}). Mentions ${change(before.mentions, now.mentions, lang)}.`
        : ` ${capitalise(cw)} : ${mentionsWord(before.mentions, lang)} — ${split(before, lang)} (sentiment ${num(before.sentiment_score, lang, 2)}). Mentions ${change(before.mentions, now.mentions, lang)}.`;
  }
  return { text, citations: await cite(ask, { menuItemId: item.id, limit: 4 }) };
}

type Ranked = Counts & { sentiment_score: number; name: string };
function rank<T extends Ranked>(rows: T[], ranking: Understood['ranking']): T[] {
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
      return by((r) => -r.sentiment_score + (r.mentions >= 3 ? 10 : 0));
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

const RANK_HEADS: Record<string, Record<Lang, [string, string]>> = {
  complaints: {
    en: ['gets the most complaints', 'have the most complaints'],
    fr: ['reçoit le plus de plaintes', 'ont le plus de plaintes'],
  },
  praise: {
    en: ['gets the most praise', 'are praised most'],
    fr: ['reçoit le plus d’éloges', 'sont les plus complimentés'],
  },
  best: {
    en: ['is best rated', 'are best rated'],
    fr: ['est le mieux perçu', 'sont les mieux perçus'],
  },
  worst: {
    en: ['is worst rated', 'are worst rated'],
    fr: ['est le moins bien perçu', 'sont les moins bien perçus'],
  },
  least: {
    en: ['is mentioned least', 'are mentioned least'],
    fr: ['est le moins cité', 'sont les moins cités'],
  },
  most: {
    en: ['is mentioned most', 'are mentioned most'],
    fr: ['est le plus cité', 'sont les plus cités'],
  },
};

async function answerRanking(ask: Ask, kind: 'staff' | 'menu'): Promise<Draft> {
  const { u, lang } = ask;
  const args = { location: ask.location, ...range(u.period) };
  let rows: (Ranked & { id: string })[] =
    kind === 'staff'
      ? (await runTool(ask.turn.ctx, 'staff_performance', args))
          .filter((r) => !u.staffRole || (r.role ?? '').toLowerCase().includes(u.staffRole))
          .map((r) => ({ ...r, id: r.staff_member_id }))
      : (await runTool(ask.turn.ctx, 'menu_performance', args)).map((r) => ({
          ...r,
          name: r.item,
          id: r.menu_item_id,
        }));
  rows = rank(rows, u.ranking);
  const w = when(u.period, lang);
  const at =
    ask.location === 'all' ? '' : lang === 'en' ? `At ${ask.scopeName}, ` : `À ${ask.scopeName}, `;
  const who =
    kind === 'staff'
      ? lang === 'en'
        ? 'nobody on the team'
        : 'personne de l’équipe'
      : lang === 'en'
        ? 'no dish'
        : 'aucun plat';
  if (rows.length === 0) {
    const none =
      lang === 'en'
        ? `${at}${who} ${u.ranking === 'complaints' ? 'got a complaint' : 'was mentioned'} in reviews ${w}.`
        : `${at}${who} n’a ${u.ranking === 'complaints' ? 'reçu de plainte' : 'été mentionné'} dans les avis ${w}.`;
    return { text: capitalise(none), citations: [] };
  }
  const [top, ...rest] = rows;
  const head = RANK_HEADS[u.ranking ?? 'most']![lang][0];
  let text = `${at}${top!.name} ${head} ${w}: ${rankingFigure(top!, u.ranking, lang)}.`;
  if (lang === 'fr') text = text.replace(`${w}:`, `${w} :`);
  const next = rest.slice(0, 3).map((r) => `${r.name} (${rankingFigure(r, u.ranking, lang)})`);
  if (next.length)
    text += lang === 'en' ? ` Next: ${next.join('; ')}.` : ` Ensuite : ${next.join(' ; ')}.`;
  const polarity =
    u.ranking === 'complaints' || u.ranking === 'worst'
      ? 'negative'
      : u.ranking === 'praise'
        ? 'positive'
        : undefined;
  const citations = await cite(ask, {
    ...(kind === 'staff' ? { staffMemberId: top!.id } : { menuItemId: top!.id }),
    ...(polarity ? { polarity } : {}),
    limit: 4,
  });
  return { text: capitalise(text), citations };
}

async function answerStaff(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const person = u.staff!;
  const find = async (p: Period) =>
    (
      await runTool(ask.turn.ctx, 'staff_performance', { location: ask.location, ...range(p) })
    ).find((r) => r.staff_member_id === person.id) ?? {
      mentions: 0,
      positive: 0,
      negative: 0,
      neutral: 0,
      conflict: 0,
      sentiment_score: 0,
    };
  const now = await find(u.period);
  const w = when(u.period, lang);
  let text =
    now.mentions === 0
      ? lang === 'en'
        ? `${person.name} was not mentioned in reviews ${w}.`
        : `${person.name} n’a pas été mentionné·e dans les avis ${w}.`
      : lang === 'en'
        ? `${person.name} ${w}: ${mentionsWord(now.mentions, lang)} in reviews — ${split(now, lang)} (sentiment ${num(now.sentiment_score, lang, 2)}).`
        : `${person.name} ${w} : ${mentionsWord(now.mentions, lang)} dans les avis — ${split(now, lang)} (sentiment ${num(now.sentiment_score, lang, 2)}).`;
  if (u.comparison) {
    const before = await find(u.comparison);
    text += ` ${capitalise(when(u.comparison, lang))}${lang === 'fr' ? ' :' : ':'} ${mentionsWord(before.mentions, lang)} — ${split(before, lang)}.`;
  }
  const complaints = u.ranking === 'complaints';
  return {
    text,
    citations: await cite(ask, {
      staffMemberId: person.id,
      ...(complaints ? { polarity: 'negative' as const } : {}),
      limit: 4,
    }),
  };
}

async function categories(ask: Ask, p: Period, ratings?: number[]) {
  return runTool(ask.turn.ctx, 'category_sentiment', {
    location: ask.location,
    ...range(p),
    ...(ratings ? { ratings } : {}),
  });
}

async function answerCategory(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const category = u.category!;
  const zero = { mentions: 0, positive: 0, negative: 0, neutral: 0 };
  const now = (await categories(ask, u.period)).find((r) => r.category === category) ?? zero;
  const name = categoryName(category, lang);
  const w = when(u.period, lang);
  let text =
    lang === 'en'
      ? `${capitalise(name)} ${w}: ${reviewsWord(now.mentions, lang)} talk about it — ${split(now, lang)}.`
      : `${capitalise(name)} ${w} : ${reviewsWord(now.mentions, lang)} en parlent — ${fr(now.positive, 'positif')}, ${fr(now.negative, 'négatif')}, ${fr(now.neutral, 'neutre')}.`;
  if (u.comparison) {
    const before =
      (await categories(ask, u.comparison)).find((r) => r.category === category) ?? zero;
    text += ` ${capitalise(when(u.comparison, lang))}${lang === 'fr' ? ' :' : ':'} ${reviewsWord(before.mentions, lang)}, ${lang === 'en' ? `${before.negative} negative` : fr(before.negative, 'négatif')}.`;
  }
  const citations = await cite(ask, {
    category,
    ...(now.negative > 0 ? { polarity: 'negative' as const } : {}),
    limit: 4,
  });
  return { text, citations };
}

async function answerCategories(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const rows = (await categories(ask, u.period)).filter((r) => r.mentions > 0);
  const sorted =
    u.ranking === 'worst' || u.ranking === 'complaints'
      ? [...rows].sort((a, b) => b.negative - a.negative)
      : u.ranking === 'best' || u.ranking === 'praise'
        ? [...rows].sort((a, b) => b.positive - a.positive)
        : rows;
  const parts = sorted.map(
    (r) => `${categoryName(r.category, lang)} ${r.mentions} (${r.positive}+ / ${r.negative}−)`,
  );
  const w = when(u.period, lang);
  const text =
    parts.length === 0
      ? lang === 'en'
        ? `No topics found in reviews ${w}.`
        : `Aucun sujet trouvé dans les avis ${w}.`
      : lang === 'en'
        ? `Topics of reviews ${w} (reviews, positive / negative): ${parts.join(', ')}.`
        : `Sujets des avis ${w} (avis, positifs / négatifs) : ${parts.join(', ')}.`;
  const top = sorted[0];
  return {
    text,
    citations: top ? await cite(ask, { category: top.category as AspectCategory, limit: 3 }) : [],
  };
}

async function answerSummary(ask: Ask): Promise<Draft> {
  const { u, lang, scopeName } = ask;
  const m = await metrics(ask, u.period);
  const ratings = u.ratings ?? [1, 2, 3, 4, 5];
  const n = ratings.reduce((s, r) => s + m.ratingDistribution[r as 1 | 2 | 3 | 4 | 5], 0);
  const sum = ratings.reduce((s, r) => s + r * m.ratingDistribution[r as 1 | 2 | 3 | 4 | 5], 0);
  const w = when(u.period, lang);
  const which = u.ratings
    ? `${lang === 'en' ? ' rated' : ' notés'} ${starsName(u.ratings, lang)}`
    : '';
  if (n === 0)
    return {
      text:
        lang === 'en'
          ? `${scopeName} received no reviews${which} ${w}.`
          : `${scopeName} n’a reçu aucun avis${which} ${w}.`,
      citations: [],
    };
  const topics = (await categories(ask, u.period, u.ratings ?? undefined)).filter(
    (r) => r.mentions > 0,
  );
  const negative = [...topics]
    .filter((r) => r.negative > 0)
    .sort((a, b) => b.negative - a.negative)
    .slice(0, 3);
  const positive = [...topics]
    .filter((r) => r.positive > 0)
    .sort((a, b) => b.positive - a.positive)
    .slice(0, 3);
  const avg = num(Math.round((sum / n) * 10) / 10, lang);
  let text =
    lang === 'en'
      ? `${scopeName} received ${reviewsWord(n, lang)}${which} ${w}, averaging ${avg}/5.`
      : `${scopeName} a reçu ${reviewsWord(n, lang)}${which} ${w}, pour une moyenne de ${avg}/5.`;
  if (negative.length)
    text +=
      lang === 'en'
        ? ` Complaints are mostly about ${list(
            negative.map((r) => `${categoryName(r.category, lang)} (${r.negative})`),
            lang,
          )}.`
        : ` Les reproches portent surtout sur ${list(
            negative.map((r) => `${categoryName(r.category, lang)} (${r.negative})`),
            lang,
          )}.`;
  if (positive.length && !(u.ratings && u.ratings.every((r) => r <= 2)))
    text +=
      lang === 'en'
        ? ` Guests praise ${list(
            positive.map((r) => `${categoryName(r.category, lang)} (${r.positive})`),
            lang,
          )}.`
        : ` Les clients apprécient ${list(
            positive.map((r) => `${categoryName(r.category, lang)} (${r.positive})`),
            lang,
          )}.`;
  const citations = await cite(ask, { ratings, limit: 5 });
  text +=
    lang === 'en'
      ? ' The latest ones are linked below.'
      : ' Les plus récents sont en lien ci-dessous.';
  return { text, citations };
}

async function answerFixFirst(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const rows = (await categories(ask, u.period))
    .filter((r) => r.negative > 0)
    .sort((a, b) => b.negative - a.negative || a.category.localeCompare(b.category));
  const w = when(u.period, lang);
  if (rows.length === 0)
    return {
      text:
        lang === 'en'
          ? `Nothing stands out: no negative mentions ${w}.`
          : `Rien ne ressort : aucune mention négative ${w}.`,
      citations: [],
    };
  const total = rows.reduce((s, r) => s + r.negative, 0);
  const [top, ...rest] = rows;
  const share = Math.round((top!.negative / total) * 1000) / 10;
  const next = rest.slice(0, 2).map((r) => `${categoryName(r.category, lang)} (${r.negative})`);
  let text =
    lang === 'en'
      ? `Fix ${categoryName(top!.category, lang)} first: ${top!.negative} negative mentions ${w}, ${pct(share, lang)} of all negative mentions${next.length ? `, ahead of ${list(next, lang)}` : ''}.`
      : `Corrigez d’abord ${categoryName(top!.category, lang)} : ${top!.negative} mention${top!.negative > 1 ? 's' : ''} négative${top!.negative > 1 ? 's' : ''} ${w}, soit ${pct(share, lang)} des mentions négatives${next.length ? `, devant ${list(next, lang)}` : ''}.`;
  const args = { location: ask.location, ...range(u.period) };
  const dish = rank(
    (await runTool(ask.turn.ctx, 'menu_performance', args)).map((r) => ({ ...r, name: r.item })),
    'complaints',
  )[0];
  const person = rank(await runTool(ask.turn.ctx, 'staff_performance', args), 'complaints')[0];
  if (dish)
    text +=
      lang === 'en'
        ? ` The dish with the most complaints: ${dish.name} (${dish.negative}).`
        : ` Le plat le plus critiqué : ${dish.name} (${dish.negative}).`;
  if (person)
    text +=
      lang === 'en'
        ? ` Most complaints about a team member: ${person.name} (${person.negative}).`
        : ` Membre de l’équipe le plus critiqué : ${person.name} (${person.negative}).`;
  const citations = await cite(ask, {
    category: top!.category as AspectCategory,
    polarity: 'negative',
    limit: 4,
  });
  return { text, citations };
}

async function answerKeyword(ask: Ask): Promise<Draft> {
  const { u, lang, scopeName } = ask;
  const keyword = u.keyword!.slice(0, 200);
  const hits = await cite(ask, { text: keyword, limit: 1000 });
  const w = when(u.period, lang);
  const rated = hits.filter((h) => h.rating !== null);
  const avg = rated.length
    ? Math.round((rated.reduce((s, h) => s + (h.rating ?? 0), 0) / rated.length) * 10) / 10
    : null;
  const n = hits.length;
  const text =
    lang === 'en'
      ? `${reviewsWord(n, lang)} of ${scopeName} mention “${keyword}” ${w}${avg === null ? '' : `, with an average rating of ${num(avg, lang)}/5`}.`
      : `${reviewsWord(n, lang)} de ${scopeName} mentionne${n > 1 ? 'nt' : ''} « ${keyword} » ${w}${avg === null ? '' : `, avec une note moyenne de ${num(avg, lang)}/5`}.`;
  return { text: capitalise(text), citations: hits.slice(0, 4) };
}

const ANSWERS: Partial<Record<Understood['intent'], (ask: Ask) => Promise<Draft>>> = {
  metrics: answerMetrics,
  distribution: answerDistribution,
  rank_locations: answerLocations,
  menu: answerMenu,
  rank_menu: (ask) => answerRanking(ask, 'menu'),
  rank_staff: (ask) => answerRanking(ask, 'staff'),
  staff: answerStaff,
  category: answerCategory,
  rank_categories: answerCategories,
  summary: answerSummary,
  fix_first: answerFixFirst,
  keyword: answerKeyword,
};

/** The answer to an understood question, from the tools' figures and the phrases' words. */
export async function compose(
  turn: AgentTurn,
  u: Understood,
): Promise<{ text: string; citations: TAgentCitation[] }> {
  const lang = u.language;
  if (u.intent === 'refuse') return { text: refusalText(turn.restaurantName, lang), citations: [] };
  const run = ANSWERS[u.intent];
  if (!run) {
    const intro =
      u.intent === 'unknown'
        ? lang === 'en'
          ? 'I’m not sure what you’re asking. '
          : 'Je ne suis pas sûr de comprendre la question. '
        : '';
    return { text: intro + helpText(lang), citations: [] };
  }
  const one = u.locations.length === 1 ? u.locations[0]! : null;
  const ask: Ask = {
    turn,
    u,
    lang,
    location: one?.id ?? 'all',
    scopeName: one?.name ?? turn.restaurantName,
  };
  const draft = await run(ask);
  const seen = new Set<string>();
  const citations = draft.citations
    .filter((c) => (seen.has(c.reviewId) ? false : (seen.add(c.reviewId), true)))
    .map(({ date: _date, ...c }) => c);
  return { text: draft.text, citations };
}
