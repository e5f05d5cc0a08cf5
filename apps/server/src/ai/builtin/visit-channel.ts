import type { ReviewUnderstanding } from '../analysis/review-analysis.ts';
import type { ReplyLanguage } from './language.ts';
import { fold } from './text.ts';

/*
 * What a review is about when the guest never sat down: a phone call, an order delivered or
 * picked up, a booking. Its reply thanks them for telling us about "your call", not "your visit".
 */

export type Channel = 'call' | 'order' | 'booking';

/** An order placed to be delivered, picked up or catered, said with the ordering. */
const ORDERED =
  /\b(?:order\w*|commande\w*)\b[^.!?]{0,60}\b(?:delivery|delivered|livraison|livree?s?|takeout|take out|pick ?up|a emporter|catering|traiteur|uber ?eats|doordash|skip the dishes)\b|\b(?:delivery|livraison) (?:order|commande)\b/;
const CALLED =
  /\b(?:(?<!so )called|calling|phoned|phone|rang|voicemail|hung up|picked up|on hold|appele\w*|appel\w*|telephon\w*|boite vocale|raccroch\w*)\b/;
const BOOKED = /\b(?:reserv\w*|booked|booking|rezzie|opentable)\b/;
/** Words of a meal eaten on the premises: the guest came in after all. */
const DINED =
  /\b(?:table|seated|sat|server|waiter|waitress|hostess|ate|eaten|dinner|lunch|brunch|meal|came in|we came|got there|inside|bar|serveur|serveuse|assis|installe\w*|souper|diner|repas|on est (?:venu|alle|arrive)\w*|mange\w*|sur place)\b/;

/** "Haven't even eaten here": a meal the guest says they never had. */
const NEVER_DINED =
  /\b(?:not|never|haven.t|hasn.t|didn.t|jamais|pas)\s+(?:even\s+|meme\s+)?(?:eaten|ate|eat|been|mange\w*|venue?s?)\b/g;

/**
 * The channel a review is only about, or null for a visit: an order is named with its ordering;
 * a call or a booking only when no dish, incident or meal on the premises is told beside it.
 */
export function channelOf(text: string, analysis: ReviewUnderstanding | undefined): Channel | null {
  const folded = fold(text);
  const dined = DINED.test(folded.replace(NEVER_DINED, ' '));
  if (ORDERED.test(folded) && !dined) return 'order';
  const served =
    dined ||
    (analysis?.menuItems.length ?? 0) > 0 ||
    (analysis?.signals.incidents.length ?? 0) > 0 ||
    (analysis?.aspects ?? []).some((a) => ['food', 'drinks', 'ambience'].includes(a.category));
  if (served) return null;
  if (CALLED.test(folded)) return 'call';
  return BOOKED.test(folded) ? 'booking' : null;
}

const NOUNS: Record<Channel, Record<ReplyLanguage, string>> = {
  call: { en: 'your call', fr: 'votre appel' },
  order: { en: 'your order', fr: 'votre commande' },
  booking: { en: 'your booking', fr: 'votre réservation' },
};

/** Words of a visit an opening keeps once "your visit" is rewritten: "for coming in", « passage ». */
const VISITED =
  /\b(?:visit\w*|coming in|came in|come in|stopping by|swinging by|dropping by|popping in|dining|dined|visite|passage|venue?s?)\b/i;

/**
 * The openings rewritten for the channel ("your visit" → "your order"), without those that
 * speak of a visit some other way; all of them unchanged when none is left. « Votre appel » is
 * masculine: an opening that agrees with « votre visite » after it (« a été réussie ») is left out.
 */
export function channelOpenings(
  candidates: string[],
  channel: Channel | null,
  language: ReplyLanguage,
): string[] {
  if (!channel) return candidates;
  const noun = NOUNS[channel][language];
  const rewritten = candidates.flatMap((c) => {
    if (
      language === 'fr' &&
      channel === 'call' &&
      /votre visite\b[^.!?]*\b(?:a|ait) ete\b/i.test(fold(c))
    )
      return [];
    const text = c.replace(language === 'en' ? /\byour visit\b/g : /\bvotre visite\b/g, noun);
    return VISITED.test(text) ? [] : [text];
  });
  return rewritten.length ? rewritten : candidates;
}

/** An invitation to talk "next time you're at" a place the guest only phoned or ordered from. */
const NEXT_VISIT =
  /\b(?:next time|the next time you visit|your visit|prochain passage|prochaine visite|prochaine fois|vous passez)\b/i;

/**
 * The invitations to get in touch for the channel: "ask for the manager next time you're at
 * Ossington" is no answer to a delivery that never came. All of them when none is left.
 */
export function channelInvitations(candidates: string[], channel: Channel | null): string[] {
  if (!channel) return candidates;
  const kept = candidates.filter((c) => !NEXT_VISIT.test(c));
  return kept.length ? kept : candidates;
}
