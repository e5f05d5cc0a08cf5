import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { JobQueue } from './queue.ts';

/** What a handler gets beside its payload: the queue (to enqueue follow-up work) and the job. */
export type JobContext = { queue: JobQueue; job: PgBoss.JobWithMetadata<unknown> };

/**
 * One queue: its name, the payload its jobs carry, how they are retried and expire, and the
 * handler a worker runs. Sending validates the payload against `schema`; a worker parses it
 * again before the handler runs, so a malformed job fails on its own with the reason.
 */
export type JobDefinition<Name extends string, Payload, Deps> = {
  name: Name;
  schema: z.ZodType<Payload>;
  /**
   * Applied to every send. Without it pg-boss's defaults hold (two retries, no backoff); the
   * scheduled jobs rely on that, their next run being a minute or an hour away.
   */
  retry?: { limit: number; delaySeconds?: number; backoff?: boolean };
  /** How long a job may run before pg-boss gives it up and retries it (default 15 minutes). */
  expireInSeconds?: number;
  /** `stately`: at most one job waiting and one running per singleton key. */
  policy?: 'standard' | 'stately';
  /** pg-boss sends the job itself on this cron schedule (UTC), from a supervising process. */
  cron?: string;
  /** False: this installation runs no such jobs (and its schedule is removed). */
  enabled?: (deps: Deps) => boolean;
  /**
   * How a worker fetches: `batchSize` jobs per fetch, `concurrency` of them at a time, polling
   * every `pollingIntervalSeconds` (see work-each.ts). Scheduled jobs default to one at a time.
   */
  worker?: { batchSize?: number; concurrency?: number; pollingIntervalSeconds?: number };
  handler: (payload: Payload, deps: Deps, context: JobContext) => Promise<unknown>;
  /** Runs once when a process starts working the queue (a sweep of work a crash left). */
  onWorkerStart?: (deps: Deps, queue: JobQueue) => Promise<void>;
};

/** The payload of a job that carries none: the scheduled ones (pg-boss stores `null`). */
export const ZNoPayload = z.object({}).nullish();

/** A definition whatever its payload and dependencies: what the job table holds. */
export type AnyJobDefinition = Omit<JobDefinition<string, never, never>, 'schema'> & {
  schema: z.ZodType;
};

/** The documenso pattern: a feature declares its queue once, and every use reads it from here. */
export function defineJob<const Name extends string, Payload, Deps>(
  definition: JobDefinition<Name, Payload, Deps>,
): JobDefinition<Name, Payload, Deps> {
  return definition;
}

export type SendOptions = Pick<PgBoss.SendOptions, 'singletonKey' | 'startAfter'>;

function sendOptions(
  definition: Pick<AnyJobDefinition, 'retry' | 'expireInSeconds'>,
  queue: Pick<JobQueue, 'retryDelaySeconds'>,
): Pick<PgBoss.JobInsert, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'> {
  const { retry, expireInSeconds } = definition;
  const flat = queue.retryDelaySeconds;
  return {
    ...(retry && {
      retryLimit: retry.limit,
      ...(flat !== undefined
        ? { retryDelay: flat }
        : {
            ...(retry.delaySeconds !== undefined && { retryDelay: retry.delaySeconds }),
            ...(retry.backoff && { retryBackoff: true }),
          }),
    }),
    ...(expireInSeconds !== undefined && { expireInSeconds }),
  };
}

/** Enqueues one job; throws (before anything is stored) if the payload is not the queue's. */
export async function sendJob<Payload>(
  queue: JobQueue,
  definition: JobDefinition<string, Payload, never>,
  payload: NoInfer<Payload>,
  options: SendOptions = {},
): Promise<string | null> {
  const data = definition.schema.parse(payload) as object;
  return queue.boss.send(definition.name, data, { ...sendOptions(definition, queue), ...options });
}

/** Enqueues many jobs of one queue in one statement, each payload validated first. */
export async function sendJobs<Payload>(
  queue: JobQueue,
  definition: JobDefinition<string, Payload, never>,
  payloads: readonly NoInfer<Payload>[],
): Promise<void> {
  if (payloads.length === 0) return;
  const options = sendOptions(definition, queue);
  await queue.boss.insert(
    payloads.map((payload) => ({
      name: definition.name,
      data: definition.schema.parse(payload) as object,
      ...options,
    })),
  );
}
