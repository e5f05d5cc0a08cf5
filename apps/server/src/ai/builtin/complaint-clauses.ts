import {
  ANY_FAULT,
  DURATION,
  MONEY,
  NEGATED,
  NOT_A_WAIT,
  PAYING,
  RUSHED,
  TOPIC_CUES,
} from './complaint-words.ts';
import { BILL_PRICED, WAIT_NAMED, parkingTime } from './complaint-wait.ts';
import type { ReplyAspect } from './reply-aspects.ts';
import { paidGladly } from './heard-clauses.ts';
import { withoutUsualPrice } from './unfaulted-terms.ts';
import { fold } from './text.ts';

/*
 * The review cut into clauses and each clause's complaints: a topic named beside a word that finds
 * fault with it, not taken back by a "not", nor reported from what others wrote.
 */

/** Clauses, folded: sentences cut again at a colon, a semicolon or a "but". */
export const clauseList = (text: string) =>
  text
    // Folding would lose these: « trop salé » is no dirt, "28$" a price.
    // After « salé » a \b finds no edge (é is no \w): the end of the word is no letter after it.
    .replace(/\bsal[ée]e?s?(?!\p{L})/giu, 'salty')
    .replace(/\$|€/g, ' dollars ')
    // A washroom « hors service » is out of order, no word on the service.
    .replace(/\bhors[- ]service\b/gi, 'en panne')
    .replace(/\b(?:but|mais|however|cependant|par contre|though)\b/gi, '|')
    // "7:30", "$4.50": a colon or a point between two figures cuts nothing.
    .split(/(?:(?<!\d)[.:]|[.:](?!\d)|[!?;…\n|])+/)
    .map((c) => fold(c).replace(NOT_A_WAIT, ' '))
    // What other reviews said ("we'd read a review calling it overpriced") is not the guest's.
    .filter((c) => c && !HEARSAY.test(c));

const CONTRAST = /\b(?:but|mais|however|cependant|par contre|though|sauf que)\b/gi;

/**
 * A clause after a "but" that finds fault and names no topic of its own ("Service friendly but
 * slow", « Bouffe correcte mais trop salée »), read with the clause before it, whose topic it
 * shares. Folded, as clauseList's.
 */
export function contrastClauses(text: string): { before: string; joined: string }[] {
  return text.split(/[.!?;…\n]+/).flatMap((sentence) => {
    const parts = clauseList(sentence.replace(CONTRAST, '|'));
    return parts.slice(1).flatMap((after, i) => {
      const before = parts[i]!;
      const ownTopic = Object.values(TOPIC_CUES).some((cue) => cue?.topic.test(after));
      return ownTopic || !sentence.match(CONTRAST)
        ? []
        : [{ before, joined: `${before} ${after}` }];
    });
  });
}

/** A clause that reports what others wrote or said of the place. */
const HEARSAY =
  /\b(?:(?:a|the|some|other|online|bad|mixed) reviews?|reviewers?|everyone on here|les (?:autres )?avis|un avis|des avis)\b.*\b(?:call\w*|say\w*|said|claim\w*|disai\w*|dis(?:ent|ait)|traitai\w*|qualifi\w*)\b/;

/** Whether a fault word stands in the clause, not taken back by a "not" just before it. */
export function finds(fault: RegExp, clause: string): boolean {
  const m = new RegExp(fault.source, 'g');
  for (const hit of clause.matchAll(m))
    if (!NEGATED.test(clause.slice(0, hit.index ?? 0))) return true;
  return false;
}

/** Topics a clause complains about. */
export function faultsIn(clause: string): ReplyAspect[] {
  const rushed = RUSHED.test(clause);
  const found = (Object.entries(TOPIC_CUES) as [ReplyAspect, (typeof TOPIC_CUES)['wait']][])
    .filter(
      ([topic, cue]) =>
        cue &&
        cue.topic.test(clause) &&
        finds(cue.fault, topic === 'price' ? withoutUsualPrice(clause) : clause),
    )
    .map(([topic]) => topic)
    .filter((topic) => !((rushed || parkingTime(clause)) && topic === 'wait'));
  // "On attend longtemps pour payer": paying slowly is the wait, not the bill's size.
  if (
    found.includes('wait') &&
    PAYING.test(clause) &&
    !BILL_PRICED.test(clause) &&
    !/\b(?:cher|expensive|pique|overpriced|pricey|steep)\b/.test(clause)
  )
    return found.filter((t) => t !== 'price' && t !== 'billing');
  return found;
}

/**
 * Whether a clause names the topic and finds any fault: what confirms a category the analysis
 * read negatively, though it would not be enough to add one.
 */
export function confirmed(text: string, topic: ReplyAspect): boolean {
  const cue = TOPIC_CUES[topic];
  if (!cue) return false;
  // A wait is named by its own words when the fault is a general one ("bad food" is no wait).
  const named = (c: string) => (topic === 'wait' ? WAIT_NAMED.test(c) : cue.topic.test(c));
  return clauseList(text).some((clause) => {
    const c = topic === 'price' ? withoutUsualPrice(clause) : clause;
    return (
      (cue.topic.test(c) && finds(cue.fault, c)) ||
      (named(c) && finds(ANY_FAULT, c)) ||
      (topic === 'wait' && DURATION.test(c) && !RUSHED.test(c) && !parkingTime(c)) ||
      // "A bill that was wrong by $40" is the bill's error, not the prices.
      (topic === 'price' && MONEY.test(c) && !paidGladly(c) && !faultsIn(c).includes('billing'))
    );
  });
}
