import type { UnfollowedNote } from '@tableside/domain/instruction-notes';
import type { DraftResult, ReplyEngine, ReplyRequest } from '../engine.ts';
import { replyLanguage } from '../replies/reply-language.ts';
import { analysisOf, verifyDraft } from '../replies/verify-draft.ts';
import { composeReply, INFORMAL_FRENCH } from './compose.ts';
import { parseInstructions } from './instructions.ts';
import { unreadReason } from './instruction-intents.ts';
import { recentOpeningsOf } from './openings.ts';
import { createRandom, hashString } from './random.ts';
import { readReview } from './reading.ts';
import { calibratePraise } from './calibrate-praise.ts';
import { NO_PHRASING, templatePhrasing } from './templates.ts';
import { firstSentence, fold, sentenceKey } from './text.ts';

const ATTEMPTS = 8;

/**
 * What the person regenerating asked and the draft does not do, each with its reason: clauses no
 * rule read (a style or a language the writer does not write, or not understood), and what the
 * composer declined (a promotion on a complaint, "tu" it cannot write). The restaurant's standing
 * instructions are its settings, not a request, and are not reported.
 */
function unfollowedOneOff(request: ReplyRequest, declined: UnfollowedNote[]): UnfollowedNote[] {
  const oneOff = request.additionalInstructions?.trim();
  if (!oneOff) return [];
  const said = fold(oneOff);
  const mine = declined.flatMap((d) =>
    d.instruction === INFORMAL_FRENCH
      ? /tutoi|tutoy|informal|casual/i.test(oneOff)
        ? [{ ...d, instruction: oneOff }]
        : []
      : said.includes(fold(d.instruction))
        ? [d]
        : [],
  );
  const unread = parseInstructions([oneOff]).unfollowed.map((instruction) => ({
    instruction,
    reason: unreadReason(instruction),
  }));
  const seen = new Set<string>();
  return [...unread, ...mine].filter((n) => !seen.has(n.instruction) && seen.add(n.instruction));
}

/**
 * The offline engine: writes from the review's analysis (what the guest praised, criticised,
 * asked and reported) and the restaurant's facts, with phrase banks in English and French
 * chosen by a random source seeded from the request, so the same request always gets the same
 * reply. Regenerating (a previous draft given) changes the seed and never opens like the
 * previous draft. Spam gets an empty draft: it is flagged, not answered.
 */
export function createBuiltinReplyEngine(opts: { seed?: number } = {}): ReplyEngine {
  const draft = async (request: ReplyRequest): Promise<DraftResult> => {
    const analysis = analysisOf(request);
    if (analysis.signals.spam) return { text: '', unfollowed: [] };
    const instructions = parseInstructions([
      request.restaurant.instructions,
      request.additionalInstructions,
    ]);
    // What the instruction parser read first, then the rule every engine and check shares.
    const language = instructions.language ?? replyLanguage(request);
    const reading = calibratePraise(readReview(request, analysis, language), request, analysis);
    const previous = request.previousDraft?.trim() || null;
    const recent = recentOpeningsOf(
      previous ? [...request.recentOpenings, firstSentence(previous)] : request.recentOpenings,
    );
    // The length limit and the analysis are left out: neither should reword the reply.
    const { maxLength: _maxLength, analysis: _analysis, ...seeded } = request;
    const seed = hashString(JSON.stringify(seeded), opts.seed ?? 0x811c9dc5);
    const write = (withTemplates: boolean): DraftResult => {
      let result: DraftResult = { text: '', unfollowed: [] };
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const random = createRandom(seed + attempt * 0x9e3779b9);
        const phrasing = withTemplates
          ? templatePhrasing(request.templates, reading.language, random)
          : NO_PHRASING;
        result = composeReply({ request, reading, instructions, recent, random, phrasing });
        if (!previous || sentenceKey(result.text) !== sentenceKey(previous)) break;
      }
      return result;
    };
    let result = write(true);
    // The restaurant's phrasing, unless its sentences fail a draft check (a fact the restaurant
    // has not given, another language) that the engine's own wording passes.
    if (request.templates?.length) {
      const checked = { ...request, analysis };
      const failures = (text: string) =>
        verifyDraft(text, checked, { language }).filter((c) => !c.passed).length;
      const own = write(false);
      if (failures(result.text) > failures(own.text)) result = own;
    }
    return { text: result.text, unfollowed: unfollowedOneOff(request, result.unfollowed) };
  };
  return {
    name: 'builtin',
    draftReply: async (request) => (await draft(request)).text,
    draftWithNotes: draft,
  };
}
