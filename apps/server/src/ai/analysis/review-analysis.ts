import { NO_SIGNALS, type ReviewSignals } from '@tableside/domain/review-signals';
import { isCompleteKeyword, type Polarity, type SentimentLabel } from '@tableside/domain/insights';
import { isFillerKeyword } from '@tableside/domain/keyword-filler';
import { detectLanguage } from '../builtin/language.ts';
import type { CatalogueEntry } from './catalogue-match.ts';
import type { Sighting } from './catalogue-sightings.ts';
import { loadModel } from './model.ts';
import type { AnalysisModel } from './model-file.ts';
import {
  intendedStars,
  overallSentiment,
  starsDisowned,
  type SentimentEvidence,
} from './overall-sentiment.ts';
import { guestNaming } from './guest-named-staff.ts';
import { ownWords } from './own-words.ts';
import { quotedPassages } from './quoted-speech.ts';
import { newTally } from './review-tally.ts';
import { readSentenceInto } from './review-sentence.ts';
import { plainText } from './review-text.ts';
import { readSignals } from './signals/signals.ts';
import { spamSentiment } from './signals/spam-sentiment.ts';
import { splitSentences } from './tokenize.ts';

export type { Sighting };
export { plainText };

export type StaffEntry = CatalogueEntry & { role?: string | null };
/** `span` is the name as the guest wrote it; `snippet` the sentence that carried the polarity. */
export type GuestNamedStaff = { name: string; polarity: Polarity; span: string; snippet: string };

export type ReviewAnalysisResult = {
  language: 'en' | 'fr' | 'und';
  /** Why nothing was analysed (empty, no words), or null. */
  skipped: string | null;
  sentiment: { label: SentimentLabel; score: number };
  categories: { category: string; polarity: Polarity }[];
  aspects: { term: string; category: string; polarity: Polarity; snippet: string }[];
  keywords: { keyword: string; category: string; snippet: string; sentiment: Polarity }[];
  menuItems: { item: string; polarity: Polarity; snippet: string }[];
  staff: { name: string; polarity: Polarity; snippet: string }[];
  /**
   * People the guest names as staff whom the roster lacks ("our server Priya"), by the first name
   * as written: thanked by name in replies, never counted in the staff figures.
   */
  guestNamedStaff?: GuestNamedStaff[];
  /**
   * Catalogue mentions the words did not spell (inferred) or that could be several entries
   * (ambiguous), once per kind and phrase: what alias suggestions are made of.
   */
  sightings?: Sighting[];
  /** Questions, incidents, spam, sarcasm (docs/product/review-understanding.md#signals). */
  signals: ReviewSignals;
};

/**
 * What replies, their checks and auto-approval's holds read of an analysis: all of it but the
 * keywords and alias sightings, which only insights use. Drafting reads it from the stored rows,
 * with people's corrections (features/insights/understanding.ts).
 */
export type ReviewUnderstanding = Omit<ReviewAnalysisResult, 'keywords' | 'sightings'>;

export type AnalyseOptions = {
  menu?: readonly CatalogueEntry[];
  staff?: readonly StaffEntry[];
  /** 'semeval2014' reports exactly SemEval's five categories. */
  taxonomy?: 'fine' | 'semeval2014';
  model?: AnalysisModel;
  /** The review's location and the group's others, by name: a review of another is not this one's. */
  locations?: { here?: string | null; others: readonly string[] };
  /** The review's author as the platform gives it: their own name is nobody on the staff. */
  author?: string | null;
};

/** Analyses one review; never throws on any text. */
export function analyseReview(
  raw: string,
  rating: number | null,
  options: AnalyseOptions = {},
): ReviewAnalysisResult {
  return readReview(raw, rating, options).result;
}

/** The analysis and the evidence its overall sentiment was decided on (what training reads). */
export function readReview(
  raw: string,
  rating: number | null,
  options: AnalyseOptions = {},
): { result: ReviewAnalysisResult; evidence: SentimentEvidence | null } {
  const model = options.model ?? loadModel();
  // The guest's own, current words: no machine translation, no superseded first review.
  const text = ownWords(plainText(raw ?? ''));
  const empty: ReviewAnalysisResult = {
    language: 'und',
    skipped: null,
    sentiment: ratingSentiment(rating),
    categories: [],
    aspects: [],
    keywords: [],
    menuItems: [],
    staff: [],
    guestNamedStaff: [],
    sightings: [],
    signals: NO_SIGNALS,
  };
  if (!text) return { result: { ...empty, skipped: 'empty' }, evidence: null };
  if (!/\p{L}/u.test(text)) return { result: { ...empty, skipped: 'no_words' }, evidence: null };
  const language = detectLanguage(text) ?? 'en';
  const lang = language === 'fr' ? 'fr' : 'en';
  const { signals, ironic } = readSignals(
    text,
    rating,
    lang,
    (options.menu ?? []).map((m) => [m.name, ...(m.aliases ?? [])].join(' / ')),
    options.locations,
  );
  const t = newTally();
  const context = {
    model,
    semeval: options.taxonomy === 'semeval2014',
    rating,
    lang,
    menu: options.menu ?? [],
    staff: options.staff ?? [],
    signals,
    ironic,
    quotes: quotedPassages(text),
    naming: guestNaming(text, options.author, [
      options.locations?.here ?? '',
      ...(options.locations?.others ?? []),
    ]),
  } as const;
  for (const sentence of splitSentences(text)) readSentenceInto(t, sentence, context);

  const result: ReviewAnalysisResult = {
    ...empty,
    language,
    signals,
    categories: [...t.categoryPolarity].map(([category, polarity]) => ({ category, polarity })),
    aspects: t.aspects,
    keywords: t.keywordAspects
      .map((a) => ({
        keyword: a.term.toLowerCase().replace(/\s+/g, ' ').trim(),
        category: a.category,
        snippet: a.snippet,
        sentiment: a.polarity,
      }))
      .filter((k) => isCompleteKeyword(k) && !isFillerKeyword(k.keyword)),
    menuItems: [...t.menuSeen].map(([item, v]) => ({ item, ...v })),
    staff: [...t.staffSeen].map(([name, v]) => ({ name, ...v })),
    guestNamedStaff: [...t.guestNamedSeen.values()],
    sightings: t.sightings,
  };
  const evidence: SentimentEvidence = {
    lexicon: t.lexicon,
    positives: t.positives,
    negatives: t.negatives,
    positiveClauses: t.positiveClauses,
    negativeClauses: t.negativeClauses,
    clauses: t.clauses,
    sarcasm: signals.sarcasm,
    starsDisowned: rating != null && starsDisowned(text),
  };
  if (evidence.starsDisowned) evidence.intendedStars = intendedStars(text);
  result.sentiment = overallSentiment(rating, evidence);
  // Spam's stars are not about this restaurant: only its words can say it was a bad time.
  if (signals.spam) {
    const fromText = overallSentiment(null, { ...evidence, starsDisowned: false });
    return { result: spamReading(result, spamSentiment(signals.spam, fromText)), evidence };
  }
  return { result, evidence };
}

/** Spam is not about this restaurant: nothing in it is credited or counted against it. */
function spamReading(
  result: ReviewAnalysisResult,
  sentiment: ReviewAnalysisResult['sentiment'],
): ReviewAnalysisResult {
  return {
    ...result,
    sentiment,
    categories: [],
    aspects: [],
    keywords: [],
    menuItems: [],
    staff: [],
    guestNamedStaff: [],
    sightings: [],
  };
}

function ratingSentiment(rating: number | null): ReviewAnalysisResult['sentiment'] {
  if (rating == null) return { label: 'neutral', score: 0 };
  const score = Math.round(((rating - 3) / 2) * 100) / 100;
  return { label: score > 0.2 ? 'positive' : score < -0.2 ? 'negative' : 'neutral', score };
}
