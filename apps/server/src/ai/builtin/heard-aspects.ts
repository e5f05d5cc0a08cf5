import { mentionWords } from '../replies/negated-praise.ts';
import { analysisOf } from '../replies/verify-draft.ts';
import { ANY_FAULT, DURATION, NEGATED, TOPIC_CUES } from './complaint-words.ts';
import { kindHeard } from './complaint-kinds.ts';
import { clauseList, confirmed, faultsIn } from './complaint-clauses.ts';
import type { Context } from './compose-context.ts';
import { isDrink } from './drinks.ts';
import type { ReplyAspect } from './reading.ts';
import { singledOutGripes } from './heard-clauses.ts';
import { fold } from './text.ts';

/*
 * What a reply says of an aspect the reading could not place as praise or complaint ("Really
 * good, but LOUD", "the view is lovely, I'll give them that" in a two-star review). A manager
 * never answers those with "your impressions are noted": a fault the guest's words name gets a
 * short apology naming it, a thing they spoke well of a light thank-you, and the rest nothing.
 */

/** A wait said as quick: "got us a table in 10 min", « servis en 5 minutes ». */
const QUICK = new RegExp(
  `\\b(?:in|within|only|just|under|less than|en|seulement|juste|moins de|a peine)\\s+(?:about\\s+|environ\\s+)?(?:${DURATION.source.replace(/\\b/g, '')})`,
);

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => fold(s))
    .filter(Boolean);

/** Whether a fault word stands in the words, not taken back by a "not" just before it. */
function finds(fault: RegExp, words: string): boolean {
  for (const hit of words.matchAll(new RegExp(fault.source, 'g')))
    if (!NEGATED.test(words.slice(0, hit.index ?? 0))) return true;
  return false;
}

/** Slowness said of the service ("friendly but a bit slow", « c'était un peu long »): the wait. */
const SLOW =
  /\b(?:slow|slowly|long|longue|longtemps|lent|lente|lents|lentes|lentement|forever|ages|eternite)\b/;
/** Things named by a word that elsewhere finds fault: a flat white is a coffee, not a flat one. */
const NAMED_BY_FAULT =
  /\b(?:flat whites?|dry aged|dry rub|cold brew|cold cuts?|sour ?dough|sour cream|vin chaud)\b/g;
/** A server gone missing: the service, however long it lasted ("disappeared for long stretches"). */
const LAPSE =
  /\b(?:disappear\w*|vanish\w*|flag (?:down )?(?:someone|somebody|anyone|a server)|disparu\w*|introuvable)\b/;

/**
 * What the sentence in which the guest judged the aspect both ways finds fault with, if anything:
 * "the server was lovely but a little slow" is the wait, "good but LOUD" the noise. The term's
 * own words are no fault ("flat whites" are not flat).
 */
function faultedWhereJudged(ctx: Context, aspect: ReplyAspect, loose: boolean): ReplyAspect | null {
  const terms = analysisOf(ctx.request)
    .aspects.filter(
      (a) => a.category === aspect && a.polarity !== 'positive' && a.polarity !== 'neutral',
    )
    .map((a) => fold(a.term))
    .filter(Boolean);
  // The sentence names the topic too: "vin servi tiède" is no fault in the food for "servi".
  const topic = TOPIC_CUES[aspect]?.topic;
  const judged = sentencesOf(ctx.request.review.text)
    .filter((s) => terms.some((t) => s.includes(t)) && (!topic || topic.test(s)))
    .map((s) => terms.reduce((rest, t) => rest.split(t).join(' '), s.replace(NAMED_BY_FAULT, ' ')));
  const cues = [TOPIC_CUES[aspect]?.fault, loose ? ANY_FAULT : undefined].filter(
    (c) => c !== undefined,
  );
  if (aspect === 'service' && judged.some((s) => finds(LAPSE, s))) return 'service';
  if (aspect === 'service' && judged.some((s) => finds(SLOW, s))) return 'wait';
  return judged.some((s) => cues.some((c) => finds(c, s))) ? aspect : null;
}

/**
 * Whether a term names a dish the analysis found: "the benedictine was good tho" read under the
 * atmosphere praises the dish, not the room (« c'était la folie » said of the room that day).
 */
function namesDish(ctx: Context, term: string): boolean {
  const folded = fold(term);
  return analysisOf(ctx.request).menuItems.some((m) =>
    mentionWords(m.item).some((w) => folded.includes(w)),
  );
}

/** Whether the guest spoke well of the aspect somewhere (a term of it read as praise). */
const spokenWell = (ctx: Context, aspect: ReplyAspect) =>
  analysisOf(ctx.request).aspects.some(
    (t) =>
      t.category === aspect &&
      t.polarity === 'positive' &&
      (aspect === 'food' || aspect === 'drinks' || !namesDish(ctx, t.term)),
  );

/**
 * Whether a term of the aspect was read as a complaint too: « directrice de salle » read as the
 * room beside « l'ambiance était gâchée » is no kind word to thank.
 */
const spokenBadly = (ctx: Context, aspect: ReplyAspect) =>
  analysisOf(ctx.request).aspects.some(
    (t) => t.category === aspect && t.polarity !== 'positive' && t.polarity !== 'neutral',
  );

/** A clause that faults the aspect by its own words, a wait by more than how long it took. */
function clauseFaults(text: string, aspect: ReplyAspect): boolean {
  const clauses = clauseList(text);
  const timed = (c: string) => c.replace(new RegExp(DURATION.source, 'g'), ' ');
  return clauses.some(
    (c) =>
      faultsIn(c).includes(aspect) && (aspect !== 'wait' || faultsIn(timed(c)).includes('wait')),
  );
}

/**
 * A clause that names the aspect with its own fault ("service poche", whatever the analysis read),
 * or with any fault word and no praise of it: « dommage car les plats étaient bons » regrets
 * something else, and praises the food.
 */
function faultBesideNoPraise(ctx: Context, aspect: ReplyAspect): boolean {
  const praised = analysisOf(ctx.request)
    .aspects.filter((t) => t.category === aspect && t.polarity === 'positive')
    .map((t) => fold(t.term))
    .filter(Boolean);
  return clauseList(ctx.request.review.text).some(
    (c) =>
      faultsIn(c).includes(aspect) || (confirmed(c, aspect) && !praised.some((t) => c.includes(t))),
  );
}

/**
 * The aspect the reply apologises for in place of one the reading left unplaced, or null. In a
 * complaint any fault word beside the topic is enough; in a happy review only the topic's own
 * fault counts ("LOUD", not "bémol… les plats").
 */
function faultOf(ctx: Context, aspect: ReplyAspect): ReplyAspect | null {
  const { reading } = ctx;
  const text = ctx.request.review.text;
  const complaint = reading.mood === 'complaint';
  const said = complaint
    ? (reading.complaints.get(aspect)?.length ?? 0) > 0 || faultBesideNoPraise(ctx, aspect)
    : clauseFaults(text, aspect) || kindHeard(reading.complaints, aspect);
  if (said) return aspect;
  return faultedWhereJudged(ctx, aspect, complaint);
}

/** A wait the guest only timed, and timed as quick: praise, not a complaint to apologise for. */
const quickWait = (ctx: Context) =>
  ctx.reading.mood !== 'complaint' && QUICK.test(fold(ctx.request.review.text));

/** Aspects the reply names elsewhere (a dish, a person thanked), which a second line repeats. */
function namedElsewhere(ctx: Context, aspect: ReplyAspect): boolean {
  const { dishes, staff, hazard } = ctx.reading;
  const dishNamed = dishes.praised.length + dishes.critiqued.length + dishes.noted.length > 0;
  return (
    (aspect === 'food' && dishNamed) ||
    (aspect === 'drinks' && [...dishes.praised, ...dishes.critiqued].some(isDrink)) ||
    (aspect === 'service' && staff.praised.length > 0) ||
    (aspect === 'cleanliness' && hazard !== null)
  );
}

/**
 * Aspects the reading left unplaced whose faults the guest's words name: apologised for briefly
 * beside the review's other complaints.
 */
export function faultedUnplaced(ctx: Context, already: ReplyAspect[]): ReplyAspect[] {
  const { reading } = ctx;
  // Five stars: a remark in a glowing review ("forgot the candle but Nadia ran back with one")
  // is the story of the evening more often than a complaint, and an apology there rings false,
  // unless the guest singled it out as their one gripe (« Seul bémol, la musique »).
  const singled = singledOutGripes(ctx.request.review.text);
  const terms = analysisOf(ctx.request).aspects.filter((t) => t.polarity === 'negative');
  // The gripe's own words fault the aspect, or name a term of it read as a fault.
  const singledOut = (a: ReplyAspect) =>
    reading.complaints.has(a) &&
    singled.some(
      (s) =>
        clauseList(s).some((c) => faultsIn(c).includes(a)) ||
        terms.some((t) => t.category === a && fold(s).includes(fold(t.term))),
    );
  const out: ReplyAspect[] = [];
  for (const a of reading.aspects.noted) {
    if (reading.rating >= 5 && !singledOut(a)) continue;
    if (already.includes(a) || namedElsewhere(ctx, a)) continue;
    const faulted = reading.rating >= 5 ? a : faultOf(ctx, a);
    if (!faulted || already.includes(faulted) || out.includes(faulted)) continue;
    if (faulted === 'wait' && quickWait(ctx)) continue;
    out.push(faulted);
  }
  return out;
}

/** What a guest's kind word is thanked for; never a wait, a price or the parking. */
const THANKED: ReplyAspect[] = ['food', 'drinks', 'service', 'ambience', 'cleanliness'];

/**
 * Aspects the reading left unplaced that the guest spoke well of ("the view is lovely") and found
 * no fault with, or that a glowing review names without a fault: thanked lightly. The rest gets
 * no line at all.
 */
export function kindlyUnplaced(ctx: Context, skip: ReplyAspect[]): ReplyAspect[] {
  const { reading } = ctx;
  const analysis = analysisOf(ctx.request);
  // "Really appreciated the server telling us the kitchen was slammed" is no kind word.
  if (analysis.signals.sarcasm) return [];
  const glowing = reading.rating >= 5 && analysis.sentiment.label !== 'negative';
  return reading.aspects.noted.filter(
    (a) =>
      THANKED.includes(a) &&
      !skip.includes(a) &&
      !namedElsewhere(ctx, a) &&
      !spokenBadly(ctx, a) &&
      (reading.rating >= 5 || !faultOf(ctx, a)) &&
      (spokenWell(ctx, a) || (glowing && !reading.complaints.has(a))),
  );
}
