import type { UnfollowedNote } from '@tableside/domain/instruction-notes';
import type { RestaurantFacts } from '@tableside/domain/restaurant-facts';
import type { ReviewUnderstanding } from './analysis/review-analysis.ts';
import type { TONES } from '@tableside/domain/tones';
import type { UsageSink } from './usage.ts';

export type Tone = (typeof TONES)[number];

/** One of the restaurant's reply templates, filled for the review, in its language. */
export type DraftTemplate = { language: 'en' | 'fr'; text: string };

/** Everything a reply engine may use; nothing else about the restaurant leaves the server. */
export type ReplyRequest = {
  review: {
    text: string;
    rating: number;
    authorName: string | null;
    /** 'en' | 'fr' when known; engines detect it otherwise. */
    language: string | null;
    source: string;
  };
  restaurant: {
    name: string;
    locationName: string;
    tone: Tone;
    /** The restaurant's standing instructions (additional_system_prompt_instructions). */
    instructions: string | null;
    signOff: string | null;
    /** The restaurant's default language: the reply's when the review's words do not tell. */
    defaultLanguage?: 'en' | 'fr';
  };
  /**
   * The review's analysis with the restaurant's catalogue (docs/product/review-understanding.md),
   * the one reading replies are built from and checked against (for a review, the stored one,
   * with staff's corrections); engines analyse it themselves when absent.
   */
  analysis?: ReviewUnderstanding;
  /** The restaurant's facts, the only facts a reply may state beyond the review's own. */
  facts?: RestaurantFacts;
  /** Dishes and drinks of the location's menu, spelled as the restaurant spells them. */
  menu: string[];
  /**
   * The same menu entry by entry, each name with the entry's other names (often the other
   * language's), so a reply can name a dish in its own language. Optional for older callers.
   */
  menuEntries?: { name: string; aliases: string[] }[];
  /** First names (and aliases) of the location's staff. */
  staff: string[];
  /**
   * The restaurant's own phrasing: its reply templates that fit the review (location, rating
   * class), filled for it (docs/product/reviews-and-replies.md#reply-templates). Engines keep to
   * the ones in the reply's language.
   */
  templates?: DraftTemplate[];
  /** Opening sentences of the location's last 20 replies, so a new reply never repeats one. */
  recentOpenings: string[];
  /** One-off instructions from the person regenerating ("mention our new patio"). */
  additionalInstructions?: string;
  previousDraft?: string | null;
  maxLength: number;
  /** The restaurant's chosen model (main_open_ai_model), for engines that have several. */
  model?: string | null;
  /** Told the tokens of each language-model call, so the caller records them per restaurant. */
  onUsage?: UsageSink;
};

/** A draft and the one-off instructions the engine could not follow, as the person wrote them. */
export type DraftResult = { text: string; unfollowed: UnfollowedNote[] };

export type ReplyEngine = {
  name: string;
  draftReply: (request: ReplyRequest) => Promise<string>;
  /** The draft with what it left out of the instructions; engines that follow them all omit it. */
  draftWithNotes?: (request: ReplyRequest) => Promise<DraftResult>;
};

export class ReplyEngineError extends Error {}
