import type { UnfollowedNote } from '@tableside/domain/instruction-notes';
import type { ReplyRequest, Tone } from '../engine.ts';
import type { ComposeInput, Context } from './compose-context.ts';
import { inLanguage, offerInLanguage } from './glossary.ts';
import { parseInstructions, type ParsedInstructions } from './instructions.ts';
import { EXCLAMATIONS, fit, limitExclamations, signature } from './layout.ts';
import { englishLines } from './lines-en.ts';
import { frenchLines } from './lines-fr.ts';
import { middleParts } from './middle.ts';
import { chooseOpening, openingCandidates } from './openings.ts';
import { english } from './phrases-en.ts';
import { french } from './phrases-fr.ts';
import { registerOf, type PhraseBank } from './phrases.ts';
import {
  contractFrench,
  expandContractions,
  stripEmoji,
  withApologies,
  withoutAvoided,
} from './polish.ts';
import { namedInReview } from './named-in-review.ts';
import { calmOpenings } from './praise-parts.ts';
import { channelOf, channelOpenings } from './visit-channel.ts';
import { NO_PHRASING } from './templates.ts';
import { tutoyer } from './tutoiement.ts';
import { createWriter, type Part } from './writer.ts';
import { thanksAsked } from './asked-lines.ts';
import { fold } from './text.ts';
import { avoidedWords } from './course-words.ts';
import type { Reading, Verdicts } from './reading.ts';

/** Declined when the reply has a "vous" the tutoiement rules cannot rewrite. */
export const INFORMAL_FRENCH = 'tu';

export type Composed = { text: string; unfollowed: UnfollowedNote[] };

/** Parts kept by a "shorter" instruction: what the review needs answered. */
const REQUIRED = 75;
/** An incident's naming and invitation to get in touch (middle.ts): no length drops them. */
const INCIDENT_KEPT = 99;
/** Words a "shorter" reply aims for when no number is given. */
const SHORT_WORDS = 40;
const TONES = ['friendly', 'formal', 'fun', 'neutral'] as const satisfies readonly Tone[];

/** An opening not used recently: this tone first, then the others, whatever it costs. */
/** The shortest third of the openings: a reply asked shorter spends its words on the guest's. */
function shortest(candidates: string[]): string[] {
  const sorted = [...candidates].sort((a, b) => a.length - b.length);
  return sorted.slice(0, Math.max(1, Math.ceil(sorted.length / 3)));
}

function pickOpening(input: ComposeInput, bank: PhraseBank, tone: Tone, brief: boolean): string {
  const { reading, recent, random } = input;
  const incident = reading.incidents.length > 0;
  // An incident is answered in the plain voice: no "We're so grateful!" on a report of illness.
  const tones = incident
    ? (['formal', 'neutral'] as Tone[])
    : [tone, ...TONES.filter((t) => t !== tone)];
  const rating = reading.ratingOnly ? reading.rating : null;
  const channel = channelOf(input.request.review.text, input.request.analysis);
  for (const ratingOnly of rating === null ? [null] : [rating, null]) {
    for (const t of tones) {
      const all = openingCandidates(
        bank,
        t,
        reading.mood,
        reading.firstName,
        ratingOnly,
        reading.inquiry,
      );
      const candidates = channelOpenings(
        calmOpenings(brief ? shortest(all) : all, reading),
        channel,
        reading.language,
      );
      const chosen = chooseOpening(candidates, recent, random);
      if (chosen) return chosen;
    }
  }
  return openingCandidates(bank, tone, reading.mood, null)[0] ?? '';
}

function toneOf(request: ReplyRequest, instructions: ParsedInstructions): Tone {
  if (instructions.address === 'formal') return 'formal';
  if (instructions.tone) return instructions.tone;
  if (instructions.address === 'informal' && request.restaurant.tone === 'formal')
    return 'friendly';
  return TONES.find((t) => t === request.restaurant.tone) ?? 'friendly';
}

/** The closing sentence, from two halves; none after an incident but a plain promise. */
function closer(ctx: Context): Part | null {
  const { lines, reading, random, tone } = ctx;
  if (reading.incidents.length) return ctx.write.maybe(lines.incidentCloser, {}, 30);
  if (reading.inquiry) return ctx.write.maybe(lines.inquiryClosers, {}, 30);
  const mood = reading.mood;
  const halves = lines.closers[mood][registerOf(tone)];
  const lead = random.pick(halves.lead);
  const options = halves.body.map((body) => `${lead}, ${body}`);
  // A lead the reply has already said ("Thank you for…") is swapped, not the thanks dropped.
  const others = halves.lead.filter((l) => l !== lead);
  return (
    ctx.write.maybe(options, {}, 30) ??
    ctx.write.maybe(
      others.flatMap((l) => halves.body.map((body) => `${l}, ${body}`)),
      {},
      30,
    )
  );
}

function mentionParts(ctx: Context): Part[] {
  const { reading, bank, tone, write, instructions, noPromotion } = ctx;
  if (noPromotion) {
    // Asked to promote on a complaint or an incident: not done, and said so.
    ctx.unfollowed.push(
      ...instructions.mentions.map((m) => ({ instruction: m.text, reason: 'promotion' as const })),
    );
    return [];
  }
  return instructions.mentions.slice(0, 2).map((mention) => {
    const thing = inLanguage(mention, reading.language);
    const templates = bank.isFact(thing)
      ? bank.mentionFacts
      : reading.mood === 'complaint'
        ? bank.mentionsAfterComplaint
        : bank.mentions[registerOf(tone)];
    return write.say(templates, { thing }, 91);
  });
}

function offerPart(ctx: Context): Part | null {
  const { instructions, reading, bank, tone, write } = ctx;
  const offer = instructions.offer;
  if (!offer) return null;
  // Compensation is not promised on an incident (a person answers that); the person is told.
  if (reading.incidents.length) {
    ctx.unfollowed.push({ instruction: offer.typed ?? offer.text, reason: 'promotion' });
    return null;
  }
  // A standing offer is for unhappy guests; one asked for on this review is made as asked.
  const askedNow = parseInstructions([ctx.request.additionalInstructions]).offer !== null;
  if (reading.mood !== 'complaint' && !askedNow) return null;
  const said = offerInLanguage(offer, reading.language);
  return said
    ? write.say(bank.offers[registerOf(tone)], { offer: said }, 92)
    : write.say(bank.genericOffers, {}, 92);
}

/**
 * "Shorter" with no number: a sixth off the draft being regenerated, never above it and never
 * below SHORT_WORDS, so what the guest wrote about is still named back.
 */
function shortBudget(previous: string): number {
  const words = previous ? wordCount(previous) : 0;
  return Math.max(SHORT_WORDS, Math.floor(words * SHORT_SHARE));
}
const SHORT_SHARE = 0.85;

const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/**
 * « enlève la ligne sur les calmars »: a dish or person the instructions leave out is left out of
 * the reading, so a sentence that listed it with others still names the others.
 */
function readingWithout(reading: Reading, words: readonly string[]): Reading {
  if (!words.length) return reading;
  const said = (name: string) => {
    const own = fold(name).split(/[^\p{L}\p{N}]+/u);
    return words.some((w) => own.some((x) => x === w || `${x}s` === w || x === `${w}s`));
  };
  const without = (v: Verdicts<string>): Verdicts<string> => ({
    praised: v.praised.filter((n) => !said(n)),
    critiqued: v.critiqued.filter((n) => !said(n)),
    noted: v.noted.filter((n) => !said(n)),
  });
  return {
    ...reading,
    dishes: without(reading.dishes),
    staff: without(reading.staff),
    suspects: reading.suspects.filter((n) => !said(n)),
  };
}

/** Below an incident's naming, above every sentence a shorter reply may drop. */
const KEPT = INCIDENT_KEPT - 1;

/**
 * "keep hannah in", « garde la brûlure »: the sentences that say it are the last a shorter reply
 * drops; a person of the review no sentence names is thanked by name.
 */
function withKept(ctx: Context, opening: string, parts: Part[], people: readonly string[]): Part[] {
  let kept = parts;
  for (const typed of ctx.instructions.keep) {
    const words = fold(typed)
      .split(/\s+/)
      .filter((w) => w.length >= 3);
    const says = (text: string) => {
      const folded = ` ${fold(text).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
      return words.length > 0 && words.every((w) => folded.includes(` ${w}`));
    };
    if (kept.some((p) => says(p.text)))
      kept = kept.map((p) => (says(p.text) ? { ...p, priority: Math.max(p.priority, KEPT) } : p));
    else if (!says(opening)) {
      const person = people.find((name) => says(name) || words.includes(fold(name)));
      if (person)
        kept = [...kept, ctx.write.say(thanksAsked[ctx.reading.language], { names: person }, KEPT)];
    }
  }
  return kept;
}

/** Writes one reply for the review as read; the random source decides between phrasings. */
export function composeReply(input: ComposeInput): Composed {
  const { request, instructions, random } = input;
  // Everything the review names, before what the instructions leave out is taken away.
  const named = namedInReview(request, input.reading);
  const reading = readingWithout(input.reading, avoidedWords(instructions.avoid, named));
  const bank = reading.language === 'fr' ? french : english;
  const lines = reading.language === 'fr' ? frenchLines : englishLines;
  const tone = toneOf(request, instructions);
  // An incident is answered in the plain voice, never from a template's cheerful lines.
  const phrasing = (!reading.incidents.length && input.phrasing) || NO_PHRASING;
  const brief = instructions.short || instructions.maxWords !== null;
  const opening = phrasing.opening ?? pickOpening(input, bank, tone, brief);
  const ctx: Context = {
    ...input,
    reading,
    bank,
    lines,
    tone,
    write: createWriter(random, opening),
    noPromotion: reading.rating <= 2 || reading.incidents.length > 0,
    unfollowed: [],
  };
  let parts = [...middleParts(ctx), ...mentionParts(ctx)];
  const offer = offerPart(ctx);
  if (offer) parts.push(offer);
  const end = phrasing.closing ? { text: phrasing.closing, priority: 30 } : closer(ctx);
  if (end && !(reading.mood === 'complaint' && instructions.mentions.length && !ctx.noPromotion))
    parts.push(end);
  parts = withoutAvoided(parts, instructions.avoid, named);
  parts = withApologies(parts, instructions.apologies, INCIDENT_KEPT);
  parts = withKept(ctx, opening, parts, named.people);
  if (instructions.short) parts = parts.filter((p) => p.priority >= REQUIRED);
  const signOff = instructions.signOff ?? request.restaurant.signOff;
  const signed = signOff?.trim() ? signature(signOff) : null;
  const previousDraft = request.previousDraft?.trim() ?? '';
  const maxWords =
    instructions.maxWords ?? (instructions.short ? shortBudget(previousDraft) : null);
  let text = fit(opening, parts, signed, request.maxLength);
  // Over the word budget: the least needed sentences go first, the opening and sign-off stay. An
  // incident is always named with an invitation to get in touch: said back when that is too long.
  const previous = previousDraft.length || Infinity;
  const over = () =>
    (maxWords !== null && wordCount(text) > maxWords) ||
    (instructions.short && text.length >= previous);
  while (parts.some((p) => p.priority < INCIDENT_KEPT) && over()) {
    let lowest = -1;
    parts.forEach((p, i) => {
      if (p.priority < INCIDENT_KEPT && (lowest < 0 || p.priority < parts[lowest]!.priority))
        lowest = i;
    });
    parts = parts.filter((_, i) => i !== lowest);
    text = fit(opening, parts, signed, request.maxLength);
  }
  if (over() && parts.length)
    ctx.unfollowed.push({
      instruction: instructions.lengthAsked ?? request.additionalInstructions ?? '',
      reason: 'incident-length',
    });
  const exclamations =
    instructions.noExclamation || reading.incidents.length ? 0 : EXCLAMATIONS[tone];
  text = limitExclamations(text, exclamations);
  if (reading.language === 'en' && instructions.address === 'formal')
    text = expandContractions(text);
  if (instructions.noEmoji) text = stripEmoji(text);
  if (reading.language === 'fr') text = contractFrench(text);
  if (instructions.address === 'informal' && reading.language === 'fr') {
    // Said with "tu" when every "vous" can be; else left with "vous" and reported.
    const informal = tutoyer(text);
    if (informal) text = informal;
    else ctx.unfollowed.push({ instruction: INFORMAL_FRENCH, reason: 'tutoiement' });
  }
  return { text, unfollowed: ctx.unfollowed };
}
