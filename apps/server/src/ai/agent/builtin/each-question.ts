import { FOLLOW_UP, read, type TurnText } from './read-turn.ts';
import { fold } from './text.ts';
import { understand, type Understood } from './understand.ts';

/**
 * The questions of one message: "Any booking problems this year? And what are the top
 * complaints?" is two. Split after a question mark followed by more words, and before a
 * sentence that opens with "also" / « aussi ».
 */
export function questionsOf(text: string): string[] {
  return text
    .split(/(?<=[?？])\s+(?=\S)|(?<=[.!;])\s+(?=(?:also|plus|aussi|et aussi|autre question)\b)/i)
    .map((part) => part.trim())
    .filter((part) => /\p{L}/u.test(part));
}

/** "it", "them", « ça », « en parlent »: a question about what the one before named. */
const POINTS_BACK =
  /\b(it|them|that one|those|these|both|the two|ca|cela|celui-ci|celle-ci|des deux|les deux|en parl\w*|l'ont|l'a|le mentionn\w*|la mentionn\w*)\b/;

/** Words that make a vague question ask for the reviews' figures, not small talk. */
const FIGURES = /\b(reviews?|rating|ratings|stars?|average|avg|avis|note|notes|etoiles?|moyenne)\b/;

/** What the whole message is read as when one of its questions is. */
const WHOLE: Understood['intent'][] = ['refuse', 'decline', 'no_data', 'clarify'];

/**
 * "Hey, how are you?", "how many times": the default figures, read from small talk or from a
 * question that only narrows the one before.
 */
function smallTalk(u: Understood, question: string): boolean {
  const vague =
    u.intent === 'metrics' &&
    !u.period.explicit &&
    !u.locations.length &&
    !u.ratings &&
    !u.platforms &&
    !u.menuItem &&
    !u.staff;
  return vague && !FIGURES.test(fold(question));
}

/** A later question with no period or place of its own keeps the ones asked before it. */
function withScopeOf(u: Understood, before: Understood): Understood {
  const period = u.period.explicit || !before.period.explicit ? {} : { period: before.period };
  const comparison = u.period.explicit || !before.period.explicit ? {} : { comparison: null };
  return {
    ...u,
    ...period,
    ...comparison,
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
  ]);

/**
 * Each question of a message that asks two or more different things, read in turn: a later
 * one that only changes the period or the place ("And last month?") is read as a follow-up of
 * the one before. Null when the message asks one thing, when the whole of it is declined or
 * needs a choice, or when a later question points back to what an earlier one named ("is the burger talked about? how many reviews brought it up
 * this year"): then the message is read whole.
 */
export function readEach(turn: TurnText, whole: Understood): Asked[] | null {
  const asked = questionsOf(turn.question);
  if (asked.length < 2 || WHOLE.includes(whole.intent)) return null;
  const readings: Asked[] = [];
  let history = turn.history;
  for (const [i, question] of asked.entries()) {
    const own = understand(question, turn.today, turn.catalogue, turn.restaurantName);
    const first = i === 0;
    if (!first && POINTS_BACK.test(fold(question)) && !own.menuItem && !own.staff && !own.category)
      return null;
    // "And last month?", "And at Laval?": what the question before asked, elsewhere or then.
    const followsOn =
      own.intent === 'unknown' || (own.intent === 'metrics' && FOLLOW_UP.test(question.trim()));
    const u = first || followsOn ? read({ ...turn, question, history }) : own;
    history = [...history, { role: 'user', content: question }];
    // A refusal read from a sentence around the question ("on pense changer la recette")
    // when the message as a whole asks for figures.
    const nothingAsked = u.intent === 'unknown' || u.intent === 'help' || WHOLE.includes(u.intent);
    if (nothingAsked || smallTalk(u, question)) continue;
    const before = readings.at(-1)?.u;
    readings.push({ question, u: before ? withScopeOf(u, before) : u });
  }
  const seen = new Set<string>();
  const distinct = readings.filter(({ u }) => !seen.has(keyOf(u)) && seen.add(keyOf(u)));
  return distinct.length > 1 ? distinct : null;
}
