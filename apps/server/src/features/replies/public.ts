// What other features may use of this one (ARCHITECTURE.md, "Server features"); the rest is
// private to the folder, and the lint refuses an import that goes around this file.
export { postKey } from './post-key.ts';
export { approveResponse, editResponse, regenerateResponse, requestPost } from './service.ts';
export type { ReplyDeps } from './service.ts';
// Social comments are reply targets too: they share the lifecycle, drafting and posting path.
export { commentChannelSql, commentTarget, type CommentRow } from './comment-target.ts';
export {
  applyInScope,
  checkedText,
  lockInScope,
  regeneratedText,
  requestReplyPost,
} from './reply-steps.ts';
export type { ReplyScope } from './target.ts';
