import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { defineJob, ZNoPayload } from '../jobs/define-job.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { enqueueDelivery } from './outbox.ts';

/**
 * Finds outbox rows whose delivery job was lost and hands them to the workers again: rows
 * committed but never attempted (the process died before enqueueing), and rows whose sender
 * died mid-delivery (its lease ran out). Claiming in `deliverEmail` makes an extra job harmless.
 */
export async function sweepOutbox(deps: { db: Db; jobs: JobQueue }): Promise<number> {
  const stranded = await deps.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      sql`(${emailOutbox.status} = 'queued' and ${emailOutbox.attempts} = 0 and ${emailOutbox.createdAt} < now() - interval '1 minute')
        or (${emailOutbox.status} = 'sending' and ${emailOutbox.leaseUntil} < now())`,
    )
    .limit(500);
  for (const { id } of stranded) await enqueueDelivery(deps.jobs, id);
  return stranded.length;
}

/** Every minute, the outbox rows a crash left without a delivery job. */
export const emailSweepJob = defineJob({
  name: 'email.sweep',
  schema: ZNoPayload,
  cron: '* * * * *',
  handler: (_payload, deps: { db: Db }, { queue }) => sweepOutbox({ db: deps.db, jobs: queue }),
});
