import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_ALLOWED_HOSTS, parseAllowedHosts } from './address.ts';
import { createOutboundFetch, OutboundRefused, type ResolveAll } from './outbound-fetch.ts';
import { outboundUrlProblem } from './outbound-url.ts';

const PUBLIC_ONLY = { allowPrivate: false, allowed: NO_ALLOWED_HOSTS };

/** A real listener that counts what reaches it. */
type Listener = { server: Server; port: number; hits: string[] };
const listeners: Listener[] = [];

async function listen(
  host: string,
  port = 0,
  answer: (path: string) => [number, Record<string, string>?] = () => [200],
): Promise<Listener> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '');
    const [status, headers] = answer(req.url ?? '');
    res.writeHead(status, headers).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const listener = { server, port: (server.address() as AddressInfo).port, hits };
  listeners.push(listener);
  return listener;
}

afterEach(async () => {
  for (const l of listeners.splice(0)) await new Promise((resolve) => l.server.close(resolve));
});

describe('outbound URL rules', () => {
  it.each([
    // The forms of the report: IPv4-mapped IPv6, which URL parsing rewrites to hex.
    'http://[::ffff:127.0.0.1]:3450/x',
    'http://[::ffff:7f00:1]/x',
    'http://[::ffff:a9fe:a9fe]/latest/meta-data',
    'http://[::ffff:10.0.0.1]/x',
    // Decimal, octal, hex and short IPv4.
    'http://2130706433/x',
    'http://0177.0.0.1/x',
    'http://0x7f.1/x',
    'http://127.1/x',
    'http://[::1]/x',
    'http://[::]/x',
    'http://0.0.0.0/x',
    'http://[fd00::1]/x',
    'http://[fe80::1]/x',
    'http://[ff02::1]/x',
    'http://224.0.0.1/x',
    'http://255.255.255.255/x',
    'http://169.254.169.254/latest/meta-data',
    'http://10.0.0.1/x',
    'http://172.16.0.1/x',
    'http://192.168.1.1/x',
    'http://100.64.0.1/x',
    // Documentation ranges.
    'http://192.0.2.1/x',
    'http://198.51.100.1/x',
    'http://203.0.113.1/x',
    'http://[2001:db8::1]/x',
    // IPv4 wrapped in IPv6: NAT64, 6to4, IPv4-compatible, Teredo.
    'http://[64:ff9b::7f00:1]/x',
    'http://[2002:7f00:1::]/x',
    'http://[::127.0.0.1]/x',
    'http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/x',
    'http://localhost:8080/x',
    'http://metadata.google.internal/x',
  ])('%s is refused', (url) => {
    expect(outboundUrlProblem(url, PUBLIC_ONLY)).toBe('private_address');
  });

  it.each([
    'https://hooks.zapier.com/hooks/catch/1/abc',
    'http://8.8.8.8/x',
    'http://[2606:4700:4700::1111]/x',
    // An IPv4 address wrapped in NAT64 or 6to4 is judged by that address.
    'http://[64:ff9b::808:808]/x',
    'http://[2002:808:808::1]/x',
  ])('%s is allowed', (url) => {
    expect(outboundUrlProblem(url, PUBLIC_ONLY)).toBeNull();
  });

  it('refuses other schemes and credentials, and lets the development switch through', () => {
    expect(outboundUrlProblem('ftp://hooks.zapier.com/x', PUBLIC_ONLY)).toBe('not_http');
    expect(outboundUrlProblem('https://u:p@hooks.zapier.com/', PUBLIC_ONLY)).toBe('invalid');
    expect(outboundUrlProblem('not a url', PUBLIC_ONLY)).toBe('invalid');
    expect(
      outboundUrlProblem('http://localhost:8080/x', {
        allowPrivate: true,
        allowed: NO_ALLOWED_HOSTS,
      }),
    ).toBeNull();
  });

  it('lets an operator trust named hosts and ranges, and nothing else', () => {
    const allowed = parseAllowedHosts('ollama.lan, 10.1.0.0/16, [::1]');
    const policy = { allowPrivate: false, allowed };
    expect(outboundUrlProblem('http://ollama.lan:11434/v1', policy)).toBeNull();
    expect(outboundUrlProblem('http://10.1.2.3/x', policy)).toBeNull();
    expect(outboundUrlProblem('http://[::1]/x', policy)).toBeNull();
    expect(outboundUrlProblem('http://10.2.0.1/x', policy)).toBe('private_address');
    expect(outboundUrlProblem('http://127.0.0.1/x', policy)).toBe('private_address');
    expect(() => parseAllowedHosts('not a host!')).toThrow();
  });
});

describe('the guarded fetch', () => {
  it('makes no request to a name that resolves to loopback', async () => {
    const local = await listen('127.0.0.1');
    const guarded = createOutboundFetch(PUBLIC_ONLY);
    // The save-time rule refuses "localhost" by name; a lookup answering 127.0.0.1 must too.
    const resolveAll: ResolveAll = async () => [{ address: '127.0.0.1', family: 4 }];
    const viaDns = createOutboundFetch(PUBLIC_ONLY, { resolveAll });
    await expect(guarded(`http://localhost:${local.port}/x`)).rejects.toBeInstanceOf(
      OutboundRefused,
    );
    await expect(viaDns(`http://hooks.example.com:${local.port}/x`)).rejects.toBeInstanceOf(
      OutboundRefused,
    );
    expect(local.hits).toEqual([]);
  });

  it('fails closed when the name does not resolve', async () => {
    const resolveAll: ResolveAll = () => Promise.reject(new Error('ENOTFOUND'));
    const guarded = createOutboundFetch(PUBLIC_ONLY, { resolveAll });
    await expect(guarded('http://hooks.example.com/x')).rejects.toBeInstanceOf(OutboundRefused);
    const empty = createOutboundFetch(PUBLIC_ONLY, { resolveAll: async () => [] });
    await expect(empty('http://hooks.example.com/x')).rejects.toBeInstanceOf(OutboundRefused);
  });

  it('refuses a name when any of its addresses is private', async () => {
    const local = await listen('127.0.0.1');
    const resolveAll: ResolveAll = async () => [
      { address: '8.8.8.8', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    const guarded = createOutboundFetch(PUBLIC_ONLY, { resolveAll });
    await expect(guarded(`http://hooks.example.com:${local.port}/x`)).rejects.toBeInstanceOf(
      OutboundRefused,
    );
    expect(local.hits).toEqual([]);
  });

  it('connects to the address it checked, whatever the name resolves to afterwards', async () => {
    // 127.0.0.2 stands for the public address (trusted here), 127.0.0.1 for the internal one:
    // a rebinding resolver answers the first once, then the second.
    const checked = await listen('127.0.0.2');
    const internal = await listen('127.0.0.1', checked.port);
    let calls = 0;
    const resolveAll: ResolveAll = async () => [
      { address: calls++ === 0 ? '127.0.0.2' : '127.0.0.1', family: 4 },
    ];
    const guarded = createOutboundFetch(
      { allowPrivate: false, allowed: parseAllowedHosts('127.0.0.2') },
      { resolveAll },
    );
    const res = await guarded(`http://rebind.example.com:${checked.port}/hook`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(calls).toBe(1);
    expect(checked.hits).toEqual(['/hook']);
    expect(internal.hits).toEqual([]);
  });

  it('does not follow a redirect', async () => {
    const internal = await listen('127.0.0.1');
    const target = await listen('127.0.0.1', 0, () => [
      302,
      { location: `http://127.0.0.1:${internal.port}/admin` },
    ]);
    const guarded = createOutboundFetch({
      allowPrivate: false,
      allowed: parseAllowedHosts('127.0.0.1'),
    });
    const refusal = await guarded(`http://127.0.0.1:${target.port}/hook`).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(OutboundRefused);
    expect((refusal as OutboundRefused).reason).toBe('redirect');
    expect(target.hits).toEqual(['/hook']);
    expect(internal.hits).toEqual([]);
  });
});
