import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailOutbox } from '../db/schema.ts';
import { z } from 'zod';
import { defineJob, sendJob } from '../jobs/define-job.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { MailTransport } from './transport.ts';

export type OutgoingEmail = {
  /** Sending the same key twice sends one e-mail: `alert:<review>:<user>`, `invite:<user>`. */
  dedupeKey: string;
  kind: string;
  restaurantId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Shown as the sender's name; the address stays the operator's (MAIL_FROM). */
  fromName?: string | null;
  replyTo?: string | null;
  /** Extra headers by name (a review request's one-click unsubscribe, RFC 8058). */
  headers?: Record<string, string> | null;
};

/** How long a delivery may run before another worker may take the message over. */
const LEASE_SECONDS = 120;
export const MAX_ATTEMPTS = 5;

/**
 * Stores an e-mail in the outbox once per key, without sending the job: for callers that must
 * record it in the same transaction as what decided to send it. Answers the new row's id (null
 * when the key was already there); once committed, `enqueueDelivery` it.
 */
export async function insertEmail(
  db: Pick<Db, 'insert'>,
  email: OutgoingEmail,
): Promise<string | null> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      dedupeKey: email.dedupeKey,
      kind: email.kind,
      restaurantId: email.restaurantId,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      fromName: email.fromName ?? null,
      replyTo: email.replyTo ?? null,
      headers: email.headers ?? null,
    })
    .onConflictDoNothing({ target: emailOutbox.dedupeKey })
    .returning({ id: emailOutbox.id });
  return row?.id ?? null;
}

/** Hands an outbox row to the delivery workers (a second job for one row sends nothing). */
export async function enqueueDelivery(jobs: JobQueue, emailId: string): Promise<void> {
  await sendJob(jobs, emailSendJob, { emailId }, { singletonKey: `email:${emailId}` });
}

/**
 * Queues an e-mail once. Call it after the transaction that decided to send has committed (on
 * the embedded database a job cannot be enqueued inside a transaction). Answers whether this
 * call queued it (false: the key was already queued or sent).
 */
export async function queueEmail(
  deps: { db: Db; jobs: JobQueue },
  email: OutgoingEmail,
): Promise<{ id: string | null; queued: boolean }> {
  const id = await insertEmail(deps.db, email);
  if (!id) return { id: null, queued: false };
  await enqueueDelivery(deps.jobs, id);
  return { id, queued: true };
}

export type DeliveryOutcome = 'sent' | 'skipped' | 'failed';

/**
 * Delivers one outbox row. The row is claimed first (a lease), so two workers never send it
 * at once and a sent row is never sent again; a worker that died mid-send leaves a lease that
 * expires, and the retry sends with the same Message-ID so the receiving side can tell.
 * Throws on a transient failure so the job is retried with backoff.
 */
export async function deliverEmail(
  deps: { db: Db; transport: MailTransport },
  emailId: string,
): Promise<DeliveryOutcome> {
  const [claimed] = await deps.db
    .update(emailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${emailOutbox.attempts} + 1`,
      leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(emailOutbox.id, emailId),
        or(
          eq(emailOutbox.status, 'queued'),
          and(eq(emailOutbox.status, 'sending'), lt(emailOutbox.leaseUntil, sql`now()`)),
        ),
      ),
    )
    .returning();
  if (!claimed) return 'skipped';
  try {
    await deps.transport.send({
      to: claimed.toAddress,
      subject: claimed.subject,
      text: claimed.textBody,
      html: claimed.htmlBody,
      fromName: claimed.fromName,
      replyTo: claimed.replyTo,
      headers: claimed.headers,
      messageId: `<${claimed.id}@tableside>`,
    });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const last = claimed.attempts >= MAX_ATTEMPTS;
    await deps.db
      .update(emailOutbox)
      .set({
        status: last ? 'failed' : 'queued',
        leaseUntil: null,
        lastError: message,
        updatedAt: sql`now()`,
      })
      .where(eq(emailOutbox.id, emailId));
    if (last) return 'failed';
    throw error;
  }
  await deps.db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, leaseUntil: null, updatedAt: sql`now()` })
    .where(eq(emailOutbox.id, emailId));
  return 'sent';
}

/** Delivers one outbox row (a second job for the same row sends nothing). */
export const emailSendJob = defineJob({
  name: 'email.send',
  schema: z.object({ emailId: z.guid() }),
  retry: { limit: MAX_ATTEMPTS, backoff: true },
  handler: ({ emailId }, deps: { db: Db; transport: MailTransport }) => deliverEmail(deps, emailId),
});
