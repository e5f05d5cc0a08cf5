import type { ReplyEngine, ReplyRequest } from '../engine.ts';
import { analyseReview } from './analyse.ts';
import { composeReply } from './compose.ts';
import { parseInstructions } from './instructions.ts';
import { recentOpeningsOf } from './openings.ts';
import { createRandom, hashString } from './random.ts';
import { firstSentence, sentenceKey } from './text.ts';

const ATTEMPTS = 8;

/**
 * The offline engine: phrase banks in English and French, chosen by a random source seeded from
 * the request, so the same request always gets the same reply. Regenerating (a previous draft
 * given) changes the seed and never opens, or answers, like the previous draft.
 */
export function createBuiltinReplyEngine(opts: { seed?: number } = {}): ReplyEngine {
  return {
    name: 'builtin',
    draftReply: async (request: ReplyRequest) => {
      const analysis = analyseReview(request);
      const instructions = parseInstructions([
        request.restaurant.instructions,
        request.additionalInstructions,
      ]);
      const previous = request.previousDraft?.trim() || null;
      const recent = recentOpeningsOf(
        previous ? [...request.recentOpenings, firstSentence(previous)] : request.recentOpenings,
      );
      // The length limit is left out so a shorter limit drops sentences rather than rewording.
      const { maxLength: _maxLength, ...seeded } = request;
      const seed = hashString(JSON.stringify(seeded), opts.seed ?? 0x811c9dc5);
      let reply = '';
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const random = createRandom(seed + attempt * 0x9e3779b9);
        reply = composeReply({ request, analysis, instructions, recent, random });
        if (!previous || sentenceKey(reply) !== sentenceKey(previous)) break;
      }
      return reply;
    },
  };
}
