import type { ReviewSignals } from '@tableside/domain/review-signals';
import { findIncidents } from './incidents.ts';
import { findQuestions } from './questions.ts';
import { findSarcasm } from './sarcasm.ts';
import { findSpam } from './spam.ts';
import { readSignalText } from './text.ts';

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
export function readSignals(text: string, rating: number | null): SignalReading {
  const read = readSignalText(text);
  const spam = findSpam(read.folded, rating);
  if (spam) return { signals: { questions: [], incidents: [], spam, sarcasm: false }, ironic: [] };
  const { sarcasm, ironic } = findSarcasm(read.sentences, rating);
  return {
    signals: {
      questions: findQuestions(read.sentences),
      incidents: findIncidents(read.sentences, read.folded, rating),
      spam: null,
      sarcasm,
    },
    ironic: ironic.map(({ start, end }) => ({ start, end })),
  };
}
