// What other features may use of this one (ARCHITECTURE.md, "Server features"); the rest is
// private to the folder, and the lint refuses an import that goes around this file.
export { postKey } from './post-key.ts';
export { approveResponse, editResponse, regenerateResponse, requestPost } from './service.ts';
export type { ReplyDeps } from './service.ts';
export { replyStep } from './transition.ts';
