// What other features may use of the ingestion webhook: its signature rule, for other signed
// webhooks of the restaurant (the visits of review requests).
export { isValidSignature } from './signature.ts';
