import type { AspectCategory } from '@tableside/domain/insights';
import { topCount } from './answer-mentions.ts';
import { rate } from '@tableside/domain/percentages';
import { capitalise, categoryName, pct, reviewsWord, starsName, when } from './phrases.ts';
import {
  atScope,
  categories,
  cite,
  fr,
  list,
  metrics,
  range,
  split,
  type Ask,
  type Draft,
} from './answer-context.ts';
import { rank } from './answer-mentions.ts';
import { complaintWords } from './complaints.ts';
import { ASKS_SHARE, topicsNamed } from './question-words.ts';
import { fold } from './text.ts';

// Answers about topics (food, service, prices…) and what to fix first.

export async function answerCategory(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  const category = u.category!;
  const zero = { mentions: 0, positive: 0, negative: 0, neutral: 0 };
  // "How many 1 star reviews mention the wait": only the reviews of those stars are counted.
  const ratings = u.ratings ?? undefined;
  const now =
    (await categories(ask, u.period, ratings)).find((r) => r.category === category) ?? zero;
  const name = categoryName(category, lang);
  const w = `${atScope(ask).trim()} ${when(u.period, lang)}`.trim();
  const rated = ratings
    ? `${lang === 'en' ? ' rated' : now.mentions > 1 ? ' notés' : ' noté'} ${starsName(ratings, lang)}`
    : '';
  let text =
    lang === 'en'
      ? `${capitalise(name)} ${w}: ${reviewsWord(now.mentions, lang)}${rated} talk${now.mentions === 1 ? 's' : ''} about it — ${split(now, lang)}.`
      : `${capitalise(name)} ${w} : ${reviewsWord(now.mentions, lang)}${rated} en parle${now.mentions > 1 ? 'nt' : ''} — ${fr(now.positive, 'positif')}, ${fr(now.negative, 'négatif')}, ${fr(now.neutral, 'neutre')}.`;
  // "What percentage of our 1-star reviews mention service": the share of those reviews.
  if (ASKS_SHARE.test(fold(ask.turn.question))) {
    const m = await metrics(ask, u.period);
    const all = ratings
      ? ratings.reduce((s, r) => s + m.ratingDistribution[r as 1 | 2 | 3 | 4 | 5], 0)
      : m.totalReviews;
    const share = pct(rate(now.mentions, all) ?? 0, lang);
    text +=
      lang === 'en'
        ? ` That is ${share} of the ${reviewsWord(all, lang)}${rated} ${when(u.period, lang)}.`
        : ` C’est ${share} des ${reviewsWord(all, lang)}${rated} ${when(u.period, lang)}.`;
  }
  if (u.comparison) {
    const before =
      (await categories(ask, u.comparison, ratings)).find((r) => r.category === category) ?? zero;
    text += ` ${capitalise(when(u.comparison, lang))}${lang === 'fr' ? ' :' : ':'} ${reviewsWord(before.mentions, lang)}, ${lang === 'en' ? `${before.negative} negative` : fr(before.negative, 'négatif')}.`;
  }
  const citations = await cite(ask, {
    category,
    ...(ratings ? { ratings } : {}),
    ...(now.negative > 0 ? { polarity: 'negative' as const } : {}),
    limit: 4,
  });
  return { text, citations };
}

export async function answerCategories(ask: Ask): Promise<Draft> {
  const { u, lang } = ask;
  // "More complaints about the service than the food?": those two topics, side by side.
  const asked = topicsNamed(fold(ask.turn.question));
  const rows = (await categories(ask, u.period)).filter(
    (r) => r.mentions > 0 && (asked.length < 2 || asked.includes(r.category as AspectCategory)),
  );
  // "Top 3 things people love": the praised topics only, that many. Complaints keep every topic
  // in order, the quieter ones after: a topic's count read by the analysis can be one off.
  const n = topCount(fold(ask.turn.question)) ?? rows.length;
  const sorted =
    u.ranking === 'worst' || u.ranking === 'complaints'
      ? [...rows].sort((a, b) => b.negative - a.negative)
      : u.ranking === 'best' || u.ranking === 'praise'
        ? [...rows]
            .filter((r) => r.positive > 0)
            .sort((a, b) => b.positive - a.positive)
            .slice(0, n)
        : rows;
  const parts = sorted.map(
    (r) => `${categoryName(r.category, lang)} ${r.mentions} (${r.positive}+ / ${r.negative}−)`,
  );
  const w = when(u.period, lang);
  // A question about one location says which, so the figures are not taken for the group's.
  const scoped = ask.location !== 'all';
  let text =
    parts.length === 0
      ? lang === 'en'
        ? `No topics found in reviews ${w}.`
        : `Aucun sujet trouvé dans les avis ${w}.`
      : lang === 'en'
        ? `Topics of reviews${scoped ? ` of ${ask.scopeName}` : ''} ${w} (reviews, positive / negative): ${parts.join(', ')}.`
        : `Sujets des avis${scoped ? ` de ${ask.scopeName}` : ''} ${w} (avis, positifs / négatifs) : ${parts.join(', ')}.`;
  const top = sorted[0];
  if (parts.length && (u.ranking === 'worst' || u.ranking === 'complaints')) {
    const words = await complaintWords(ask, u.period, lang);
    if (words.length)
      text +=
        lang === 'en'
          ? ` Words most used in complaints: ${words.join(', ')}.`
          : ` Mots les plus présents dans les plaintes : ${words.join(', ')}.`;
  }
  // Complaints asked for are shown by complaints, praise by praise: not 5★ reviews for "what went
  // wrong".
  const polarity =
    u.ranking === 'worst' || u.ranking === 'complaints'
      ? ('negative' as const)
      : u.ranking === 'praise' || u.ranking === 'best'
        ? ('positive' as const)
        : undefined;
  return {
    text,
    citations: top
      ? await cite(ask, {
          category: top.category as AspectCategory,
          limit: 3,
          ...(polarity ? { polarity } : {}),
        })
      : [],
  };
}

export async function answerFixFirst(ask: Ask): Promise<Draft> {
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
  const share = rate(top!.negative, total) ?? 0;
  const next = rest.slice(0, 2).map((r) => `${categoryName(r.category, lang)} (${r.negative})`);
  let text =
    lang === 'en'
      ? `Fix ${categoryName(top!.category, lang)} first${atScope(ask)}: ${top!.negative} negative mention${top!.negative === 1 ? '' : 's'} ${w}, ${pct(share, lang)} of all negative mentions${next.length ? `, ahead of ${list(next, lang)}` : ''}.`
      : `Corrigez d’abord ${categoryName(top!.category, lang)}${atScope(ask)} : ${top!.negative} mention${top!.negative > 1 ? 's' : ''} négative${top!.negative > 1 ? 's' : ''} ${w}, soit ${pct(share, lang)} des mentions négatives${next.length ? `, devant ${list(next, lang)}` : ''}.`;
  const args = { location: ask.location, ...range(u.period) };
  const dish = rank(
    (await ask.turn.tools.run('menu_performance', args)).map((r) => ({ ...r, name: r.item })),
    'complaints',
  )[0];
  const person = rank(await ask.turn.tools.run('staff_performance', args), 'complaints')[0];
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
