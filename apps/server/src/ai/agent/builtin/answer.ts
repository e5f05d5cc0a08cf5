import type { TAgentCitation } from '@tableside/domain/schemas/agent';
import type { AgentTurn } from '../engine.ts';
import type { SourcePlatform } from '@tableside/domain/sources';
import type { AgentTools } from '../tools.ts';
import { range, type Ask, type Draft } from './answer-context.ts';
import { allTime } from './dates.ts';
import { noPlatformText, onPlatforms } from './question-platforms.ts';
import { answerMenu, answerRanking, answerStaff } from './answer-mentions.ts';
import { answerBestMonth, answerBestWeek, answerByMonth } from './answer-months.ts';
import { answerKeyword } from './answer-keyword.ts';
import { answerOneReview, answerSomeReviews } from './answer-one-review.ts';
import { answerPlatforms } from './answer-platforms.ts';
import { answerReplies } from './answer-replies.ts';
import { answerIncidents, answerWeekday } from './answer-signals.ts';
import { answerDays, answerLanguages } from './answer-slices.ts';
import {
  answerDistribution,
  answerLocations,
  answerMetrics,
  answerSummary,
} from './answer-reviews.ts';
import { answerCategories, answerCategory, answerFixFirst } from './answer-topics.ts';
import {
  clarifyText,
  declineText,
  helpText,
  noDataText,
  refusalText,
  unknownNameText,
} from './phrases.ts';
import { fold } from './text.ts';
import type { Understood } from './understand.ts';
import { understoodLine } from './understood.ts';

const ANSWERS: Partial<Record<Understood['intent'], (ask: Ask) => Promise<Draft>>> = {
  metrics: answerMetrics,
  by_month: answerByMonth,
  best_week: answerBestWeek,
  one_review: answerOneReview,
  some_reviews: answerSomeReviews,
  best_month: answerBestMonth,
  weekday: answerWeekday,
  days: answerDays,
  languages: answerLanguages,
  incidents: answerIncidents,
  replies: answerReplies,
  distribution: answerDistribution,
  rank_locations: answerLocations,
  rank_platforms: answerPlatforms,
  menu: answerMenu,
  rank_menu: (ask) => answerRanking(ask, 'menu'),
  rank_staff: (ask) => answerRanking(ask, 'staff'),
  staff: answerStaff,
  category: answerCategory,
  rank_categories: answerCategories,
  summary: answerSummary,
  fix_first: answerFixFirst,
  keyword: answerKeyword,
  unknown_name: async (ask) =>
    COUNTS.test(fold(ask.turn.question))
      ? answerKeyword(ask)
      : { text: searchHint(ask.lang), citations: [] },
};

const COUNTS =
  /\b(how many|how often|number|count|combien|nombre|mention\w*|parl\w*|talk\w*|cit\w*)\b/;
const searchHint = (lang: 'en' | 'fr') =>
  lang === 'en'
    ? 'Ask me about a dish on your menu or a member of your staff, or ask how many reviews mention a word.'
    : 'Demandez-moi un plat de votre carte ou un membre de votre équipe, ou combien d’avis mentionnent un mot.';

/** The tools with every call narrowed to some platforms' reviews. */
const onlyFrom = (tools: AgentTools, platforms: SourcePlatform[]): AgentTools => ({
  run: (name, input) => tools.run(name, { ...input, platforms }),
});

/**
 * "How are we doing on Yelp" where no review in scope ever came from Yelp: said so, with where
 * the reviews do come from, instead of zeros read as a rating. Null when the platform has some.
 */
async function platformMissing(
  turn: AgentTurn,
  ask: Ask,
  platforms: SourcePlatform[],
): Promise<string | null> {
  const ever = { location: ask.location, ...range(allTime(turn.today)) };
  const own = await ask.turn.tools.run('review_metrics', ever);
  if (own.totalReviews > 0) return null;
  const every = await turn.tools.run('review_metrics', ever);
  return noPlatformText(platforms, ask.scopeName, every.volumeBySource, ask.lang);
}

/** The answer to an understood question, from the tools' figures and the phrases' words. */
export async function compose(
  turn: AgentTurn,
  understood: Understood,
): Promise<{ text: string; citations: TAgentCitation[] }> {
  // "Better in summer or in fall?": the answer's changes run from the earlier period to the
  // later one, whichever the question named first.
  const u =
    understood.comparison && understood.comparison.range.startDate > understood.period.range.endDate
      ? { ...understood, period: understood.comparison, comparison: understood.period }
      : understood;
  const lang = u.language;
  if (u.intent === 'refuse') return { text: refusalText(turn.restaurantName, lang), citations: [] };
  if (u.intent === 'decline')
    return { text: declineText(turn.restaurantName, lang), citations: [] };
  if (u.intent === 'no_data') return { text: noDataText(turn.restaurantName, lang), citations: [] };
  if (u.intent === 'clarify') return { text: clarifyText(u.ambiguous, lang), citations: [] };
  const run = ANSWERS[u.intent];
  if (!run) {
    const intro =
      u.intent === 'unknown'
        ? lang === 'en'
          ? 'I can only answer questions about your restaurant’s own reviews, and I can’t read this one as such. '
          : 'Je ne peux répondre qu’aux questions sur les avis de votre restaurant, et je ne lis pas celle-ci comme telle. '
        : '';
    return { text: intro + helpText(lang), citations: [] };
  }
  const one = u.locations.length === 1 ? u.locations[0]! : null;
  // Platforms compared are each counted on their own, not pooled under one filter.
  const narrowed = u.platforms && u.intent !== 'rank_platforms' ? u.platforms : null;
  const ask: Ask = {
    turn: narrowed ? { ...turn, tools: onlyFrom(turn.tools, narrowed) } : turn,
    u,
    lang,
    location: one?.id ?? 'all',
    scopeName: one?.name ?? turn.restaurantName,
  };
  if (narrowed && u.intent !== 'unknown_name') {
    const missing = await platformMissing(turn, ask, narrowed);
    if (missing) return { text: missing, citations: [] };
  }
  const draft = await run(ask);
  if (u.intent === 'unknown_name') {
    const known = unknownNameText(u.unknownName!, lang);
    // "How many reviews mention the pizza?": the word searched in the reviews' text as well.
    return { text: draft.text ? `${known} ${draft.text}` : known, citations: draft.citations };
  }
  const line = understoodLine(u, lang);
  const lead = narrowed ? onPlatforms(narrowed, lang) : '';
  const text = line ? `${lead}${draft.text}\n\n${line}` : `${lead}${draft.text}`;
  const seen = new Set<string>();
  const citations = draft.citations
    .filter((c) => (seen.has(c.reviewId) ? false : (seen.add(c.reviewId), true)))
    .map(({ date: _date, ...c }) => c);
  return { text, citations };
}
