import { lookup } from 'node:dns/promises';
import type { LookupAddress, LookupOptions } from 'node:dns';
import ipaddr from 'ipaddr.js';
import { Agent, fetch, type RequestInit, type Response } from 'undici';
import { isAllowedAddress } from './address.ts';
import { outboundUrlProblem, type OutboundPolicy } from './outbound-url.ts';

/** A call the guard refused: its message never says what the target answered. */
export class OutboundRefused extends Error {
  constructor(
    message: string,
    /** `address`: the destination is not allowed; `redirect`: the target tried to send us on. */
    readonly reason: 'address' | 'redirect' = 'address',
  ) {
    super(message);
  }
}

export type ResolveAll = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: ResolveAll = (hostname) => lookup(hostname, { all: true, verbatim: true });

type LookupCallback = (
  error: Error | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * The socket's own name lookup: resolve, refuse unless every address is allowed (and when the
 * name does not resolve at all), then hand the socket exactly the addresses checked, so a DNS
 * answer that changes between check and connect (rebinding) cannot matter.
 */
function guardedLookup(policy: OutboundPolicy, resolveAll: ResolveAll) {
  return (hostname: string, options: LookupOptions, done: LookupCallback) => {
    const host = hostname.toLowerCase().replace(/\.$/, '');
    resolveAll(host)
      .catch(() => [] as LookupAddress[])
      .then((found) => {
        const family = { 4: 4, 6: 6, IPv4: 4, IPv6: 6 }[options.family ?? 0] ?? 0;
        const addresses = found.filter((a) => !family || a.family === family);
        if (addresses.length === 0) throw new OutboundRefused(`${host} could not be resolved`);
        const trusted = policy.allowPrivate || policy.allowed.names.has(host);
        if (
          !trusted &&
          addresses.some((a) => !isAllowedAddress(ipaddr.parse(a.address), policy.allowed))
        )
          throw new OutboundRefused(`${host} resolves to an address that is not allowed`);
        const [first] = addresses as [LookupAddress];
        if (options.all) done(null, addresses);
        else done(null, first.address, first.family);
      })
      .catch((error: Error) => done(error, ''));
  };
}

export type OutboundFetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

/**
 * fetch through the outbound guard: the URL is checked, names are resolved and checked by the
 * connection itself (so it connects to the address that was checked), redirects are refused
 * rather than followed, and a call without its own signal times out after 30 seconds.
 */
export function createOutboundFetch(
  policy: OutboundPolicy,
  opts: { resolveAll?: ResolveAll } = {},
): OutboundFetch {
  const dispatcher = new Agent({
    connect: { lookup: guardedLookup(policy, opts.resolveAll ?? systemResolve) },
  });
  return async (url, init = {}) => {
    const problem = outboundUrlProblem(String(url), policy);
    if (problem) throw new OutboundRefused(`The address is not allowed (${problem})`);
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        dispatcher,
        redirect: 'manual',
        signal: init.signal ?? AbortSignal.timeout(30_000),
      });
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      throw cause instanceof OutboundRefused ? cause : error;
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new OutboundRefused(
        'The target answered with a redirect, which is not followed',
        'redirect',
      );
    }
    return response;
  };
}
