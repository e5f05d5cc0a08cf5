import type { CheckProblem, DraftCheck } from '@tableside/domain/draft-checks';
import { checkResult } from './check-result.ts';
import { factSources, type CheckInput } from './context.ts';
import {
  addressesIn,
  knownTime,
  knownWord,
  offersIn,
  peopleIn,
  phonesIn,
  timesIn,
} from './invented-facts.ts';
import { fold } from './text.ts';

/**
 * No invented facts (docs/product/reviews-and-replies.md#restaurant-facts): no offer, refund,
 * free item, gift card, hour, phone number, address or person's name that is neither in the
 * review, the restaurant's facts, its instructions, its sign-off nor its catalogue.
 */
export function checkInventedFacts(input: CheckInput): DraftCheck {
  const { text, folded } = input;
  const sources = factSources(input.request);
  const foldedSources = fold(sources);
  const invented: CheckProblem[] = [];
  const allowedOffers = new Set(offersIn(foldedSources));
  for (const offer of offersIn(folded))
    if (!allowedOffers.has(offer)) invented.push({ code: 'invented-offer', subject: offer });
  const knownTimes = timesIn(sources);
  for (const time of timesIn(text))
    if (!knownTime(time, knownTimes))
      invented.push({
        code: 'invented-time',
        subject: `${Math.floor(time / 60)}:${String(time % 60).padStart(2, '0')}`,
      });
  const knownDigits = sources.replace(/\D/g, ' ');
  for (const phone of phonesIn(text))
    if (!knownDigits.includes(phone) && !sources.replace(/\D/g, '').includes(phone))
      invented.push({ code: 'invented-phone', subject: phone });
  const knownAddresses = sources.toLowerCase();
  for (const address of addressesIn(text))
    if (!knownAddresses.includes(address))
      invented.push({ code: 'invented-address', subject: address });
  for (const person of peopleIn(text))
    if (!knownWord(foldedSources, person))
      invented.push({ code: 'invented-name', subject: person });
  return checkResult('no-invented-facts', invented);
}
