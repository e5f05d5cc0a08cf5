import { z } from 'zod';
import type { AnyJobDefinition, JobContext } from './define-job.ts';
import type { JobQueue } from './queue.ts';
import { workEach } from './work-each.ts';

/** A scheduled job comes a minute apart at best: one at a time, polled as pg-boss does by default. */
const SCHEDULED_WORKER = { batchSize: 1, concurrency: 1, pollingIntervalSeconds: 2 };

type DepsOf<Definition> = Definition extends {
  handler: (payload: never, deps: infer Deps, context: JobContext) => unknown;
}
  ? Deps
  : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/** Everything the handlers of these definitions need, together. */
export type JobDeps<Definitions extends readonly AnyJobDefinition[]> = Intersection<
  DepsOf<Definitions[number]>
>;

/**
 * Works the given queues in this process: schedules the cron ones, parses each job's payload
 * before its handler runs (a malformed job fails with the reason; the others go on), and runs
 * each definition's start-up sweep.
 */
export async function startJobWorkers<const Definitions extends readonly AnyJobDefinition[]>(
  queue: JobQueue,
  definitions: Definitions,
  deps: JobDeps<Definitions>,
): Promise<void> {
  // Each handler was checked against its own dependencies where it was defined; `deps` holds
  // all of them at once.
  const given = deps as never;
  for (const definition of definitions) {
    if (definition.enabled && !definition.enabled(given)) {
      if (definition.cron) await queue.boss.unschedule(definition.name);
      continue;
    }
    if (definition.cron) await queue.boss.schedule(definition.name, definition.cron);
    await workEach(
      queue,
      definition.name,
      async (data, job) => {
        const payload = definition.schema.safeParse(data);
        if (!payload.success)
          throw new Error(
            `${definition.name}: malformed payload: ${z.prettifyError(payload.error)}`,
          );
        await definition.handler(payload.data as never, given, { queue, job });
      },
      definition.worker ?? (definition.cron ? SCHEDULED_WORKER : undefined),
    );
    await definition.onWorkerStart?.(given, queue);
  }
}
