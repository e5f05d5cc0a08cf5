import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseAllowedHosts, type AllowedHosts } from './lib/outbound/address.ts';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback by default: the demo's passwords are public. The image sets 0.0.0.0. */
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  // Empty means unset, so a caller can clear an inherited value.
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.string().default('./data'),
  /** api, worker or both: production scales the two apart over one PostgreSQL. */
  PROCESS_ROLE: z.enum(['api', 'worker', 'both']).default('both'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Demo data and demo users: on by default only for the embedded database. */
  DEMO_MODE: booleanish.optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hex characters (32 bytes)')
    .optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  /**
   * How long a signed-in actor is reused without reading it again (auth/actor-cache.ts); any
   * change to it clears it at once. 0 reads it on every request.
   */
  ACTOR_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  WEB_DIST: z.string().optional(),
  /**
   * Compressed answers: the web build's brotli and gzip copies, and API answers of 1 KB or more.
   * Off only to measure what it saves (bench/transfer.mjs).
   */
  COMPRESSION: booleanish.default(true),
  SUPPORT_EMAIL: z.email().default('support@tableside.app'),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default('SSO'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  TRUST_PROXY: booleanish.default(false),
  /** Development only: let webhooks point at loopback or private addresses. */
  ALLOW_PRIVATE_WEBHOOKS: booleanish.default(false),
  /**
   * Private hosts, addresses or ranges the operator's own outbound bases may reach (a local LLM,
   * local test servers): `localhost,127.0.0.1,10.0.0.0/8`. Never applies to tenants' webhooks.
   */
  OUTBOUND_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseAllowedHosts(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /**
   * Private hosts or ranges the restaurants' escalation channels may reach: a chat server on the
   * installation's own network that takes Slack-shaped webhooks (Mattermost, Rocket.Chat), or the
   * journeys' local servers. Empty: public addresses only, like every address a tenant types.
   */
  ALERT_CHANNEL_ALLOW_HOSTS: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseAllowedHosts(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** Any OpenAI-compatible chat-completions endpoint (OpenAI, Azure, Ollama, vLLM). */
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  /** Per call, for the answer to begin and again for it to arrive whole; default 20 s replies, 30 s agent. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  /** How long a streamed answer may take to send its first words once the endpoint answered. */
  AI_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(10_000),
  /** How long a streamed answer may pause between two chunks. */
  AI_IDLE_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(5_000),
  /** The endpoint's prices per million tokens, in AI_PRICE_CURRENCY; 0 means unknown. */
  AI_PRICE_INPUT_PER_MTOK: z.coerce.number().min(0).max(1_000_000).default(0),
  AI_PRICE_OUTPUT_PER_MTOK: z.coerce.number().min(0).max(1_000_000).default(0),
  AI_PRICE_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code (USD, EUR, CAD)')
    .default('USD'),
  /** Demo only: connect the demo locations to a Google API at this address (a local test server). */
  DEMO_GOOGLE_API: z.url().optional(),
  DEMO_BOOKING_API: z.url().optional(),
  DEMO_GRAPH_API: z.url().optional(),
  BOOKING_API_BASE: z.url().optional(),
  /** Minutes between a source's scheduled syncs. */
  SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Google OAuth client of this installation (Google Cloud console, Business Profile API). */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Google's APIs at another address (a local test server); every host maps onto it. */
  GOOGLE_API_BASE: z.url().optional(),
  /** Yelp Fusion and Tripadvisor Content API at another address (a local test server). */
  YELP_API_BASE: z.url().optional(),
  TRIPADVISOR_API_BASE: z.url().optional(),
  FACEBOOK_GRAPH_BASE: z.url().optional(),
  /** A server key for Google Places (New): the onboarding wizard's place search. */
  GOOGLE_PLACES_API_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  GOOGLE_PLACES_API: z.url().default('https://places.googleapis.com'),
  /** smtp:// or smtps:// with credentials; without it e-mails are written to DATA_DIR/outbox. */
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().min(3).default('Tableside <no-reply@tableside.local>'),
  /** Bearer token for /metrics on the public port; without it that route answers 404. */
  METRICS_TOKEN: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  /** /metrics without a token on a port of its own (worker processes, private networks). */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /**
   * Event-loop delay above which requests get a 503 with Retry-After; 0 turns shedding off.
   * Default 1000 on PostgreSQL; off on the embedded database, whose queries run on the event
   * loop itself, so a long one is not a sign of overload.
   */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).optional(),
  /** The first super-admin of a new installation, created at start when both are set. */
  BOOTSTRAP_ADMIN_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  BOOTSTRAP_ADMIN_PASSWORD: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  processRole: 'api' | 'worker' | 'both';
  logLevel: string;
  demoMode: boolean;
  jwtSecret: string;
  encryptionKey: string;
  accessTokenTtl: number;
  actorCacheSeconds: number;
  refreshTokenTtlDays: number;
  webDist: string;
  /** COMPRESSION: answers sent compressed to clients that accept it. */
  compression: boolean;
  supportEmail: string;
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined; name: string } | null;
  loginRateLimit: number;
  trustProxy: boolean;
  allowPrivateWebhooks: boolean;
  /** Private destinations the operator's configured bases may reach (OUTBOUND_ALLOW_HOSTS). */
  outboundAllowHosts: AllowedHosts;
  /** Private destinations escalation channels may reach (ALERT_CHANNEL_ALLOW_HOSTS). */
  channelAllowHosts: AllowedHosts;
  ai: {
    baseUrl: string;
    apiKey: string | undefined;
    model: string;
    /** AI_TIMEOUT_MS; undefined: each engine's own default. */
    timeoutMs: number | undefined;
    firstTokenTimeoutMs: number;
    idleTimeoutMs: number;
  } | null;
  /** What language-model tokens cost (AI_PRICE_*), recorded with each call's usage. */
  aiPrices: { inputPerMTok: number; outputPerMTok: number; currency: string };
  demoGoogleApi: string | undefined;
  /** Demo only: the demo restaurant's booking system and Graph API (local servers in browser tests). */
  demoBookingApi: string | undefined;
  demoGraphApi: string | undefined;
  /** The booking system's address (a local server in tests). */
  bookingApiBase: string | undefined;
  sources: {
    syncIntervalMinutes: number;
    google: { clientId: string; clientSecret: string } | null;
    googleApiBase: string | undefined;
    yelpApiBase: string | undefined;
    tripadvisorApiBase: string | undefined;
    facebookGraphBase: string | undefined;
  };
  /** Place search for onboarding; null without a key (the wizard then asks for the details). */
  places: { baseUrl: string; apiKey: string } | null;
  mail: { smtpUrl: string | undefined; from: string };
  metrics: { token: string | undefined; port: number | undefined; maxEventLoopDelayMs: number };
  /** BOOTSTRAP_ADMIN_*: null unless both are set. */
  bootstrapAdmin: { email: string; password: string } | null;
};

export class ConfigError extends Error {}

/** The web build beside this package in the repository, which `npm start` produces. */
const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Secrets for the embedded default are made once and kept in DATA_DIR, so restarts keep sessions. */
function persistedSecret(dataDir: string, name: string, make: () => string): string {
  const file = join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const value = make();
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const embedded = !env.DATABASE_URL;
  if (env.NODE_ENV === 'production' && !embedded && (!env.JWT_SECRET || !env.ENCRYPTION_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  - JWT_SECRET and ENCRYPTION_KEY are required in production on PostgreSQL',
    );
  }
  if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
    throw new ConfigError('Invalid configuration:\n  - OIDC_CLIENT_ID: required with OIDC_ISSUER');
  }
  const port = env.PORT;
  return {
    env: env.NODE_ENV,
    port,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL,
    dataDir,
    processRole: env.PROCESS_ROLE,
    logLevel: env.LOG_LEVEL,
    demoMode: env.DEMO_MODE ?? embedded,
    jwtSecret:
      env.JWT_SECRET ??
      persistedSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url')),
    encryptionKey:
      env.ENCRYPTION_KEY ??
      persistedSecret(dataDir, 'encryption-key', () => randomBytes(32).toString('hex')),
    accessTokenTtl: env.ACCESS_TOKEN_TTL_SECONDS,
    actorCacheSeconds: env.ACTOR_CACHE_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    webDist: resolve(env.WEB_DIST ?? DEFAULT_WEB_DIST),
    compression: env.COMPRESSION,
    supportEmail: env.SUPPORT_EMAIL,
    oidc: env.OIDC_ISSUER
      ? {
          issuer: env.OIDC_ISSUER,
          clientId: env.OIDC_CLIENT_ID as string,
          clientSecret: env.OIDC_CLIENT_SECRET,
          name: env.OIDC_NAME,
        }
      : null,
    loginRateLimit: env.LOGIN_RATE_LIMIT,
    trustProxy: env.TRUST_PROXY,
    allowPrivateWebhooks: env.ALLOW_PRIVATE_WEBHOOKS,
    outboundAllowHosts: env.OUTBOUND_ALLOW_HOSTS,
    channelAllowHosts: env.ALERT_CHANNEL_ALLOW_HOSTS,
    demoGoogleApi: env.DEMO_GOOGLE_API,
    demoBookingApi: env.DEMO_BOOKING_API,
    demoGraphApi: env.DEMO_GRAPH_API,
    bookingApiBase: env.BOOKING_API_BASE,
    sources: {
      syncIntervalMinutes: env.SYNC_INTERVAL_MINUTES,
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
          : null,
      googleApiBase: env.GOOGLE_API_BASE,
      yelpApiBase: env.YELP_API_BASE,
      tripadvisorApiBase: env.TRIPADVISOR_API_BASE,
      facebookGraphBase: env.FACEBOOK_GRAPH_BASE,
    },
    places: env.GOOGLE_PLACES_API_KEY
      ? { baseUrl: env.GOOGLE_PLACES_API, apiKey: env.GOOGLE_PLACES_API_KEY }
      : null,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    metrics: {
      token: env.METRICS_TOKEN,
      port: env.METRICS_PORT,
      maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS ?? (embedded ? 0 : 1000),
    },
    ai: env.AI_BASE_URL
      ? {
          baseUrl: env.AI_BASE_URL,
          apiKey: env.AI_API_KEY,
          model: env.AI_MODEL,
          timeoutMs: env.AI_TIMEOUT_MS,
          firstTokenTimeoutMs: env.AI_FIRST_TOKEN_TIMEOUT_MS,
          idleTimeoutMs: env.AI_IDLE_TIMEOUT_MS,
        }
      : null,
    aiPrices: {
      inputPerMTok: env.AI_PRICE_INPUT_PER_MTOK,
      outputPerMTok: env.AI_PRICE_OUTPUT_PER_MTOK,
      currency: env.AI_PRICE_CURRENCY,
    },
    bootstrapAdmin:
      env.BOOTSTRAP_ADMIN_EMAIL && env.BOOTSTRAP_ADMIN_PASSWORD
        ? { email: env.BOOTSTRAP_ADMIN_EMAIL, password: env.BOOTSTRAP_ADMIN_PASSWORD }
        : null,
  };
}
