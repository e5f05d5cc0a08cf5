import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { httpDuration, metrics, watchDatabase } from './registry.ts';

export type MetricsOptions = {
  database: Database;
  /** Bearer token for `/metrics` on the public port; without one the route answers 404. */
  token: string | undefined;
  /** Above this event-loop delay the server answers 503 with Retry-After instead of queueing. */
  maxEventLoopDelayMs: number;
};

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Request latency for every route, `/metrics` for Prometheus (token-protected on the public
 * port), and load shedding: under pressure a request gets a fast 503 with Retry-After rather than
 * a place in an unbounded queue.
 */
export async function registerMetrics(app: FastifyInstance, opts: MetricsOptions): Promise<void> {
  const unwatch = watchDatabase(opts.database);
  app.addHook('onClose', async () => void unwatch());
  app.addHook('onResponse', (request, reply, done) => {
    httpDuration.observe(
      {
        method: request.method,
        // The route's pattern, so ids do not make a series each; unknown paths share one.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  if (opts.maxEventLoopDelayMs > 0) {
    await app.register(underPressure, {
      maxEventLoopDelay: opts.maxEventLoopDelayMs,
      sampleInterval: 250,
      retryAfter: 10,
      pressureHandler: (_request, reply) => {
        void reply.status(503).header('retry-after', '10').send({
          status: 'error',
          code: 'service_unavailable',
          message: 'The server is busy; try again in a few seconds',
        });
      },
    });
  }
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization?.replace(/^Bearer /i, '') ?? '';
    if (!opts.token || !sameToken(given, opts.token))
      return reply
        .status(404)
        .send({ status: 'error', code: 'not_found', message: 'Route not found' });
    return reply.type(metrics.contentType).send(await metrics.metrics());
  });
}

/** `/metrics` on a port of its own, for worker processes and for scraping off the public port. */
export async function serveMetrics(port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.metrics().then(
      (body) => response.writeHead(200, { 'content-type': metrics.contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((done) => server.listen(port, host, done));
  return server;
}
