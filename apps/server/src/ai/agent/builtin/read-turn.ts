import type { AgentTurn } from '../engine.ts';
import { comparisonOf } from './date-comparisons.ts';
import { dayNamesIn } from './question-kinds.ts';
import { fold } from './text.ts';
import { understand, type Understood } from './understand.ts';

/** What reading a message needs of its turn: the words, the day, the restaurant's names. */
export type TurnText = Pick<
  AgentTurn,
  'question' | 'today' | 'catalogue' | 'restaurantName' | 'history'
>;

/** "There", « là-bas »: the place the message before named. */
const THERE = /\b(there|over there|la bas|labas)\b/;

export const FOLLOW_UP = /^(and|what about|how about|same|et|pis|qu.en est.il|pareil|idem)\b/i;

/**
 * A follow-up ("And at Mile End?", "Et pour le burger ?") is read with the previous question:
 * what it names replaces what that one named, the rest (period, intent) carries over.
 */
export function read(turn: TurnText): Understood {
  const own = understand(turn.question, turn.today, turn.catalogue, turn.restaurantName);
  const at = turn.history.findLastIndex((m) => m.role === 'user');
  const previous = at < 0 ? undefined : turn.history[at]!.content;
  if (!previous || own.intent === 'refuse') return own;
  // "And on Yelp?" then "and at Ballard?": the previous question as it was read, itself
  // completed by the one before.
  const before = read({ ...turn, question: previous, history: turn.history.slice(0, at) });
  if (before.intent === 'clarify' && (own.menuItem || own.staff)) {
    // The answer to "which one do you mean?": the first question again, with the one chosen.
    const both = `${previous} ${turn.question}`;
    const chosen = understand(both, turn.today, turn.catalogue, turn.restaurantName);
    if (chosen.intent !== 'clarify') return { ...chosen, language: before.language };
  }
  // "ok which month was the best there?": the place asked before, and its period.
  const there = THERE.test(fold(turn.question)) && !own.locations.length;
  const followUp = own.intent === 'unknown' || FOLLOW_UP.test(turn.question.trim()) || there;
  if (!followUp) return own;
  if (
    ['refuse', 'unknown', 'help', 'decline', 'no_data', 'clarify', 'unknown_name'].includes(
      before.intent,
    )
  )
    return own;
  const period = own.period.explicit ? own.period : before.period;
  const compare = own.comparison ?? before.comparison;
  return {
    ...before,
    intent: own.intent === 'unknown' || own.intent === 'metrics' ? before.intent : own.intent,
    language: own.language,
    period,
    comparison: compare ? comparisonOf(period) : null,
    locations: own.locations.length ? own.locations : before.locations,
    menuItem: own.menuItem ?? before.menuItem,
    staff: own.staff ?? before.staff,
    category: own.category ?? before.category,
    ratings: own.ratings ?? before.ratings,
    platforms: own.platforms ?? before.platforms,
    // « Pis ceux du samedi? » after Sunday's average: the days it names instead.
    days: (before.intent === 'days' ? dayNamesIn(fold(turn.question)) : null) ?? before.days,
  };
}
