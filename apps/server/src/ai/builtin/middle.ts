import { isDrink } from './drinks.ts';
import { mildAspectPart, mildPraiseParts, remarkParts } from './praise-parts.ts';
import type { IncidentKind } from '@tableside/domain/review-signals';
import type { Context } from './compose-context.ts';
import { thanksAsked } from './asked-lines.ts';
import { contactIn, factIn, incidentContact } from './facts.ts';
import { afterColon, answerParts, here } from './answer-parts.ts';
import { registerOf } from './phrases.ts';
import type { ReplyAspect } from './reading.ts';
import { fold } from './text.ts';
import { apologisedAspects, complaintList, incidentOthers } from './complaint-parts.ts';
import { followUpsFor, owedFollowUps } from './follow-ups.ts';
import { FOOD_KIND_WORDS } from './complaint-kinds.ts';
import { faultedUnplaced, kindlyUnplaced } from './heard-aspects.ts';
import { incidentNames } from './found-object.ts';
import { hygieneSeen } from './hygiene-seen.ts';
import { praisedList } from './praise-words.ts';
import { incidentServiceWords } from './incident-service.ts';
import { channelInvitations, channelOf } from './visit-channel.ts';
import type { Part } from './writer.ts';

/*
 * The body of a reply, between the opening and the closing: what the guest praised and
 * criticised, by name, their questions answered from the restaurant's facts, and incidents
 * (docs/product/reviews-and-replies.md#verified-drafts).
 */

/** "Bistro Lumière Plateau", without saying the name twice when the location repeats it. */
export function placeName(name: string, locationName: string): string {
  const n = fold(name);
  const l = fold(locationName);
  if (!l || n.includes(l)) return name.trim();
  if (!n || l.includes(n)) return locationName.trim();
  return `${name.trim()} ${locationName.trim()}`;
}

/**
 * A menu item as a sentence names it: without the owner's notes in brackets ("(vegan)"), and
 * with a lower-case first letter when the name is written in sentence case ("Duck confit",
 * "Poulet de Bresse aux morilles" → "poulet de Bresse aux morilles"); "Classic Caesar" stays.
 */
export function dishName(name: string): string {
  const bare = name.replace(/\s*\([^)]*\)/g, '').trim() || name.trim();
  const [first = '', second] = bare.split(/\s+/);
  const sentenceCase = second === undefined || second === second.toLocaleLowerCase();
  if (sentenceCase && /^\p{Lu}\p{Ll}/u.test(first))
    return first.charAt(0).toLocaleLowerCase() + bare.slice(1);
  return bare;
}

function praiseParts(ctx: Context): Part[] {
  const { reading, lines, tone, write } = ctx;
  const register = registerOf(tone);
  const { dishes, staff, aspects } = reading;
  const parts: Part[] = [];
  const dishList = (names: string[]) =>
    lines.list(names.slice(0, 3).map((n) => lines.dish(dishName(n))));
  // Naming back what the guest loved is what a short reply keeps last, after the answers.
  const naming = reading.mood === 'complaint' ? 80 : 88;
  // What the guest found only fine is thanked in a measured voice (calibrate-praise.ts).
  const mild = reading.praise?.mild;
  const warmDishes = dishes.praised.filter((d) => !mild?.dishes.includes(d));
  const warmStaff = staff.praised.filter((s) => !mild?.staff.includes(s));
  if (warmDishes.length) {
    const praise = warmDishes.every(isDrink) ? lines.drinkPraise : lines.dishPraise;
    parts.push(write.say(praise[register], { dishes: dishList(warmDishes) }, naming));
  }
  // In a complaint, someone the guest thanked is thanked without an exclamation ("…Katie was
  // lovely, but the halibut…"): the reply's cheer is not the guest's.
  const staffRegister = reading.mood === 'complaint' ? 'polished' : register;
  if (warmStaff.length)
    parts.push(
      write.say(lines.staffPraise[staffRegister], { staff: lines.list(warmStaff) }, naming),
    );
  parts.push(...mildPraiseParts(ctx, dishList, naming));
  // "Glad you liked the food" beside the only dish named, criticised, contradicts the guest.
  const praisedAspects = aspects.praised.filter(
    (a) =>
      !(a === 'food' && (dishes.praised.length || dishes.critiqued.length)) &&
      !(a === 'drinks' && dishes.praised.some(isDrink)) &&
      !(a === 'service' && staff.praised.length),
  );
  const warmAspects = praisedAspects.filter((a) => !mild?.aspects.includes(a));
  const mildAspects = praisedAspects.filter((a) => mild?.aspects.includes(a));
  if (warmAspects.length && !parts.length)
    parts.push(
      write.say(lines.aspectPraise[register], { aspects: aspectList(ctx, warmAspects) }, 55),
    );
  if (mildAspects.length && !parts.length)
    parts.push(mildAspectPart(ctx, aspectList(ctx, mildAspects)));
  return parts;
}

const aspectList = (ctx: Context, aspects: ReplyAspect[]) => praisedList(ctx, aspects);

/** A food complaint of a kind ("the portions", "the cooking asked for") the dish line leaves out. */
const foodKindSaid = (ctx: Context) =>
  (ctx.reading.complaints.get('food') ?? []).some((w) => FOOD_KIND_WORDS.has(w));

/** A follow-up that judges the fault harshly: for a complaint, not for a gripe at four stars. */
const UNACCEPTABLE = /not acceptable|unacceptable|pas acceptable|inacceptable/i;

function critiqueParts(ctx: Context): Part[] {
  const { reading, lines, write, random, bank, tone } = ctx;
  const { dishes, staff } = reading;
  const strength = reading.rating <= 2 || reading.mood === 'complaint' ? 'strong' : 'mild';
  const parts: Part[] = [];
  if (dishes.critiqued.length) {
    const list = lines.list(dishes.critiqued.slice(0, 3).map((n) => lines.dish(dishName(n))));
    const critique = dishes.critiqued.every(isDrink) ? lines.drinkCritique : lines.dishCritique;
    parts.push(write.say(critique[strength], { dishes: list }, 85));
  }
  // A danger the guest warns about is answered on its own, seriously, before anything else.
  if (reading.hazard) parts.push(write.say(lines.hazard, { hazard: reading.hazard }, 92));
  const apologised = apologisedAspects(ctx);
  const critiqued = [...apologised, ...faultedUnplaced(ctx, apologised)].filter(
    (a) =>
      !(a === 'cleanliness' && reading.hazard) &&
      !(a === 'food' && dishes.critiqued.length && !foodKindSaid(ctx)) &&
      !(a === 'drinks' && dishes.critiqued.some(isDrink)),
  );
  if (critiqued.length) {
    parts.push(
      write.say(lines.aspectCritique[strength], { aspects: complaintList(ctx, critiqued) }, 85),
    );
    const owed = owedFollowUps(ctx, critiqued);
    if (owed.length) parts.push(write.say(owed, {}, 80));
    const first = critiqued[0];
    // "Service un peu lent" at four stars is heard, not called unacceptable.
    const followUps = (first && !owed.length ? followUpsFor(ctx, first) : undefined)?.filter(
      (line) => strength === 'strong' || !UNACCEPTABLE.test(line),
    );
    if (followUps?.length && random.chance(0.6)) {
      const part = write.maybe(followUps, {}, 40);
      if (part) parts.push(part);
    }
  }
  // Someone who served badly is heard in "sorry about the service" when the list names it; an
  // apology of its own, unless the guest praised the service or someone on it too (a server
  // thanked beside a manager faulted), where a blanket "sorry about the service" contradicts.
  if (staff.critiqued.length && !critiqued.includes('service')) {
    const praisedToo =
      staff.praised.length > 0 ||
      reading.aspects.praised.includes('service') ||
      kindlyUnplaced(ctx, []).includes('service');
    parts.push(write.say(lines.staffCritique[praisedToo ? 'praisedToo' : strength], {}, 70));
  }
  if (reading.mood === 'complaint' && !parts.length)
    parts.push(write.say(bank.genericApology[registerOf(tone)], {}, 95));
  return parts;
}

function notedParts(ctx: Context): Part[] {
  const { reading, lines, write } = ctx;
  const parts: Part[] = [];
  const dishes = reading.dishes.noted.filter(
    (d) => !reading.dishes.praised.includes(d) && !reading.dishes.critiqued.includes(d),
  );
  if (dishes.length) {
    const list = lines.list(dishes.slice(0, 3).map((n) => lines.dish(dishName(n))));
    parts.push(write.say(lines.dishNoted, { dishes: list }, 78));
  }
  const staff = reading.staff.noted.filter(
    (s) => !reading.staff.praised.includes(s) && !reading.staff.critiqued.includes(s),
  );
  if (staff.length && reading.mood !== 'complaint')
    parts.push(write.say(lines.staffNoted, { staff: lines.list(staff) }, 50));
  // "Really good, but LOUD" is apologised for beside the other complaints (critiqueParts);
  // "the view is lovely" in a complaint gets a light thank-you; what was only described, nothing.
  const { aspects } = reading;
  const apologised = apologisedAspects(ctx);
  const said = (a: ReplyAspect) =>
    aspects.praised.includes(a) ||
    apologised.includes(a) ||
    (a === 'food' && dishes.length > 0) ||
    (a === 'service' && staff.length > 0);
  const faulted = faultedUnplaced(ctx, apologised);
  const kindly = kindlyUnplaced(ctx, [...faulted, ...aspects.noted.filter(said)]);
  if (reading.incidents.length) return parts;
  if (kindly.length)
    parts.push(write.say(lines.aspectKindly, { aspects: aspectList(ctx, kindly) }, 60));
  // A complaint that would otherwise name nothing the guest wrote about passes the rest on.
  const rest = aspects.noted.filter((a) => !said(a) && !faulted.includes(a) && !kindly.includes(a));
  const named =
    parts.length + apologised.length + faulted.length + aspects.praised.length > 0 ||
    reading.dishes.praised.length + reading.dishes.critiqued.length > 0 ||
    reading.staff.praised.length + reading.staff.critiqued.length > 0 ||
    reading.hazard !== null;
  if (reading.mood === 'complaint' && rest.length && !named)
    parts.push(write.say(lines.aspectPassedOn, { aspects: complaintList(ctx, rest, false) }, 60));
  // "Food was ok. Service was ok.": what the guest wrote about, heard without a verdict.
  else if (reading.mood !== 'complaint' && rest.length && !named)
    parts.push(write.say(lines.aspectNoted, { aspects: aspectList(ctx, rest) }, 60));
  return parts;
}

/** Incidents in which what was served plays a part (a hot dish burns): the rest have none. */
const FROM_A_DISH: IncidentKind[] = ['illness', 'allergy', 'foreign-object', 'injury'];
/**
 * What else an incident reply may say it is looking into, when the guest criticised it: what the
 * kind of incident can have to do with (a bill for a legal threat, cleanliness for hygiene).
 */
const INCIDENT_ASPECTS: Record<IncidentKind, ReplyAspect[]> = {
  illness: ['cleanliness'],
  allergy: ['service'],
  injury: ['service', 'cleanliness'],
  'foreign-object': ['cleanliness', 'service'],
  hygiene: ['cleanliness', 'service'],
  discrimination: ['service', 'wait'],
  'legal-threat': ['service', 'price', 'wait'],
  'health-authority': ['cleanliness'],
};

function incidentParts(ctx: Context): Part[] {
  const { reading, lines, write, request } = ctx;
  // Every incident is named: a third one (a lawyer after a cut and a racist remark) is no less
  // a report to answer than the first two.
  const incident = lines.list(incidentNames(ctx));
  const contact = incidentContact(request.facts, reading.language, here(ctx));
  // A dish the guest loved is not the suspect; a fall on a loose bench has none.
  const fromDish = reading.incidents.some((k) => FROM_A_DISH.includes(k));
  const eaten = fromDish ? reading.suspects.slice(0, 2) : [];
  const dishes = lines.list(eaten.map((n) => lines.dish(dishName(n))));
  const staff = reading.staff.praised;
  const related = new Set(reading.incidents.flatMap((k) => INCIDENT_ASPECTS[k]));
  // The service a guest thanks someone for is not what the team goes over.
  // A hazard is named on its own line: the cleanliness is not what the team goes over then.
  // What the service did around the incident is named in the guest's terms with the other
  // complaints (incident-service.ts), not gone over as "the service that day".
  const handled =
    incidentServiceWords(request.review.text, reading.incidents, reading.language).length > 0;
  // A mouse seen or a pink chicken named as such: the standard it broke, then what is done.
  const hygiene = request.analysis?.signals.incidents.find((i) => i.kind === 'hygiene');
  const seen = hygiene ? (hygieneSeen(hygiene.span)?.kind ?? null) : null;
  const looked = reading.aspects.critiqued.filter(
    (a) =>
      related.has(a) &&
      !(a === 'service' && (staff.length || handled)) &&
      !(a === 'cleanliness' && reading.hazard),
  );
  // The cleanliness is said by the hygiene line; what else the team goes over, by this one.
  const besides = seen ? looked.filter((a) => a !== 'cleanliness') : looked;
  return [
    write.say(lines.incidentAcknowledged, { incident }, 99),
    ...(reading.hazard ? [write.say(lines.hazard, { hazard: reading.hazard }, 82)] : []),
    ...(eaten.length
      ? [write.say(lines.incidentDishes, { dishes }, 82)]
      : [
          ...(seen ? [write.say(lines.hygieneAction[seen], {}, 80)] : []),
          ...(besides.length
            ? [write.say(lines.incidentAspects, { aspects: complaintList(ctx, besides) }, 80)]
            : seen
              ? []
              : [write.say(lines.incidentAction, {}, 80)]),
        ]),
    ...incidentOthers(ctx, eaten, eaten.length ? [] : looked, dishName),
    contact
      ? write.say(lines.incidentContact, { contact }, 99)
      : write.say(lines.incidentContactGeneric, {}, 99),
    ...(staff.length ? [write.say(lines.incidentStaff, { staff: lines.list(staff) }, 60)] : []),
  ];
}

/** The email or phone number the person regenerating asked to give, from the facts. */
function contactParts(ctx: Context, already: Part[]): Part[] {
  const asked = ctx.instructions.contact;
  if (!asked) return [];
  const contact = contactIn(ctx.request.facts, asked.kind, asked.hint);
  if (!contact) {
    ctx.unfollowed.push({ instruction: asked.text, reason: 'missing-contact' });
    return [];
  }
  if (already.some((p) => p.text.includes(contact))) return [];
  return [ctx.write.say(ctx.lines.contactGiven, { contact }, 96)];
}

/**
 * What the person regenerating asked for by name: an apology, a call, a fact by its topic, said
 * in the reply's language from the lines and the restaurant's facts.
 */
function askedParts(ctx: Context, already: Part[]): Part[] {
  const { instructions, request, reading, lines, write } = ctx;
  const parts: Part[] = [];
  for (const { topic, text } of instructions.facts) {
    const fact = factIn(request.facts?.[topic], reading.language, here(ctx));
    if (!fact) ctx.unfollowed.push({ instruction: text, reason: 'missing-fact' });
    else if (!already.some((p) => p.text.includes(fact)))
      parts.push(
        write.say(lines.answers, { topic: lines.topic[topic], fact: afterColon(fact, ctx) }, 96),
      );
  }
  if (instructions.thanks.length)
    parts.push(
      write.say(thanksAsked[reading.language], { names: lines.list(instructions.thanks) }, 96),
    );
  if (instructions.gestures.includes('apology')) parts.push(write.say(lines.apologyAsked, {}, 96));
  if (instructions.gestures.includes('call')) parts.push(write.say(lines.callOffered, {}, 96));
  if (instructions.gestures.includes('invite')) parts.push(write.say(lines.welcomeBack, {}, 96));
  return parts;
}

/** Everything between the opening and the closer, in the order a manager would say it. */
export function middleParts(ctx: Context): Part[] {
  const parts = middleWithoutContact(ctx);
  return [...parts, ...contactParts(ctx, parts), ...askedParts(ctx, parts)];
}

function middleWithoutContact(ctx: Context): Part[] {
  const { reading, bank, tone, write, request } = ctx;
  if (reading.incidents.length) {
    const [acknowledged, ...rest] = incidentParts(ctx);
    return [...(acknowledged ? [acknowledged] : []), ...answerParts(ctx), ...rest];
  }
  // A message that only asks gets its answers: no thanks for a visit or a dish never judged.
  if (reading.inquiry) return answerParts(ctx);
  const praise = praiseParts(ctx);
  const critique = critiqueParts(ctx);
  const noted = notedParts(ctx);
  const answers = answerParts(ctx);
  const place = placeName(request.restaurant.name, request.restaurant.locationName);
  const invitations = channelInvitations(
    bank.invitations[tone],
    channelOf(request.review.text, request.analysis),
  );
  const invite = (priority: number) =>
    write.say(invitations, { atPlace: bank.atPlace(place) }, priority);
  if (reading.mood !== 'complaint') {
    // Three stars with a complaint: the door stays open to talk it through.
    const invitation = reading.rating <= 3 && critique.length ? [invite(60)] : [];
    return [...praise, ...noted, ...remarkParts(ctx), ...critique, ...answers, ...invitation];
  }
  return [...critique, ...praise, ...noted, ...answers, invite(95)];
}
