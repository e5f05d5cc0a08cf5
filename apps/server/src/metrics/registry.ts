import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client.ts';

/**
 * The process's Prometheus series. Counters are per process (an API replica counts its requests,
 * a worker its drafts and posts); the job queue gauges read the database, so every process
 * reports the same depth.
 */
export const metrics = new Registry();
collectDefaultMetrics({ register: metrics, prefix: 'tableside_' });

export const httpDuration = new Histogram({
  name: 'tableside_http_request_duration_seconds',
  help: 'HTTP request latency by route pattern, method and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metrics],
});

export const replyPostOutcomes = new Counter({
  name: 'tableside_reply_posts_total',
  help: 'Reply posting attempts by channel and outcome (confirmed, failed for good, retried)',
  labelNames: ['channel', 'outcome'] as const,
  registers: [metrics],
});

export const replyDrafts = new Counter({
  name: 'tableside_reply_drafts_total',
  help: 'Reply drafts written, by engine',
  labelNames: ['engine'] as const,
  registers: [metrics],
});

export const aiTokens = new Counter({
  name: 'tableside_ai_tokens_total',
  help: 'Language-model tokens the provider counted, by engine, model and kind (prompt, completion)',
  labelNames: ['engine', 'model', 'kind'] as const,
  registers: [metrics],
});

export const syncErrors = new Counter({
  name: 'tableside_source_sync_errors_total',
  help: 'Review syncs that ended in an error, by platform',
  labelNames: ['platform'] as const,
  registers: [metrics],
});

const watched = new Set<Database>();

/**
 * Adds the series read from this database when scraped: jobs per queue and state, and the
 * connection pools. One database per process in production; tests open several.
 */
export function watchDatabase(database: Database): () => void {
  watched.add(database);
  return () => watched.delete(database);
}

new Gauge({
  name: 'tableside_jobs',
  help: 'Jobs per queue: waiting (created or retrying), active, and failed for good',
  labelNames: ['queue', 'state'] as const,
  registers: [metrics],
  async collect() {
    this.reset();
    for (const database of watched) {
      const { rows } = await database
        .execute(
          `select name, count(*) filter (where state in ('created', 'retry'))::int as waiting,
             count(*) filter (where state = 'active')::int as active,
             count(*) filter (where state = 'failed')::int as failed
           from pgboss.job where state in ('created', 'retry', 'active', 'failed') group by name`,
        )
        .catch(() => ({ rows: [] as Record<string, unknown>[] }));
      for (const row of rows)
        for (const state of ['waiting', 'active', 'failed'] as const)
          this.inc({ queue: String(row.name), state }, Number(row[state]));
    }
  },
});

new Gauge({
  name: 'tableside_db_pool_connections',
  help: 'PostgreSQL connection pools: connections open, idle, and requests waiting for one',
  labelNames: ['pool', 'state'] as const,
  registers: [metrics],
  collect() {
    this.reset();
    for (const database of watched)
      for (const p of database.pools?.() ?? []) {
        this.inc({ pool: p.pool, state: 'total' }, p.total);
        this.inc({ pool: p.pool, state: 'idle' }, p.idle);
        this.inc({ pool: p.pool, state: 'waiting' }, p.waiting);
      }
  },
});
