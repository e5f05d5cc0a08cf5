import { isAllowedAddress, parseAddress, type AllowedHosts } from './address.ts';

/**
 * Who may be called. A URL a tenant typed (the approval webhook) gets `allowed` empty: only
 * public addresses, unless the operator turned on the development switch `allowPrivate`.
 */
export type OutboundPolicy = { allowPrivate: boolean; allowed: AllowedHosts };

export type OutboundUrlProblem = 'invalid' | 'not_http' | 'private_address';

/** Names that never lead out of the network running Tableside. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal)$/;

function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/\.$/, '');
}

/**
 * What the URL alone tells: its scheme, credentials and, for an IP literal, its address (the
 * WHATWG parser has already turned decimal, octal, hex and short IPv4 into dotted form). A name
 * is judged when it is resolved, at the moment of the call.
 */
export function outboundUrlProblem(
  value: string,
  policy: OutboundPolicy,
): OutboundUrlProblem | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'not_http';
  if (url.username || url.password) return 'invalid';
  const host = hostOf(url);
  if (policy.allowPrivate || policy.allowed.names.has(host)) return null;
  const literal = parseAddress(host);
  if (literal) return isAllowedAddress(literal, policy.allowed) ? null : 'private_address';
  return LOCAL_NAME.test(host) ? 'private_address' : null;
}
