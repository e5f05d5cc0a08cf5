import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations, restaurants } from '../../db/schema.ts';
import { PlatformError } from '../../integrations/platform-http.ts';
import { OutboundRefused } from '../../lib/outbound/outbound-fetch.ts';
import { tenantFetch } from '../../lib/outbound/tenant-fetch.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { sealedWebhookSecret, storeFirstWebhookSecret } from '../restaurants/public.ts';
import type { Post } from './post-state.ts';
import type { ReplyRow } from './target.ts';

export type WebhookDeps = { db: Db; secrets: SecretBox; allowPrivateWebhooks: boolean };

async function webhookSecret(deps: WebhookDeps, restaurantId: string): Promise<string> {
  const sealed = await sealedWebhookSecret(deps.db, restaurantId);
  if (sealed) return deps.secrets.open(sealed);
  const secret = randomBytes(32).toString('base64url');
  await storeFirstWebhookSecret(deps.db, restaurantId, deps.secrets.seal(secret));
  return deps.secrets.open((await sealedWebhookSecret(deps.db, restaurantId)) as string);
}

/**
 * A signed JSON POST of an approved reply to the restaurant's approval webhook, compatible with
 * Zapier catch hooks: `X-Tableside-Signature` is HMAC-SHA256 of `<timestamp>.<body>`, and
 * `Idempotency-Key` stays the same on every retry so the receiver can drop duplicates (a webhook
 * cannot be read back). `subject` is the row as the webhook describes it.
 */
export async function postWebhook(
  deps: WebhookDeps,
  post: Post,
  row: ReplyRow,
  subject: Record<string, unknown>,
): Promise<void> {
  const [hook] = await deps.db
    .select({
      url: restaurants.approvalZapierUrl,
      name: restaurants.name,
      location: locations.name,
    })
    .from(restaurants)
    .innerJoin(locations, eq(locations.id, row.locationId))
    .where(eq(restaurants.id, row.restaurantId));
  const url = hook?.url;
  if (!url) throw new PlatformError('The approval webhook is not set', 0, true);
  const body = JSON.stringify({
    event: 'reply.approved',
    idempotency_key: post.idempotencyKey,
    restaurant: hook?.name,
    location: hook?.location,
    review: subject,
    reply: { text: post.text },
  });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', await webhookSecret(deps, row.restaurantId))
    .update(`${timestamp}.${body}`)
    .digest('hex');
  // What the webhook answered stays in the server's hands: the Admin reads only "failed", so the
  // webhook cannot be used to probe which internal ports and paths exist.
  let status: number;
  try {
    const res = await tenantFetch(deps.allowPrivateWebhooks)(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': post.idempotencyKey,
        'x-tableside-timestamp': timestamp,
        'x-tableside-signature': `sha256=${signature}`,
      },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    await res.body?.cancel();
    status = res.status;
  } catch (error) {
    if (error instanceof OutboundRefused && error.reason === 'address')
      throw new PlatformError('The approval webhook address is not allowed', 0, true);
    // A redirect is refused for good; anything else (timeout, reset) may pass on a retry.
    if (error instanceof OutboundRefused)
      throw new PlatformError('The approval webhook call failed', 0, true);
    throw new PlatformError('The approval webhook call failed', 0, false);
  }
  if (status < 200 || status >= 300) {
    const refused = status >= 400 && status < 500 && status !== 408 && status !== 429;
    throw new PlatformError('The approval webhook call failed', status, refused);
  }
}
