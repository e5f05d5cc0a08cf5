import { NO_SIGNALS, type ReviewSignals } from '@tableside/domain/review-signals';
import { findIncidents } from './incidents.ts';
import { findQuestions } from './questions.ts';
import { findSarcasm } from './sarcasm.ts';
import { sarcasmFeatures } from './sarcasm-features.ts';
import { learnedLabel, signalModel } from './learned-signal.ts';
import { otherLocationReviewed, type Places } from './spam-elsewhere.ts';
import { findSpamByModel } from './spam-learned.ts';
import { findSpam } from './spam.ts';
import { findSpamByVoice, namesMenu } from './spam-voices.ts';
import { findSpamByPitch } from './spam-pitches.ts';
import { reviewsAnotherTrade } from './spam-trades.ts';
import { writesToSomeoneElse } from './spam-addressed.ts';
import { withoutClaims } from './spam-claims.ts';
import { readSignalText } from './text.ts';

/** Incidents that happen to a guest on the premises, which a claim (lawyer, insurance) follows. */
const BODILY = new Set(['illness', 'allergy', 'injury', 'foreign-object', 'hygiene']);

export type SignalReading = {
  signals: ReviewSignals;
  /** Character ranges of the sentences whose praise is ironic: read as what the guest means. */
  ironic: { start: number; end: number }[];
};

/**
 * Questions, incidents, spam and sarcasm of one review, from its visible text and stars
 * (docs/product/review-understanding.md#signals). Spam carries no other signal: it is flagged,
 * not answered.
 */
export function readSignals(
  text: string,
  rating: number | null,
  language: 'en' | 'fr' = 'en',
  /** The restaurant's menu, one item a line (its names joined): a review of dishes it does not serve is another's. */
  menu: readonly string[] = [],
  /** The listing's location and the group's others: a review of another is flagged with its name. */
  places: Places = { others: [] },
): SignalReading {
  const read = readSignalText(text);
  // "This review is for the Gatineau one": flagged with the location's name, for the inbox.
  const otherLocation = otherLocationReviewed(read.folded, places);
  if (otherLocation) {
    const spamAbout = { otherLocation };
    const signals: ReviewSignals = {
      ...NO_SIGNALS,
      questions: [],
      incidents: [],
      spam: 'wrong-restaurant',
      spamAbout,
    };
    return { signals, ironic: [] };
  }
  const questions = findQuestions(read.sentences);
  // The rules' two pieces of evidence, else the learned reader, which needs more than one cue
  // and yields to a guest asking about what the restaurant offers ("Is the tartare available
  // gluten-free?" is not a job seeker's "available"): a question on a known topic is a guest's.
  const spamIn = (folded: string) =>
    findSpam(folded, rating, menu) ??
    findSpamByVoice(folded, rating, menu) ??
    findSpamByPitch(folded, menu) ??
    (reviewsAnotherTrade(folded, namesMenu(folded, menu)) ? 'wrong-restaurant' : null) ??
    (writesToSomeoneElse(folded) ? 'off-topic' : null) ??
    (questions.some((q) => q.topic !== 'other') ? null : findSpamByModel(folded, rating, places));
  let spam = spamIn(read.folded);
  // A fall at the entrance, then "my lawyer" and "his insurance": the claim is this place's.
  const unclaimed = spam === 'wrong-restaurant' ? withoutClaims(read.folded) : null;
  if (
    unclaimed !== null &&
    findIncidents(read.sentences, read.folded, rating, false).some((i) => BODILY.has(i.kind))
  )
    spam = spamIn(unclaimed);
  if (spam) return { signals: { ...NO_SIGNALS, questions: [], incidents: [], spam }, ironic: [] };
  let { sarcasm, ironic } = findSarcasm(read.sentences, rating);
  // What the cue lists miss, the learned reader may hear: loud praise beside what went wrong.
  if (!sarcasm && rating != null && rating <= 2) {
    const { features, praising, complaining } = sarcasmFeatures(read.sentences, rating, language);
    // Praise alone at 1★ ("Amazing!") is a slip of the stars, not irony: the text must complain.
    if (
      praising.length &&
      complaining > 0 &&
      learnedLabel(signalModel('sarcasm'), features, 'sincere')
    ) {
      sarcasm = true;
      ironic = praising.map((i) => read.sentences[i]!);
    }
  }
  return {
    signals: {
      questions,
      incidents: findIncidents(read.sentences, read.folded, rating),
      spam: null,
      sarcasm,
    },
    ironic: ironic.map(({ start, end }) => ({ start, end })),
  };
}
