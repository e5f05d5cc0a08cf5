import type { UnfollowedNote } from '@tableside/domain/instruction-notes';
import type { ReplyRequest, Tone } from '../engine.ts';
import type { ParsedInstructions } from './instructions.ts';
import type { Lines } from './lines.ts';
import type { RecentOpenings } from './openings.ts';
import type { PhraseBank } from './phrases.ts';
import type { Random } from './random.ts';
import type { Reading } from './reading.ts';
import type { Phrasing } from './templates.ts';
import type { Writer } from './writer.ts';

export type ComposeInput = {
  request: ReplyRequest;
  reading: Reading;
  instructions: ParsedInstructions;
  recent: RecentOpenings;
  random: Random;
  /** The restaurant's own opening and closing, from its templates; none to write its own. */
  phrasing?: Phrasing;
};

/** What every part of the composer reads while it writes one reply. */
export type Context = ComposeInput & {
  bank: PhraseBank;
  lines: Lines;
  tone: Tone;
  write: Writer;
  /** No upsell: 2 stars or fewer, or an incident (docs/product/reviews-and-replies.md#verified-drafts). */
  noPromotion: boolean;
  /** What the engine was asked and did not do. */
  unfollowed: UnfollowedNote[];
};
