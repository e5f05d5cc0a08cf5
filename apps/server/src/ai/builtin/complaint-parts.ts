import { FOOD_KIND_WORDS, JUDGING_WORDS, PLACEMENT_WORDS } from './complaint-kinds.ts';
import { clauseList, confirmed, faultsIn } from './complaint-clauses.ts';
import type { Context } from './compose-context.ts';
import { foundUncleanWords, incidentServiceWords } from './incident-service.ts';
import type { ReplyAspect } from './reading.ts';
import { fold } from './text.ts';
import type { Part } from './writer.ts';

/*
 * What a reply apologises for by name (docs/product/reviews-and-replies.md#verified-drafts):
 * every complaint the review carries, in the guest's words where they say more than the topic,
 * several in one sentence, and after an incident the review's other complaints, briefly.
 */

/** Complaints by the guest's own words ("the wait for the bill") where the reading kept them. */
export function complaintList(ctx: Context, aspects: ReplyAspect[], regretted = true): string {
  return ctx.lines.list(complaintWords(ctx, aspects, regretted));
}

/**
 * Each complaint's first words, then a second phrase for one while the list is short: four
 * complaints are all named ("the parking, the noise and the portions" keeps the parking) before
 * any is named twice ("the music" beside "the noise").
 */
function complaintWords(ctx: Context, aspects: ReplyAspect[], regretted = true): string[] {
  const lists = aspects.map((a) => {
    // "How you found the absent service" judges what a line that only hears it should not.
    const words = (ctx.reading.complaints.get(a) ?? []).filter(
      (w) => regretted || !JUDGING_WORDS.has(w),
    );
    // Beside a dish's own apology, what the dish line cannot say ("the cooking asked for") first.
    if (a === 'food' && ctx.reading.dishes.critiqued.length)
      words.sort((x, y) => Number(FOOD_KIND_WORDS.has(y)) - Number(FOOD_KIND_WORDS.has(x)));
    // "The table you were given" is not what a rude host did: the service is named beside it.
    if (a === 'service' && placedOnly(words) && serviceFaulted(ctx))
      return [words[0]!, ctx.lines.aspect[a]];
    return words.length ? words.slice(0, 2) : [ctx.lines.aspect[a]];
  });
  const said = lists.map((l) => l[0]!).slice(0, 4);
  for (const extra of lists.flatMap((l) => l.slice(1))) if (said.length < 3) said.push(extra);
  return said;
}

/** Whether the food's complaint names a kind of fault ("the size of the portions"). */
const foodKindWorded = (ctx: Context, a: ReplyAspect) =>
  a === 'food' && (ctx.reading.complaints.get('food') ?? []).some((w) => FOOD_KIND_WORDS.has(w));

const placedOnly = (words: string[]) =>
  words.length > 0 && words.every((w) => PLACEMENT_WORDS.has(w));

/** Whether someone served the guest badly: a person criticised, or a clause faulting the service. */
const serviceFaulted = (ctx: Context) =>
  ctx.reading.staff.critiqued.length > 0 ||
  clauseList(ctx.request.review.text).some((c) => faultsIn(c).includes('service'));

/** Whether a clause of the review names the aspect and finds fault with it ("service meh"). */
const clauseFaults = (ctx: Context, a: ReplyAspect) =>
  ctx.reading.complaints.has(a) && confirmed(ctx.request.review.text, a);

/**
 * Whether the service's complaint is only a booking or a table, with nobody faulted for how
 * they served: no promise to go over "the service" with the team then.
 */
export const placementOnly = (ctx: Context) =>
  placedOnly(ctx.reading.complaints.get('service') ?? []) && !serviceFaulted(ctx);

/**
 * The review's other complaints after an incident: what it criticised outright, what it judged
 * both ways in words that find fault, and the service when someone served it badly. A complaint
 * the incident lines already name is not said twice.
 */
export function incidentOthers(
  ctx: Context,
  eaten: string[],
  looked: ReplyAspect[],
  dishName: (name: string) => string,
): Part[] {
  const { reading, lines, write } = ctx;
  const text = fold(ctx.request.review.text);
  const words = (a: ReplyAspect) => (reading.complaints.get(a)?.length ?? 0) > 0;
  const faulted = (a: ReplyAspect) =>
    // A duration or a mood read in an incident report is rarely its own complaint ("ten minutes
    // later she brought it back"): those are named only by the guest's words for them.
    (WORDED_ONLY.includes(a) ? words(a) : reading.aspects.critiqued.includes(a)) ||
    (reading.aspects.noted.includes(a) && words(a)) ||
    (a === 'service' && reading.staff.critiqued.length > 0);
  const aspects = REPLY_ORDER.filter(
    (a) =>
      faulted(a) &&
      !looked.includes(a) &&
      // The food is the dish line's, or no part of an incident nothing served caused.
      a !== 'food' &&
      !(a === 'cleanliness' && reading.hazard) &&
      !(a === 'service' && reading.staff.praised.length && !reading.staff.critiqued.length) &&
      !(a === 'service' && !reading.staff.critiqued.length && staffMadeAmends(text)),
  );
  const dishes = reading.dishes.critiqued
    .filter((d) => !eaten.includes(d))
    .map((d) => lines.dish(dishName(d)));
  // What the service did around the incident, in the guest's terms, stands for "the service";
  // unless the incident lines already name the service.
  const handled = looked.includes('service')
    ? []
    : incidentServiceWords(ctx.request.review.text, reading.incidents, reading.language);
  const unclean = looked.includes('cleanliness') ? null : foundUncleanWords(reading);
  const rest = aspects.filter(
    (a) => !(a === 'service' && handled.length) && !(a === 'cleanliness' && unclean),
  );
  const found = unclean ? [unclean] : [];
  const said = [...dishes, ...found, ...handled, ...complaintWords(ctx, rest)].slice(0, 3);
  return said.length ? [write.say(lines.incidentOthers, { aspects: lines.list(said) }, 81)] : [];
}

/** Staff who apologised or took the dish off the bill: the service is what the guest credits. */
const AMENDS =
  /\b(?:comped|apologi[sz]ed|apologetic|s.est excuse[es]*|se sont excuse[es]*|took it off the bill)\b/g;
/** Whether staff made amends, unless the guest says they did not ("never apologised"). */
const staffMadeAmends = (text: string) =>
  [...text.matchAll(AMENDS)].some(
    (m) =>
      !/\b(?:never|not|didn.t|no one|nobody|personne|jamais)\W+(?:\w+\W+)?$/.test(
        text.slice(0, m.index),
      ),
  );

const WORDED_ONLY: ReplyAspect[] = ['wait', 'ambience', 'price'];

/** The order complaints are named in: what was served, then how, then the rest. */
const REPLY_ORDER: ReplyAspect[] = [
  'food',
  'drinks',
  'service',
  'wait',
  'price',
  'value',
  'billing',
  'cleanliness',
  'ambience',
  'location',
];

/**
 * What the reply apologises for by name: the aspects criticised, the service when someone served
 * badly, and, in a disappointed review, what the guest judged both ways in words that find fault
 * ("the server was nice but forgot half the order" is still a complaint to answer).
 */
export function apologisedAspects(ctx: Context): ReplyAspect[] {
  const { reading } = ctx;
  const { aspects } = reading;
  const disappointed = reading.mood === 'complaint' || reading.rating <= 3;
  const { dishes, staff } = reading;
  const dishNamed = dishes.praised.length + dishes.critiqued.length + dishes.noted.length > 0;
  // Someone criticised beside someone thanked, or who came to apologise, is no bad service.
  const servedBadly =
    staff.critiqued.length > 0 &&
    !staff.praised.length &&
    !aspects.noted.includes('service') &&
    !staffMadeAmends(fold(ctx.request.review.text));
  const faulted = (a: ReplyAspect) =>
    aspects.critiqued.includes(a) ||
    (a === 'service' && servedBadly) ||
    // A dish named both ways is the dish lines' to answer, not "the food"; the size of its
    // portion or its cooking is not, and is named beside it.
    (disappointed &&
      aspects.noted.includes(a) &&
      !((a === 'food' || a === 'drinks') && dishNamed && !foodKindWorded(ctx, a)) &&
      ((reading.complaints.get(a)?.length ?? 0) > 0 || clauseFaults(ctx, a)));
  const extra = REPLY_ORDER.filter((a) => !aspects.critiqued.includes(a) && faulted(a));
  return [...aspects.critiqued, ...extra];
}
