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
