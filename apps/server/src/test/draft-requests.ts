import { NO_SIGNALS, type ReviewSignals } from '@tableside/domain/review-signals';
import type { CatalogueEntry } from '../ai/analysis/catalogue-match.ts';
import {
  analyseReview,
  type ReviewAnalysisResult,
  type StaffEntry,
} from '../ai/analysis/review-analysis.ts';
import { createBuiltinReplyEngine } from '../ai/builtin/reply-engine.ts';
import type { ReplyRequest } from '../ai/engine.ts';

/*
 * Requests for the draft checks' tests: an invented bistro, and the analysis spelled out, since
 * the checks read the analysis as given (its own tests are the analysis's). For the engine's
 * tests, analysedRequest: a review read by the real analysis with an invented catalogue.
 */

export function analysisWith(partial: Partial<ReviewAnalysisResult> = {}): ReviewAnalysisResult {
  return {
    language: 'en',
    skipped: null,
    sentiment: { label: 'neutral', score: 0 },
    categories: [],
    aspects: [],
    keywords: [],
    menuItems: [],
    staff: [],
    signals: NO_SIGNALS,
    ...partial,
  };
}

export const signalsWith = (partial: Partial<ReviewSignals>): ReviewSignals => ({
  ...NO_SIGNALS,
  ...partial,
});

export function requestWith(
  partial: {
    text?: string;
    rating?: number;
    authorName?: string | null;
    analysis?: Partial<ReviewAnalysisResult>;
    facts?: ReplyRequest['facts'];
    instructions?: string | null;
    additionalInstructions?: string;
    signOff?: string | null;
  } = {},
): ReplyRequest {
  return {
    review: {
      text: partial.text ?? 'Lovely evening at the bistro.',
      rating: partial.rating ?? 4,
      authorName: partial.authorName === undefined ? 'Odile Perrault' : partial.authorName,
      language: null,
      source: 'google',
    },
    restaurant: {
      name: 'Le Petit Héron',
      locationName: 'Verdun',
      tone: 'friendly',
      instructions: partial.instructions ?? null,
      signOff: partial.signOff ?? null,
    },
    analysis: analysisWith(partial.analysis),
    facts: partial.facts ?? {},
    menu: ['Braised lamb shank', 'Tarte Tatin', 'Soupe à l’oignon'],
    staff: ['Beatrix Olsen', 'Yannick Fortier'],
    recentOpenings: [],
    additionalInstructions: partial.additionalInstructions,
    maxLength: 1000,
  };
}

/** An invented restaurant the engine's tests draft for: nothing in it comes from the evaluation corpus. */
export type InventedPlace = {
  name: string;
  locationName: string;
  authorName: string;
  menu: CatalogueEntry[];
  staff: StaffEntry[];
};

/** The request the server builds for a review of `place`, read by the analysis with its catalogue. */
export function analysedRequest(place: InventedPlace, text: string, rating: number): ReplyRequest {
  const { menu, staff } = place;
  return {
    review: { text, rating, authorName: place.authorName, language: null, source: 'google' },
    restaurant: {
      name: place.name,
      locationName: place.locationName,
      tone: 'friendly',
      instructions: null,
      signOff: null,
    },
    analysis: analyseReview(text, rating, { menu, staff, author: place.authorName }),
    facts: {},
    menu: menu.flatMap((m) => [m.name, ...(m.aliases ?? [])]),
    menuEntries: menu.map((m) => ({ name: m.name, aliases: m.aliases ?? [] })),
    staff: staff.map((s) => s.name),
    recentOpenings: [],
    maxLength: 1000,
  };
}

/** The built-in engine drafting a review of `place`, as the engine's tests call it. */
export function drafterFor(place: InventedPlace) {
  const engine = createBuiltinReplyEngine();
  return (text: string, rating: number) => engine.draftReply(analysedRequest(place, text, rating));
}

/** How a draft apologises, in English and French. */
export const APOLOGY = /sorry|apolog|désolé|excuses|navré|regrett|pardon/i;

/** The sentences of a draft that apologise. */
export const apologySentences = (text: string) =>
  text.split(/(?<=[.!?])\s+/).filter((s) => APOLOGY.test(s));
