import { desc, eq } from 'drizzle-orm';
import type { TOutboxEmail } from '@tableside/domain/schemas/console';
import type { Db } from '../../db/client.ts';
import { emailOutbox, restaurants } from '../../db/schema.ts';

/** The latest e-mails, newest first, with where each stands and why the last attempt failed. */
export async function listOutbox(db: Db, status?: TOutboxEmail['status']): Promise<TOutboxEmail[]> {
  const rows = await db
    .select({ e: emailOutbox, restaurantName: restaurants.name })
    .from(emailOutbox)
    .leftJoin(restaurants, eq(restaurants.id, emailOutbox.restaurantId))
    .where(status ? eq(emailOutbox.status, status) : undefined)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(500);
  return rows.map(({ e, restaurantName }) => ({
    id: e.id,
    kind: e.kind,
    to: e.toAddress,
    subject: e.subject,
    status: e.status as TOutboxEmail['status'],
    attempts: e.attempts,
    last_error: e.lastError,
    restaurant_name: restaurantName,
    created_at: e.createdAt.toISOString(),
    sent_at: e.sentAt?.toISOString() ?? null,
  }));
}
