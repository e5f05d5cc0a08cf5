import { describe, expect, it } from 'vitest';
import { isPrivateHost, outboundUrlProblem } from './outbound-url.ts';

describe('outbound URLs users configure', () => {
  it.each([
    'localhost',
    'api.localhost',
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '[::1]',
    '::',
    'fd12::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    'printer.local',
    'LOCALHOST.',
  ])('%s is private', (host) => expect(isPrivateHost(host)).toBe(true));

  it.each(['hooks.zapier.com', '8.8.8.8', '172.32.0.1', '192.169.0.1', '2606:4700::1111'])(
    '%s is public',
    (host) => expect(isPrivateHost(host)).toBe(false),
  );

  it('refuses other schemes, credentials and private targets unless allowed', () => {
    expect(outboundUrlProblem('https://hooks.zapier.com/hooks/catch/1/abc', false)).toBeNull();
    expect(outboundUrlProblem('ftp://hooks.zapier.com/x', false)).toBe('not_http');
    expect(outboundUrlProblem('https://user:pw@hooks.zapier.com/', false)).toBe('invalid');
    expect(outboundUrlProblem('http://169.254.169.254/latest/meta-data', false)).toBe(
      'private_address',
    );
    expect(outboundUrlProblem('http://localhost:8080/hook', true)).toBeNull();
    expect(outboundUrlProblem('not a url', false)).toBe('invalid');
  });
});
