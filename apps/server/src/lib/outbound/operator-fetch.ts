import type { AllowedHosts } from './address.ts';
import { createOutboundFetch, type OutboundFetch } from './outbound-fetch.ts';

/**
 * The guard for addresses the operator configures (AI_BASE_URL, GOOGLE_PLACES_API): public
 * addresses, plus the private destinations the operator listed in OUTBOUND_ALLOW_HOSTS (a local
 * LLM, the local fake services of tests and demos).
 */
export function createOperatorFetch(allowed: AllowedHosts): OutboundFetch {
  return createOutboundFetch({ allowPrivate: false, allowed });
}
