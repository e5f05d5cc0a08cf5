import { FOLLOW_UP, read, type TurnText } from './read-turn.ts';
import { fold } from './text.ts';
import { understand, type Understood } from './understand.ts';

/**
 * The questions of one message: "Any booking problems this year? And what are the top
 * complaints?" is two. Split after a question mark followed by more words, before a sentence
 * that opens with "also" / « aussi », and before "and how many" / « et combien » inside one.
 */
export function questionsOf(text: string): string[] {
  return text
    .split(
      /(?<=[?？])\s+(?=\S)|(?<=[.!;])\s+(?=(?:also|plus|aussi|et aussi|autre question)\b)|,?\s+(?=(?:and|et|pis) (?:how many|how much|what(?:'s| is| was| are)?|who|which|combien|cmb|c quoi|quel(?:le)?s?|qui)\b)/i,
    )
    .map((part) => part.trim())
    .filter((part) => /\p{L}/u.test(part));
}

/** "it", "them", « ça », « en parlent », « l'ont »: about what the one before named (folded). */
const POINTS_BACK =
  /\b(it|them|that one|those|these|both|the two|ca|cela|celui-ci|celle-ci|des deux|en parl\w*|l ont|l a|le mentionn\w*|la mentionn\w*)\b/;

/** "And over the same period last year": the first question's period a year before, which the
 * message read whole compares (date-comparisons.ts). */
const SAME_LAST_YEAR =
  /\b(same (period|time|months?|weeks?|dates)|meme periode|memes (mois|semaines|dates))\b.*\b(last year|a year (ago|before|earlier)|l an (dernier|passe)|annee (derniere|passee))\b/;

/** Words that make a question ask for the reviews' figures of its own. */
const FIGURES =
  /\b(reviews?|rating|ratings|stars?|average|avg|avis|note|notes|etoiles?|moyenne|distribution|repartition)\b/;

/** "In total", « au total » after a dated question: the total over that question's period. */
const TOTAL = /\b(in total|total|altogether|au total|en tout)\b/;

/** Readings that answer the message as a whole: a decline, a refusal, "which one?". */
const WHOLE: Understood['intent'][] = ['refuse', 'decline', 'no_data', 'clarify'];

/** A count and average with no place, stars or subject of its own. */
const bare = (u: Understood) =>
  u.intent === 'metrics' && !u.locations.length && !u.ratings && !u.menuItem && !u.staff;

/** Nothing but the default figures: no period, place, stars, platform or subject. */
const vague = (u: Understood) => bare(u) && !u.period.explicit && !u.platforms;

/**
 * "How many times since January", « depuis le début de l'année cmb » after a question about a
 * dish: a count with no figure word and no place of its own, which narrows the question before.
 */
const narrows = (u: Understood, question: string) => bare(u) && !FIGURES.test(fold(question));

/** A later question with no period or place of its own keeps the ones asked before it. */
function withScopeOf(u: Understood, before: Understood, question: string): Understood {
  const dated = before.period.explicit && (!u.period.explicit || TOTAL.test(fold(question)));
  return {
    ...u,
    ...(dated ? { period: before.period, comparison: null } : {}),
    locations: u.locations.length ? u.locations : before.locations,
    platforms: u.platforms ?? before.platforms,
  };
}

/** One question of a message, and how it was read. */
export type Asked = { question: string; u: Understood };

const keyOf = (u: Understood) =>
  JSON.stringify([
    u.intent,
    u.period.range,
    u.locations.map((l) => l.id),
    u.menuItem?.id,
    u.staff?.id,
    u.category,
    u.ratings,
    u.platforms,
    u.keyword,
    u.days,
  ]);

/**
 * How a later question of the message is read: as a follow-up of the one before when it only
 * changes the period or the place ("And last month?", "And at Laval?"); on its own when it asks
 * a figure of its own ("And the average over the same period?"); "skip" when it asks nothing
 * ("like total, all platforms"); "whole" when it points back to or narrows what the one before
 * asked, so the message is read as one question.
 */
function laterReading(own: Understood, question: string): 'follow-up' | 'own' | 'skip' | 'whole' {
  const q = fold(question);
  const connected = FOLLOW_UP.test(question.trim());
  if (POINTS_BACK.test(q) && !own.menuItem && !own.staff && !own.category) return 'whole';
  if (SAME_LAST_YEAR.test(q)) return 'whole';
  if (own.intent === 'unknown') return connected ? 'follow-up' : 'skip';
  if (own.intent === 'metrics' && connected && !FIGURES.test(q)) return 'follow-up';
  if (narrows(own, question)) return 'whole';
  return 'own';
}

/**
 * Each question of a message that asks two or more different things, read in turn. Null when
 * the message asks one thing, when the whole of it is declined or needs a choice, or when a
 * later question only narrows the one before ("is the burger talked about? how many times this
 * year"): then the message is read whole.
 */
export function readEach(turn: TurnText, whole: Understood): Asked[] | null {
  const asked = questionsOf(turn.question);
  if (asked.length < 2 || WHOLE.includes(whole.intent)) return null;
  const readings: Asked[] = [];
  let history = turn.history;
  for (const [i, question] of asked.entries()) {
    const own = understand(question, turn.today, turn.catalogue, turn.restaurantName);
    const how = i === 0 ? 'follow-up' : laterReading(own, question);
    if (how === 'whole') return null;
    const u = how === 'follow-up' ? read({ ...turn, question, history }) : own;
    history = [...history, { role: 'user', content: question }];
    // A refusal read from a sentence around the question ("on pense changer la recette")
    // when the message as a whole asks for figures; "Hey, how are you?" before the question.
    const nothingAsked = u.intent === 'unknown' || u.intent === 'help' || WHOLE.includes(u.intent);
    if (how === 'skip' || nothingAsked || (vague(u) && !FIGURES.test(fold(question)))) continue;
    const before = readings.at(-1)?.u;
    readings.push({ question, u: before ? withScopeOf(u, before, question) : u });
  }
  const seen = new Set<string>();
  const distinct = readings.filter(({ u }) => !seen.has(keyOf(u)) && seen.add(keyOf(u)));
  return distinct.length > 1 ? distinct : null;
}
