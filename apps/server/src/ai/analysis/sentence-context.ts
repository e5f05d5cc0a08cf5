import type { ReviewSignals } from '@tableside/domain/review-signals';
import type { CatalogueEntry, Mention } from './catalogue-match.ts';
import type { ModelReading } from './french-gloss.ts';
import type { AnalysisModel } from './model-file.ts';
import type { Word } from './sentence.ts';
import type { GuestNamed, GuestNaming } from './guest-named-staff.ts';
import type { Meaning } from './review-tally.ts';

/** What every sentence of one review is read with. */
export type ReviewContext = {
  model: AnalysisModel;
  /** SemEval-2014's five categories only, and none of the product's finer readings. */
  semeval: boolean;
  rating: number | null;
  lang: 'en' | 'fr';
  menu: readonly CatalogueEntry[];
  staff: readonly CatalogueEntry[];
  signals: ReviewSignals;
  /** Character ranges of the sentences whose praise is ironic. */
  ironic: readonly { start: number; end: number }[];
  /** Character ranges of the review's quoted passages. */
  quotes: [number, number][];
  /** Words no person the guest names as staff can be (guest-named-staff.ts). */
  naming: GuestNaming;
};

/** One sentence as read so far: its words, the models' reading, and its names and quotes. */
export type SentenceReading = {
  sentence: { text: string; start: number };
  words: Word[];
  read: ModelReading;
  /** The sentence's words folded (accents and case), joined by spaces. */
  folded: string;
  snippet: string;
  menu: Mention[];
  staff: Mention[];
  /** People the guest names as staff who are not on the roster. */
  guestNamed: GuestNamed[];
  /** Token ranges of dish and staff names, the roster's and the guest's. */
  named: [number, number][];
  /** Token ranges quoted from someone else. */
  quoted: [number, number][];
  /** How its readings are meant once its frame is applied (praise turned, irony turned). */
  framed: Meaning;
  /** Irony alone, without the frame: how mentions of dishes and people are meant. */
  meant: Meaning;
};
