import type { ReplyEngine } from './ai/engine.ts';
import { selectReplyEngine } from './ai/select-engine.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { reviewArrivalPipeline, type ArrivedReviews } from './review-arrival/pipeline.ts';
import { createSourceAdapters, type SourceAdapters } from './integrations/registry.ts';
import type { JobQueue } from './jobs/queue.ts';
import type { OutboundFetch } from './lib/outbound/outbound-fetch.ts';
import { createOperatorFetch } from './lib/outbound/operator-fetch.ts';
import { createSecretBox, type SecretBox } from './lib/secret-box.ts';

/**
 * What both the API (app.ts) and the workers (workers.ts) run on, built once per process by
 * main.ts (or a test) and handed to both, so they share one key, one connection pool per
 * outbound client and one engine.
 */
export type Container = {
  config: Config;
  database: Database;
  db: Db;
  /** Where work is enqueued (workers may run in other processes). */
  jobs: JobQueue;
  /** Seals and opens platform credentials and webhook keys (ENCRYPTION_KEY). */
  secrets: SecretBox;
  adapters: SourceAdapters;
  /** The guarded client for the operator's own bases (platform APIs, the LLM, the booking system). */
  operatorFetch: OutboundFetch;
  /** The reply engine the configuration selects (tests may give their own). */
  engine: ReplyEngine;
  /** The review-arrival pipeline every source of reviews runs after storing them. */
  afterIngest: (arrived: ArrivedReviews) => Promise<void>;
};

export function createContainer({
  config,
  database,
  jobs,
  engine,
}: {
  config: Config;
  database: Database;
  jobs: JobQueue;
  engine?: ReplyEngine;
}): Container {
  const operatorFetch = createOperatorFetch(config.outboundAllowHosts);
  return {
    config,
    database,
    db: database.db,
    jobs,
    secrets: createSecretBox(config.encryptionKey),
    adapters: createSourceAdapters(config.sources),
    operatorFetch,
    engine: engine ?? selectReplyEngine(config, operatorFetch),
    afterIngest: reviewArrivalPipeline(jobs),
  };
}
