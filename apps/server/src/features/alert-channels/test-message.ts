import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDelivery } from '@tableside/domain/schemas/alert-channels';
import type { Actor } from '../../auth/actor.ts';
import { alertDeliveries } from '../../db/schema.ts';
import { deliverAlert, type DeliveryDeps } from './deliver.ts';
import { ownChannel, toDeliveryDto } from './service.ts';

/**
 * The "Send test" button: one test message now, through the same guard and the same delivery
 * row as any alert, so it shows in the log; one attempt, since the Admin is waiting for the answer.
 */
export async function sendTestMessage(
  deps: DeliveryDeps,
  actor: Actor,
  restaurantId: string,
  channelId: string,
): Promise<TDelivery> {
  const channel = await ownChannel(deps.db, actor, restaurantId, channelId);
  const [row] = await deps.db
    .insert(alertDeliveries)
    .values({ restaurantId, channelId: channel.id, eventKey: `test:${randomUUID()}`, type: 'test' })
    .returning({ id: alertDeliveries.id });
  if (!row) throw new Error('test delivery not stored');
  await deliverAlert(deps, row.id, { once: true });
  const [done] = await deps.db.select().from(alertDeliveries).where(eq(alertDeliveries.id, row.id));
  if (!done) throw new Error('test delivery vanished');
  return toDeliveryDto(done);
}
