// What other features may use of this one (ARCHITECTURE.md, "Server features"); the rest is
// private to the folder, and the lint refuses an import that goes around this file.
export {
  sealedIngestSecret,
  sealedWebhookSecret,
  storeFirstWebhookSecret,
  storeIngestSecret,
} from './sealed-secrets.ts';
export { assertConfirmedName, selfRestaurant } from './service.ts';
