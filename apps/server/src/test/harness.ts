import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import type { ApiOperation } from '@tableside/domain/api-access';
import type { ReplyEngine } from '../ai/engine.ts';
import { buildApp } from '../app.ts';
import { createContainer, type Container } from '../container.ts';
import { startJobQueue, type JobQueue } from '../jobs/queue.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { JOB_TABLE } from '../workers.ts';
import { createScratchDatabase } from './database.ts';
import { PASSWORD, createFixture, type Fixture } from './fixture.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  fx: Fixture;
  /** Signs in through the real endpoint; answers the access token and the refresh cookie. */
  login: (username: string, password?: string) => Promise<{ token: string; cookie: string }>;
  call: (
    method: InjectOptions['method'],
    url: string,
    opts?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ) => Promise<LightMyRequestResponse>;
  jobs: JobQueue;
  /** What the app was built on (container.ts). */
  container: Container;
  close: () => Promise<void>;
};

export function testConfig(extra: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'tableside-test-')),
    JWT_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '5',
    ...extra,
  });
}

export async function createTestApp(
  env: Record<string, string> = {},
  /** `database`: one the test opened itself (closed with the app). */
  opts: {
    engine?: ReplyEngine;
    database?: Database;
    logStream?: DestinationStream;
    /** Retries after this many seconds, flat (jobs/queue.ts): tests that exhaust attempts. */
    retryDelaySeconds?: number;
  } = {},
): Promise<TestApp> {
  const database = opts.database ?? (await createScratchDatabase());
  const config = testConfig(env);
  const fx = await createFixture(database.db);
  const jobs = await startJobQueue(database, {
    supervise: false,
    queues: JOB_TABLE,
    retryDelaySeconds: opts.retryDelaySeconds,
  });
  const container = createContainer({ config, database, jobs, engine: opts.engine });
  const app = await buildApp({
    container,
    logger: opts.logStream !== undefined,
    logStream: opts.logStream,
  });
  await app.ready();
  const call: TestApp['call'] = (method, url, opts = {}) =>
    app.inject({
      method,
      url,
      headers: {
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...opts.headers,
      },
      ...(opts.body === undefined ? {} : { payload: opts.body as InjectOptions['payload'] }),
    });
  return {
    app,
    database,
    config,
    fx,
    call,
    jobs,
    container,
    async login(username, password = PASSWORD) {
      const res = await call('POST', '/v1/auth/login', { body: { username, password } });
      if (res.statusCode !== 200)
        throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
      const cookie = res.cookies.find((c) => c.name === 'tableside_refresh');
      return {
        token: res.json().access_token as string,
        cookie: `tableside_refresh=${cookie?.value}`,
      };
    },
    async close() {
      await app.close();
      await jobs.stop();
      await database.close();
    },
  };
}

export type Endpoint = { method: string; path: string; operation: ApiOperation };

/** Every endpoint the OpenAPI document describes, with the operation the guard enforces. */
export async function documentedEndpoints(t: TestApp): Promise<Endpoint[]> {
  const doc = (await t.call('GET', '/v1/openapi.json')).json() as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      // A route's operationId is its operation, numbered after the first route (app.ts).
      operation: op.operationId.replace(/-\d+$/, '') as ApiOperation,
    })),
  );
}
