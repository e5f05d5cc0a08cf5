import { NO_ALLOWED_HOSTS, type AllowedHosts } from './address.ts';
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

/**
 * The policy for a restaurant's escalation channels: a tenant's address like the approval
 * webhook, plus the private hosts the operator opened to channels alone (ALERT_CHANNEL_ALLOW_HOSTS:
 * a chat server on its own network), never those it trusts for its own bases.
 */
export function channelPolicy(
  allowPrivateWebhooks: boolean,
  allowed: AllowedHosts,
): OutboundPolicy {
  return { allowPrivate: allowPrivateWebhooks, allowed };
}

const channelGuards = new WeakMap<AllowedHosts, Map<boolean, OutboundFetch>>();

export function channelFetch(allowPrivateWebhooks: boolean, allowed: AllowedHosts): OutboundFetch {
  const byFlag = channelGuards.get(allowed) ?? new Map<boolean, OutboundFetch>();
  channelGuards.set(allowed, byFlag);
  let guard = byFlag.get(allowPrivateWebhooks);
  if (!guard) {
    guard = createOutboundFetch(channelPolicy(allowPrivateWebhooks, allowed));
    byFlag.set(allowPrivateWebhooks, guard);
  }
  return guard;
}
