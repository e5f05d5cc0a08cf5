/**
 * Regenerates each instruction case from its review's draft and scores it (scripts/eval-replies.ts):
 * the case's checks, the notes the engine gave back, then the review's reply rubric on the new
 * text (in the language the case asks for, when it asks for one).
 */
import type { UnfollowedNote } from '@tableside/domain/instruction-notes';
import type { ReplyEngine } from '../src/ai/engine.ts';
import type { Corpus } from '../eval/corpus.ts';
import type { Draft } from './eval-drafts.ts';
import { caseCheck, unexpectedNotes } from './eval-reply-cases.ts';

type InstructionCase = Corpus['instructionCases'][number];
export type CaseResult = {
  case: InstructionCase;
  text: string;
  notes: UnfollowedNote[];
  /** The case's own checks and the notes it did not expect. */
  failed: string[];
  /** The reply rubric's failures on the regenerated text. */
  rubric: string[];
};

/** A case's review's draft and the request that regenerates it with the case's instruction. */
export function regenerationOf<D extends Draft>(c: InstructionCase, drafts: readonly D[]) {
  const original = drafts.find((d) => d.review.id === c.reviewId);
  if (!original) throw new Error(`case ${c.id}: review ${c.reviewId} has no draft`);
  const request = {
    ...original.request,
    additionalInstructions: c.instruction,
    previousDraft: original.text,
  };
  return { original, request };
}

export async function runInstructionCases(
  cases: readonly InstructionCase[],
  drafts: readonly Draft[],
  engine: ReplyEngine,
  rubricOf: (draft: Draft) => string[],
): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const c of cases) {
    const { original, request } = regenerationOf(c, drafts);
    const { text, unfollowed: notes } = engine.draftWithNotes
      ? await engine.draftWithNotes(request)
      : { text: await engine.draftReply(request), unfollowed: [] };
    const failed = [
      ...c.checks.flatMap((check) => caseCheck(check, text, original.text, notes) ?? []),
      ...unexpectedNotes(c, notes),
    ];
    // A case that asks for another language ("Répondre en anglais") is held to that language.
    const asked = c.checks.find((k) => k.kind === 'language');
    const reply = original.review.reply;
    const review =
      asked?.kind === 'language'
        ? { ...original.review, reply: { ...reply, replyLanguage: asked.value } }
        : original.review;
    results.push({ case: c, text, notes, failed, rubric: rubricOf({ ...original, review, text }) });
  }
  return results;
}
