import type { UnfollowedNote } from '@tableside/domain/instruction-notes';
import type { DraftCheck } from '@tableside/domain/draft-checks';
import { createBuiltinReplyEngine } from '../../ai/builtin/reply-engine.ts';
import { ReplyEngineError, type ReplyEngine, type ReplyRequest } from '../../ai/engine.ts';
import { analysisOf, expectedLanguage, verifyDraft } from '../../ai/replies/verify-draft.ts';
import { replyDrafts } from '../../metrics/registry.ts';

/** The engine's reply, trimmed; null when it wrote nothing. Engine errors are the caller's. */
export async function draftText(
  engine: ReplyEngine,
  request: ReplyRequest,
): Promise<string | null> {
  const text = (await engine.draftReply(request)).trim();
  if (!text) return null;
  replyDrafts.inc({ engine: engine.name });
  return text;
}

/**
 * The engine's reply with the one-off instructions it could not follow, so the person who asked
 * is told rather than silently ignored; engines without notes follow them all.
 */
export async function draftTextWithNotes(
  engine: ReplyEngine,
  request: ReplyRequest,
): Promise<{ text: string | null; unfollowed: UnfollowedNote[] }> {
  if (!engine.draftWithNotes) return { text: await draftText(engine, request), unfollowed: [] };
  const draft = await engine.draftWithNotes(request);
  const text = draft.text.trim();
  if (text) replyDrafts.inc({ engine: engine.name });
  return { text: text || null, unfollowed: draft.unfollowed };
}

/** A draft with its checks, and the engine that finally wrote it. */
export type VerifiedDraft = {
  text: string;
  checks: DraftCheck[];
  engine: string;
  /** The one-off instructions the engine that wrote it could not follow, as written, and why. */
  unfollowed: UnfollowedNote[];
};

const BUILTIN = createBuiltinReplyEngine();
const passes = (checks: DraftCheck[]) => checks.every((c) => c.passed);

/** What the model is told when its draft failed: each check and why, in words it can act on. */
function failureNote(checks: DraftCheck[]): string {
  const failed = checks.filter((c) => !c.passed).map((c) => `${c.check}: ${c.detail ?? 'failed'}`);
  return `Your previous draft failed these checks; write a new reply that fixes them. ${failed.join('; ')}.`;
}

/**
 * A checked draft (docs/product/reviews-and-replies.md#verified-drafts). A language-model draft
 * that fails a check is regenerated once with the failures named; if that one fails too, or the
 * model errs or times out on either call, the built-in engine writes it, so a guest's review
 * never waits on an endpoint that is down. The built-in engine's own draft is kept as it is:
 * what it fails, a person sees. Null when no engine wrote anything.
 */
export async function verifiedDraft(
  engine: ReplyEngine,
  request: ReplyRequest,
  fallback: ReplyEngine = BUILTIN,
): Promise<VerifiedDraft | null> {
  const checked: ReplyRequest = { ...request, analysis: analysisOf(request) };
  const language = expectedLanguage(checked);
  const verify = (text: string) => verifyDraft(text, checked, { language });
  const builtinDraft = async () => {
    const builtin = await draftTextWithNotes(fallback, checked);
    if (!builtin.text) return null;
    const checks = verify(builtin.text);
    return { text: builtin.text, checks, engine: fallback.name, unfollowed: builtin.unfollowed };
  };
  let drafted: Awaited<ReturnType<typeof draftTextWithNotes>>;
  try {
    drafted = await draftTextWithNotes(engine, checked);
  } catch (error) {
    if (!(error instanceof ReplyEngineError) || engine.name === fallback.name) throw error;
    return builtinDraft();
  }
  const first = drafted.text;
  if (!first) return engine.name === fallback.name ? null : builtinDraft();
  const firstChecks = verify(first);
  const mine = { engine: engine.name, unfollowed: drafted.unfollowed };
  if (engine.name === fallback.name || passes(firstChecks))
    return { text: first, checks: firstChecks, ...mine };
  try {
    const again = await draftText(engine, {
      ...checked,
      previousDraft: first,
      additionalInstructions: [checked.additionalInstructions, failureNote(firstChecks)]
        .filter(Boolean)
        .join('\n'),
    });
    const againChecks = again ? verify(again) : null;
    if (again && againChecks && passes(againChecks))
      return { text: again, checks: againChecks, ...mine };
  } catch (error) {
    if (!(error instanceof ReplyEngineError)) throw error;
  }
  return (await builtinDraft()) ?? { text: first, checks: firstChecks, ...mine };
}
