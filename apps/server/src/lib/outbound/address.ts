import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** An IP literal as written in a URL's host (brackets and all), or null for a name. */
export function parseAddress(host: string): Address | null {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  // ipaddr.js also reads the decimal, octal, hex and short IPv4 forms (2130706433, 0x7f.1).
  return ipaddr.isValid(bare) ? ipaddr.parse(bare) : null;
}

/** 6to4 (2002:AABB:CCDD::) and NAT64 (64:ff9b::AABB:CCDD) carry an IPv4 address a router reaches. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = address.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 255, lo >> 8, lo & 255]);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  if (address.match(ipaddr.parseCIDR('64:ff9b::/96'))) return v4(p[6] ?? 0, p[7] ?? 0);
  if (address.range() === '6to4') return v4(p[1] ?? 0, p[2] ?? 0);
  return null;
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Public unicast only: every special range ipaddr.js knows (loopback, private, link-local,
 * unique-local, carrier-grade NAT, multicast, broadcast, unspecified, documentation, benchmarking,
 * Teredo…) is refused, and an IPv6 address that wraps an IPv4 one is judged by the IPv4 one.
 */
export function isPublicAddress(address: Address): boolean {
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  const inner = embeddedIPv4(v6);
  if (inner) return isPublicAddress(inner);
  // Outside 2000::/3 nothing is assigned for the Internet (this also covers IPv4-compatible ::a.b.c.d).
  return v6.match(GLOBAL_UNICAST_V6) && v6.range() === 'unicast';
}

/** An operator's trusted destinations (OUTBOUND_ALLOW_HOSTS): host names and address ranges. */
export type AllowedHosts = { names: ReadonlySet<string>; ranges: readonly [Address, number][] };

export const NO_ALLOWED_HOSTS: AllowedHosts = { names: new Set(), ranges: [] };

/** Reads `localhost,127.0.0.1,10.0.0.0/8,[::1]`; throws on an entry that is neither. */
export function parseAllowedHosts(list: string): AllowedHosts {
  const names = new Set<string>();
  const ranges: [Address, number][] = [];
  for (const raw of list.split(',')) {
    const entry = raw
      .trim()
      .toLowerCase()
      .replace(/^\[(.*)\]$/, '$1');
    if (!entry) continue;
    if (entry.includes('/')) ranges.push(ipaddr.parseCIDR(entry));
    else if (ipaddr.isValid(entry)) {
      const address = ipaddr.parse(entry);
      ranges.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else if (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(entry))
      names.add(entry);
    else throw new Error(`"${raw.trim()}" is neither a host name nor an address or range`);
  }
  return { names, ranges };
}

export function isAllowedAddress(address: Address, allowed: AllowedHosts): boolean {
  if (isPublicAddress(address)) return true;
  const plain =
    address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
      ? (address as ipaddr.IPv6).toIPv4Address()
      : address;
  return allowed.ranges.some(
    ([range, bits]) => range.kind() === plain.kind() && plain.match(range, bits),
  );
}
