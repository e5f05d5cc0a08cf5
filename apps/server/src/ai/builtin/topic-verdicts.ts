import type { IncidentKind } from '@tableside/domain/review-signals';
import type { ReviewUnderstanding } from '../analysis/review-analysis.ts';
import type { ReplyRequest } from '../engine.ts';
import { BOOKED_WAIT_WORDS, BOOKING_WORDS } from './complaint-kinds.ts';
import { readReview } from './reading.ts';
import { REPLY_ASPECTS, isReplyAspect } from './reply-aspects.ts';

type Category = ReviewUnderstanding['categories'][number];
type Polarity = Category['polarity'];
/** A topic's verdict, and the classifier's reading of it when it named the topic (null: not). */
export type TopicVerdict = Category & { classifier: Polarity | null };

const SERVICE_INCIDENTS = new Set<IncidentKind>([
  'allergy',
  'discrimination',
  'foreign-object',
  'injury',
]);

const BOOKING_PHRASES = new Set([BOOKING_WORDS, BOOKED_WAIT_WORDS].flatMap((w) => [w.en, w.fr]));
/** The topics a verdict can name: a reply's, and the bookings counted apart. */
const TOPICS = [...REPLY_ASPECTS, 'reservation'] as const;

/**
 * The topics a review praises and criticises, as a reply reads them (reading.ts), for the
 * insights to store (docs/product/review-understanding.md#one-reading-of-the-topics). The
 * classifier's categories alone called a topic criticised on a word ("the music" in a 5★ review)
 * and missed complaints told without one; the reply's reading asks for the words that find fault,
 * so a screen and a draft now say the same thing about a review. On the evaluation corpus's
 * labelled complaints it reads them at F1 0.82 against the classifier's 0.67 (test split, read
 * once; bench/RESULTS.md). Praise is either reading's: the reply's is the stricter of the two.
 * A topic the classifier names with no verdict either way stays, as neutral; the catch-all
 * category keeps the classifier's reading.
 */
export function topicVerdicts(
  review: { text: string; rating: number; authorName?: string | null },
  analysis: ReviewUnderstanding,
  staff: string[],
): TopicVerdict[] {
  const asRead = analysis.categories.map((c) => ({ ...c, classifier: c.polarity }));
  if (!review.text.trim() || analysis.skipped) return asRead;
  const request: ReplyRequest = {
    review: {
      text: review.text,
      rating: review.rating,
      authorName: review.authorName ?? null,
      language: analysis.language,
      source: 'review',
    },
    restaurant: {
      name: '',
      locationName: '',
      tone: 'neutral',
      instructions: null,
      signOff: null,
    },
    menu: [],
    staff,
    recentOpenings: [],
    maxLength: 0,
  };
  const reading = readReview(request, analysis, analysis.language === 'fr' ? 'fr' : 'en');
  const criticised = new Set<string>([...reading.aspects.critiqued, ...reading.complaints.keys()]);
  // An incident is a complaint about what let it happen, told or not: a hygiene incident about
  // the cleanliness; an allergen served, a guest refused, an object in a dish or an injury on the
  // premises about the service. An illness is the food's, which the reading already holds.
  for (const kind of new Set(analysis.signals.incidents.map((i) => i.kind))) {
    if (kind === 'hygiene') criticised.add('cleanliness');
    if (SERVICE_INCIDENTS.has(kind)) criticised.add('service');
  }
  // A booking lost, not honoured or a table booked and not ready is a topic of its own: a reply
  // apologises for it as the service, the insights count it apart.
  if ([...reading.complaints.values()].flat().some((phrase) => BOOKING_PHRASES.has(phrase)))
    criticised.add('reservation');
  const praised = new Set<string>(reading.aspects.praised);
  for (const c of analysis.categories)
    if (isReplyAspect(c.category) && (c.polarity === 'positive' || c.polarity === 'conflict'))
      praised.add(c.category);
  const verdict = (category: string): Polarity => {
    const bad = criticised.has(category);
    const good = praised.has(category);
    return bad && good ? 'conflict' : bad ? 'negative' : good ? 'positive' : 'neutral';
  };
  const out: TopicVerdict[] = asRead.map((c) =>
    isReplyAspect(c.category) ? { ...c, polarity: verdict(c.category) } : c,
  );
  for (const category of TOPICS)
    if (
      (criticised.has(category) || praised.has(category)) &&
      !out.some((c) => c.category === category)
    )
      out.push({ category, polarity: verdict(category), classifier: null });
  return out;
}
