// What other features may use of this one (ARCHITECTURE.md, "Server features"); the rest is
// private to the folder, and the lint refuses an import that goes around this file. The
// signature rule serves the restaurant's other signed webhooks: escalation channels sign with
// it, and the visits of review requests are checked with it (`verifySignedCall`).
export { isValidSignature, signBody } from './signature.ts';
export { signedCallRestaurant, verifySignedCall } from './signed-call.ts';
