import { NO_ALLOWED_HOSTS } from './address.ts';
import { createOutboundFetch, type OutboundFetch } from './outbound-fetch.ts';
import type { OutboundPolicy } from './outbound-url.ts';

/**
 * The policy for addresses a tenant types (the approval webhook): public addresses only, whatever
 * the operator trusts for its own bases, unless the development switch ALLOW_PRIVATE_WEBHOOKS is on.
 */
export function tenantPolicy(allowPrivateWebhooks: boolean): OutboundPolicy {
  return { allowPrivate: allowPrivateWebhooks, allowed: NO_ALLOWED_HOSTS };
}

const guards = new Map<boolean, OutboundFetch>();

/** One guarded client per setting, so connections are pooled across calls. */
export function tenantFetch(allowPrivateWebhooks: boolean): OutboundFetch {
  let guard = guards.get(allowPrivateWebhooks);
  if (!guard) {
    guard = createOutboundFetch(tenantPolicy(allowPrivateWebhooks));
    guards.set(allowPrivateWebhooks, guard);
  }
  return guard;
}
