import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dir = () => mkdtempSync(join(tmpdir(), 'tableside-config-'));

describe('loadConfig', () => {
  it('lists every invalid setting in one message', () => {
    expect(() =>
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        PROCESS_ROLE: 'cron',
        JWT_SECRET: 'short',
      }),
    ).toThrow(ConfigError);
    try {
      loadConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        PROCESS_ROLE: 'cron',
        JWT_SECRET: 'short',
      });
    } catch (error) {
      const message = (error as Error).message;
      for (const key of ['PORT', 'DATABASE_URL', 'PROCESS_ROLE', 'JWT_SECRET'])
        expect(message).toContain(key);
    }
  });

  it('reads the language model’s clocks and prices, with defaults, and refuses nonsense', () => {
    const base = { DATA_DIR: dir(), AI_BASE_URL: 'http://localhost:11434/v1' };
    const defaults = loadConfig(base);
    expect(defaults.ai).toMatchObject({
      timeoutMs: undefined,
      firstTokenTimeoutMs: 10_000,
      idleTimeoutMs: 5_000,
    });
    expect(defaults.aiPrices).toEqual({ inputPerMTok: 0, outputPerMTok: 0, currency: 'USD' });
    const set = loadConfig({
      ...base,
      AI_TIMEOUT_MS: '15000',
      AI_IDLE_TIMEOUT_MS: '2000',
      AI_PRICE_INPUT_PER_MTOK: '0.15',
      AI_PRICE_OUTPUT_PER_MTOK: '0.6',
      AI_PRICE_CURRENCY: 'EUR',
    });
    expect(set.ai).toMatchObject({ timeoutMs: 15_000, idleTimeoutMs: 2_000 });
    expect(set.aiPrices).toEqual({ inputPerMTok: 0.15, outputPerMTok: 0.6, currency: 'EUR' });
    expect(() =>
      loadConfig({ ...base, AI_PRICE_CURRENCY: 'euros', AI_PRICE_INPUT_PER_MTOK: '-1' }),
    ).toThrow(
      /AI_PRICE_CURRENCY[\s\S]*AI_PRICE_INPUT_PER_MTOK|AI_PRICE_INPUT_PER_MTOK[\s\S]*AI_PRICE_CURRENCY/,
    );
  });

  it('generates secrets once in DATA_DIR and keeps them across restarts', () => {
    const dataDir = dir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.encryptionKey).toBe(first.encryptionKey);
    expect(readFileSync(join(dataDir, 'secrets', 'encryption-key'), 'utf8')).toMatch(
      /^[0-9a-f]{64}$/,
    );
  });

  it('turns demo mode on for the embedded database only, unless told', () => {
    expect(loadConfig({ DATA_DIR: dir() }).demoMode).toBe(true);
    const pg = { DATA_DIR: dir(), DATABASE_URL: 'postgres://localhost/x' };
    expect(loadConfig(pg).demoMode).toBe(false);
    expect(loadConfig({ ...pg, DEMO_MODE: 'true' }).demoMode).toBe(true);
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATA_DIR: dir(), DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('requires real secrets in production on PostgreSQL', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATA_DIR: dir(),
        DATABASE_URL: 'postgres://localhost/x',
      }),
    ).toThrow(/JWT_SECRET/);
  });

  it('reads OUTBOUND_ALLOW_HOSTS as names and ranges, and stops on anything else', () => {
    const config = loadConfig({
      DATA_DIR: dir(),
      OUTBOUND_ALLOW_HOSTS: 'localhost, 127.0.0.1,10.0.0.0/8,[::1]',
    });
    expect([...config.outboundAllowHosts.names]).toEqual(['localhost']);
    expect(config.outboundAllowHosts.ranges.map(([a, bits]) => `${a.toString()}/${bits}`)).toEqual([
      '127.0.0.1/32',
      '10.0.0.0/8',
      '::1/128',
    ]);
    expect(() => loadConfig({ DATA_DIR: dir(), OUTBOUND_ALLOW_HOSTS: 'http://x/' })).toThrow(
      /OUTBOUND_ALLOW_HOSTS/,
    );
  });

  it('honours PORT and derives PUBLIC_URL from it', () => {
    const config = loadConfig({ DATA_DIR: dir(), PORT: '4321' });
    expect(config.port).toBe(4321);
    expect(config.publicUrl).toBe('http://localhost:4321');
  });

  it('reads the first super-admin from BOOTSTRAP_ADMIN_* only when both are set', () => {
    const both = {
      DATA_DIR: dir(),
      BOOTSTRAP_ADMIN_EMAIL: 'first@tableside.example',
      BOOTSTRAP_ADMIN_PASSWORD: 'a long passphrase',
    };
    expect(loadConfig(both).bootstrapAdmin).toEqual({
      email: 'first@tableside.example',
      password: 'a long passphrase',
    });
    expect(loadConfig({ ...both, BOOTSTRAP_ADMIN_PASSWORD: '' }).bootstrapAdmin).toBeNull();
    expect(loadConfig({ DATA_DIR: dir() }).bootstrapAdmin).toBeNull();
  });
});
