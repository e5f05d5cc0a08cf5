import { randomBytes } from 'node:crypto';
import type { Actor } from '../../auth/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { writeAudit } from '../../lib/audit.ts';
import { storeIngestSecret } from '../restaurants/public.ts';
import { assertOwnRestaurant } from '../../auth/scope.ts';
import type { IngestDeps } from '../../review-arrival/store.ts';

/** Makes a new ingestion secret (the old one stops working) and shows it this once. */
export async function rotateIngestSecret(
  deps: IngestDeps,
  actor: Actor,
  restaurantId: string,
): Promise<string> {
  assertOwnRestaurant(actor, restaurantId);
  const secret = `tsk_${randomBytes(32).toString('base64url')}`;
  if (!(await storeIngestSecret(deps.db, restaurantId, deps.secrets.seal(secret))))
    throw new AppError('not_found', 'Restaurant not found');
  await writeAudit(deps.db, {
    restaurantId,
    actorUserId: actor.userId,
    action: 'restaurant.ingest_secret_rotated',
    entityType: 'restaurant',
    entityId: restaurantId,
  });
  return secret;
}
