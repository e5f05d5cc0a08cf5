import type { ReplyRequest, Tone } from '../engine.ts';
import type { ReviewAnalysis } from './analyse.ts';
import { inLanguage } from './glossary.ts';
import type { ParsedInstructions } from './instructions.ts';
import { EXCLAMATIONS, fit, limitExclamations, signature } from './layout.ts';
import { chooseOpening, openingCandidates, type RecentOpenings } from './openings.ts';
import { english } from './phrases-en.ts';
import { french } from './phrases-fr.ts';
import { registerOf, type PhraseBank } from './phrases.ts';
import type { Random } from './random.ts';
import { fold } from './text.ts';
import { createWriter, type Part, type Writer } from './writer.ts';

export type ComposeInput = {
  request: ReplyRequest;
  analysis: ReviewAnalysis;
  instructions: ParsedInstructions;
  recent: RecentOpenings;
  random: Random;
};

type Context = ComposeInput & { bank: PhraseBank; tone: Tone; write: Writer };

const REQUIRED = 90;
const TONES = ['friendly', 'formal', 'fun', 'neutral'] as const satisfies readonly Tone[];

/** "Bistro Lumière Plateau", without saying the name twice when the location repeats it. */
function placeName(name: string, locationName: string): string {
  const n = fold(name);
  const l = fold(locationName);
  if (!l || n.includes(l)) return name.trim();
  if (!n || l.includes(n)) return locationName.trim();
  return `${name.trim()} ${locationName.trim()}`;
}

/** An opening not used recently: this tone first, then the others, whatever it costs. */
function pickOpening(input: ComposeInput, bank: PhraseBank, tone: Tone): string {
  const { analysis, recent, random } = input;
  const tones = [tone, ...TONES.filter((t) => t !== tone)];
  const rating = analysis.ratingOnly ? analysis.rating : null;
  for (const ratingOnly of rating === null ? [null] : [rating, null]) {
    for (const t of tones) {
      const candidates = openingCandidates(bank, t, analysis.mood, analysis.firstName, ratingOnly);
      const chosen = chooseOpening(candidates, recent, random);
      if (chosen) return chosen;
    }
  }
  // Hundreds of candidates against at most twenty recent openings: unreachable in practice.
  return openingCandidates(bank, tone, analysis.mood, null)[0] ?? '';
}

/** What the review said about dishes and staff, in a random order. */
function aboutParts({ analysis, bank, tone, write, random }: Context): Part[] {
  const register = registerOf(tone);
  const dishes = (list: string[]) => ({ dishes: bank.list(list.slice(0, 3).map(bank.dish)) });
  const staff = (names: string[]) => ({ staff: bank.list(names), staffTo: bank.staffTo(names) });
  const { dishes: d, staff: s } = analysis;
  const parts: Part[] = [];
  if (d.critiqued.length)
    parts.push(write.say(bank.dishCritique[register], dishes(d.critiqued), 62));
  if (d.praised.length) parts.push(write.say(bank.dishPraise[register], dishes(d.praised), 60));
  if (d.noted.length) parts.push(write.say(bank.dishNoted[register], dishes(d.noted), 58));
  if (s.critiqued.length)
    parts.push(write.say(bank.staffCritique[register], staff(s.critiqued), 62));
  if (s.praised.length) parts.push(write.say(bank.staffPraise[register], staff(s.praised), 60));
  if (s.noted.length) parts.push(write.say(bank.staffNoted[register], staff(s.noted), 58));
  return random.chance(0.5) ? parts : parts.reverse();
}

function complaintParts(ctx: Context): Part[] {
  const { analysis, bank, tone, write, random, request, instructions } = ctx;
  const register = registerOf(tone);
  const topics = bank.list(analysis.topics.slice(0, 3).map((t) => bank.topics[t]));
  const parts: Part[] = [
    analysis.topics.length
      ? write.say(bank.apology[register], { topics }, 95)
      : write.say(bank.genericApology[register], {}, 95),
  ];
  const firstTopic = analysis.topics[0];
  if (firstTopic && random.chance(0.75)) {
    const followUp = write.maybe(bank.followUps[firstTopic], {}, 40);
    if (followUp) parts.push(followUp);
  }
  parts.push(...aboutParts(ctx));
  const place = placeName(request.restaurant.name, request.restaurant.locationName);
  parts.push(write.say(bank.invitations[tone], { atPlace: bank.atPlace(place) }, 95));
  const offer = instructions.offer;
  if (offer) {
    parts.push(
      offer.language === analysis.language
        ? write.say(bank.offers[register], { offer: offer.text }, 92)
        : write.say(bank.genericOffers, {}, 92),
    );
  }
  return parts;
}

function kindParts(ctx: Context): Part[] {
  const { analysis, bank, tone, write, random } = ctx;
  const extras = analysis.mood === 'praise' ? bank.praiseExtras[tone] : bank.neutralExtras[tone];
  // Praise extras speak of "your kind words": none for a review without words.
  const extraChance =
    analysis.mood === 'neutral'
      ? analysis.ratingOnly
        ? 0.4
        : 0.7
      : analysis.ratingOnly
        ? 0
        : 0.45;
  const extraFirst = random.chance(0.4);
  const extra = random.chance(extraChance) ? write.maybe(extras, {}, 20) : null;
  const parts = aboutParts(ctx);
  if (analysis.topics.length) {
    const topics = bank.list(analysis.topics.slice(0, 3).map((t) => bank.topics[t]));
    parts.push(write.say(bank.mixed[registerOf(tone)], { topics }, 70));
  }
  if (!extra) return parts;
  return extraFirst ? [extra, ...parts] : [...parts, extra];
}

function mentionParts({ analysis, bank, tone, write, instructions }: Context): Part[] {
  return instructions.mentions.slice(0, 2).map((mention) => {
    const thing = inLanguage(mention, analysis.language);
    const templates = bank.isFact(thing)
      ? bank.mentionFacts
      : analysis.mood === 'complaint'
        ? bank.mentionsAfterComplaint
        : bank.mentions[registerOf(tone)];
    return write.say(templates, { thing }, 91);
  });
}

/** Writes one reply for the analysed review; the random source decides between phrasings. */
export function composeReply(input: ComposeInput): string {
  const { request, analysis, instructions, random } = input;
  const bank = analysis.language === 'fr' ? french : english;
  const tone = TONES.find((t) => t === request.restaurant.tone) ?? 'friendly';
  const opening = pickOpening(input, bank, tone);
  const ctx: Context = { ...input, bank, tone, write: createWriter(random, opening) };
  let parts = [
    ...(analysis.mood === 'complaint' ? complaintParts(ctx) : kindParts(ctx)),
    ...mentionParts(ctx),
  ];
  // After a complaint, "we hope to see you again and show you our patio" already closes.
  const mentions = instructions.mentions.length > 0;
  const closeChance =
    analysis.mood !== 'complaint' ? 1 : mentions ? 0 : analysis.ratingOnly ? 0.6 : 0.85;
  const closer = random.chance(closeChance)
    ? ctx.write.maybe(bank.closers[tone][analysis.mood], {}, 30)
    : null;
  if (closer) parts.push(closer);
  if (instructions.short) parts = parts.filter((p) => p.priority >= REQUIRED || p === closer);
  const signOff = instructions.signOff ?? request.restaurant.signOff;
  const text = fit(opening, parts, signOff?.trim() ? signature(signOff) : null, request.maxLength);
  return limitExclamations(text, instructions.noExclamation ? 0 : EXCLAMATIONS[tone]);
}
