import type { ReplyEngine, ReplyRequest } from '../../ai/engine.ts';
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
): Promise<{ text: string | null; unfollowed: string[] }> {
  if (!engine.draftWithNotes) return { text: await draftText(engine, request), unfollowed: [] };
  const draft = await engine.draftWithNotes(request);
  const text = draft.text.trim();
  if (text) replyDrafts.inc({ engine: engine.name });
  return { text: text || null, unfollowed: draft.unfollowed };
}
