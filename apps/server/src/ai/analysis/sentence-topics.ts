import type { Polarity } from '@tableside/domain/insights';
import { billingReading } from './billing-cue.ts';
import { CLEANLINESS_TERMS, cleanlinessPolarity, speaksOfAtmosphere } from './cleanliness-cue.ts';
import type { ClauseReading } from './overall-sentiment-features.ts';
import { merge, restore, type Aspect, type Tally } from './review-tally.ts';
import { roomNotJudged } from './room-cue.ts';
import type { ReviewContext } from './sentence-context.ts';
import { answeredDismissively, neglectedService } from './service-cue.ts';
import { waitPolarity } from './wait-cue.ts';

/** The tally as it stood before a sentence's aspects were read. */
export type Before = {
  aspects: number;
  ambience?: Polarity;
  price?: Polarity;
  service?: Polarity;
};

/**
 * The product's topics beyond SemEval's, read from the sentence's words once its side is known:
 * the wait, neglectful service, cleanliness, the bill, and rooms the guest did not judge. Each
 * takes back what the category model filed under the wrong topic.
 */
export function readTopics(
  t: Tally,
  folded: string,
  side: ClauseReading['side'],
  c: ReviewContext,
  before: Before,
) {
  if (c.semeval) return;
  const set = (category: string, polarity: Polarity) =>
    t.categoryPolarity.set(category, merge(t.categoryPolarity.get(category), polarity));
  const added = t.aspects.slice(before.aspects);
  // A dirty restroom is cleanliness, not the atmosphere SemEval files it under.
  const clean = cleanlinessPolarity(folded, c.lang);
  // "Waited 40 minutes for our mains": the wait is a topic of its own, beside the service.
  const wait = waitPolarity(folded, side);
  if (wait) set('wait', wait);
  // "We had to ask three times for water" is the service, not the water or the room.
  const neglect = side !== 'positive' && neglectedService(folded);
  if (neglect) set('service', 'negative');
  // How the staff answered a complaint, told at 1–2★: the model's kindly reading of it goes.
  if (side !== 'positive' && answeredDismissively(folded, c.rating)) {
    restore(t.categoryPolarity, 'service', before.service);
    set('service', 'negative');
  }
  if (clean || neglect) {
    if (clean) set('cleanliness', clean);
    if (!speaksOfAtmosphere(folded)) restore(t.categoryPolarity, 'ambience', before.ambience);
    if (clean)
      for (const aspect of added)
        if (CLEANLINESS_TERMS.test(aspect.term)) aspect.category = 'cleanliness';
  }
  readBill(t.categoryPolarity, added, folded, c.lang, side, before.price);
  // "We were a loud group of 9", « le service en salle »: no verdict on the room.
  const room = roomNotJudged(folded);
  if (room) {
    restore(t.categoryPolarity, 'ambience', before.ambience);
    for (const aspect of added)
      if (aspect.category === 'ambience' || (room === 'own-noise' && PARTY.test(aspect.term)))
        aspect.category = room === 'floor-service' ? 'service' : 'anecdotes/miscellaneous';
  }
}

/**
 * A service charge or a failed card machine is the bill, not what the food costs; waiting for the
 * bill is the wait. The sentence's price reading goes unless it also speaks of what things cost.
 */
function readBill(
  polarities: Map<string, Polarity>,
  aspects: Aspect[],
  folded: string,
  lang: 'en' | 'fr',
  side: ClauseReading['side'],
  priceBefore?: Polarity,
) {
  const bill = billingReading(folded, lang);
  if (!bill.billing && !bill.waitedFor) return;
  if (bill.billing)
    polarities.set(
      'billing',
      merge(polarities.get('billing'), side === 'positive' ? 'positive' : 'negative'),
    );
  if (bill.waitedFor) polarities.set('wait', merge(polarities.get('wait'), 'negative'));
  if (COST_WORD.test(folded)) return;
  restore(polarities, 'price', priceBefore);
  for (const aspect of aspects)
    if (aspect.category === 'price') aspect.category = bill.billing ? 'billing' : 'wait';
}
/** Words of what things cost, beyond the bill itself. */
const COST_WORD =
  /\b(?:overpriced|pricey|expensive|price[ds]?|cost\w*|worth|cher|chere|chers|prix|dispendieu\w*|hors de prix|\$ ?\d+|\d+ ?\$|\d+ ?euros?)\b/;

/** What guests call their own party: "we were the loud table" is no verdict on the service. */
const PARTY =
  /^(?:the |our |a |la |notre |une )?(?:table|group|party|bunch|crowd|gang|tablee|tablée|groupe)s?$/i;
