import type { CheckProblem, DraftCheck } from '@tableside/domain/draft-checks';
import { readReview } from '../builtin/reading.ts';
import { checkResult } from './check-result.ts';
import type { CheckInput } from './context.ts';
import { clausesOf, fold, hasAnyTerm, sentencesOf } from './text.ts';
import { APOLOGY_CUES, APOLOGY_TOPIC_WORDS, NOT_A_TOPIC, TOPIC_WORDS } from './words-topics.ts';

/*
 * No invented complaint (docs/product/reviews-and-replies.md#verified-drafts): a reply apologises
 * only for what the guest criticised. The topics an apology clause names ("sorry about the
 * prices", « désolés pour l'attente ») are matched against what the built-in engine reads as
 * criticised from the analysis (builtin/reading.ts: the aspects its words carry, the complaints,
 * the dishes and people read negatively, the incidents), so both engines answer to one reading.
 * Conservative: an apology that names no topic ("sorry your visit fell short") passes, and a
 * topic passes when a near one was criticised (a slow service for a wait, portions for food).
 */

type Topic = string;

/** The criticised topics that allow an apology for a topic: "slow service" is how a wait is said. */
const ALLOWED_BY: Record<Topic, readonly Topic[]> = {
  food: ['food', 'drinks'],
  drinks: ['drinks', 'food'],
  service: ['service', 'wait'],
  wait: ['wait'],
  price: ['price', 'value', 'billing'],
  billing: ['billing', 'price', 'value'],
  portion: ['food', 'price', 'value'],
  ambience: ['ambience'],
  cleanliness: ['cleanliness'],
  location: ['location'],
};

/** What a failure names: an aspect category the web can translate (portions are the food's). */
const SUBJECT: Partial<Record<Topic, string>> = { portion: 'food' };

const isBad = (p: string) => p === 'negative' || p === 'conflict';

/** What the guest criticised, as the engine reads the analysis. */
function criticisedTopics(input: CheckInput): Set<Topic> {
  const { analysis, request, language } = input;
  const reading = readReview(request, analysis, language);
  const topics = new Set<Topic>([...reading.aspects.critiqued, ...reading.complaints.keys()]);
  // A reading the engine doubted ("noted") is still one the analysis made: not an invention.
  const readBad = new Set(
    [...analysis.categories.filter((c) => isBad(c.polarity)), ...analysis.aspects]
      .filter((a) => isBad(a.polarity))
      .map((a) => a.category),
  );
  for (const aspect of reading.aspects.noted) if (readBad.has(aspect)) topics.add(aspect);
  if (reading.dishes.critiqued.length || analysis.menuItems.some((m) => isBad(m.polarity)))
    topics.add('food').add('drinks');
  if (reading.staff.critiqued.length || analysis.staff.some((s) => isBad(s.polarity)))
    topics.add('service');
  // An incident is the kitchen's, the room's and the service's to answer for.
  if (reading.incidents.length) for (const t of ['food', 'drinks', 'service']) topics.add(t);
  // A hair or an insect in the food is the kitchen's hygiene, as the engine apologises for it.
  if (reading.incidents.includes('hygiene') || reading.incidents.includes('injury'))
    topics.add('cleanliness');
  if (reading.uncleanFind) topics.add('cleanliness');
  if (reading.hazard) topics.add('cleanliness');
  // "Sorry, there is no parking of our own" answers the question asked.
  if (reading.questions.includes('parking')) topics.add('location');
  return topics;
}

/** Topics a folded clause names, once the phrases that name none are taken out. */
export function apologyTopics(clause: string): Topic[] {
  const topics = new Set([...Object.keys(TOPIC_WORDS), ...Object.keys(APOLOGY_TOPIC_WORDS)]);
  return [...topics].filter((topic) => {
    let text = clause;
    for (const phrase of NOT_A_TOPIC[topic] ?? []) text = text.split(fold(phrase)).join(' ');
    const words = [...(TOPIC_WORDS[topic] ?? []), ...(APOLOGY_TOPIC_WORDS[topic] ?? [])];
    return hasAnyTerm(text, words);
  });
}

/** The draft without names that may hold a topic word: the guest's, the restaurant's. */
function withoutNames(input: CheckInput): string {
  const { review, restaurant } = input.request;
  let text = input.text;
  const names = [restaurant.locationName, restaurant.name, review.authorName ?? ''];
  for (const name of names.filter((n) => n.trim().length > 1)) text = text.split(name).join(' ');
  return text;
}

export function checkInventedComplaint(input: CheckInput, contradiction: DraftCheck): DraftCheck {
  // An apology for what the guest praised is the contradiction check's to name.
  const praised = new Set(
    (contradiction.problems ?? [])
      .filter((p) => p.code === 'apologises-praised')
      .map((p) => p.subject),
  );
  let criticised: Set<Topic> | null = null;
  const found: CheckProblem[] = [];
  for (const sentence of sentencesOf(withoutNames(input)))
    for (const clause of clausesOf(sentence).map(fold)) {
      if (!hasAnyTerm(clause, APOLOGY_CUES)) continue;
      const named = apologyTopics(clause);
      if (!named.length) continue;
      criticised ??= criticisedTopics(input);
      for (const topic of named) {
        const subject = SUBJECT[topic] ?? topic;
        if (praised.has(subject) || ALLOWED_BY[topic]?.some((t) => criticised!.has(t))) continue;
        if (!found.some((p) => p.subject === subject))
          found.push({ code: 'apologises-uncriticised', subject });
      }
    }
  return checkResult('no-invented-complaint', found);
}
