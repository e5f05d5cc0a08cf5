// What other features may use of this one (ARCHITECTURE.md, "Server features"); the rest is
// private to the folder, and the lint refuses an import that goes around this file.
export { sendInvitation, setPasswordWithToken } from './service.ts';
export { requestPasswordReset } from './password-reset.ts';
export type { InvitationDeps } from './service.ts';
