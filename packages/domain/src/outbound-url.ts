import { isIPv4, isIPv6 } from './ip.ts';

/**
 * Whether a URL a user configures (a webhook) points inside the network running Tableside:
 * loopback, private, link-local or unique-local addresses and local names. Such URLs are
 * refused unless the installation allows them, so nobody can make the server call its own
 * internals (SSRF). Names are checked again after DNS resolution when the call is made.
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host.endsWith('.local') ||
    host.endsWith('.internal')
  )
    return true;
  if (isIPv4(host)) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  if (isIPv6(host)) {
    if (host === '::1' || host === '::') return true;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host);
    if (mapped?.[1]) return isPrivateHost(mapped[1]);
    return /^(fc|fd|fe8|fe9|fea|feb)/.test(host);
  }
  return false;
}

export type OutboundUrlProblem = 'not_http' | 'private_address' | 'invalid';

export function outboundUrlProblem(
  value: string,
  allowPrivate: boolean,
): OutboundUrlProblem | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'not_http';
  if (url.username || url.password) return 'invalid';
  if (!allowPrivate && isPrivateHost(url.hostname)) return 'private_address';
  return null;
}
