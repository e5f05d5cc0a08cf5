import type { IncidentKind } from '@tableside/domain/review-signals';
import { fold } from './text.ts';

/**
 * What was found in the food that says the kitchen's hygiene: a hair, a bandage, a nail, an
 * insect. Read once (reading.ts, `uncleanFind`), so the reply that apologises for the
 * cleanliness of what was served and the check that allows that apology agree.
 */
const UNCLEAN_FIND =
  /\b(?:hairs?|band ?-?aids?|bandages?|plasters?|fingernails?|nail clippings?|bugs?|insects?|(?<!time )(?:fly|flies)(?! by)|cockroach\w*|roach(?:es)?|beetles?|cheveux?|poils?|pansements?|ongles?|insectes?|mouches?|coquerelles?|cafards?|bibittes?|bebittes?)\b/;

/** Whether a foreign object the guest found speaks of the kitchen's hygiene. */
export function uncleanFind(text: string, incidents: readonly IncidentKind[]): boolean {
  if (!incidents.includes('foreign-object')) return false;
  return UNCLEAN_FIND.test(fold(text));
}
