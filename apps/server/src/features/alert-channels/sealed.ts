import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alertChannels } from '../../db/schema.ts';
import { asSystem } from '../../db/tenant-context.ts';

/*
 * A channel's URL and signing secret are closed to the request role (migration 0030, decision
 * 0012): these read and write them as system work. Callers check the restaurant first (the
 * request's tenant, or a delivery's own row), and each function names the row it touches.
 */

const { url: _url, signingSecret: _secret, ...open } = getTableColumns(alertChannels);
/** The columns a request may read. */
export const channelColumns = open;
export type ChannelRow = Omit<typeof alertChannels.$inferSelect, 'url' | 'signingSecret'>;

/** Enough of the URL to recognise it in a list, too little to post with. */
export function urlHint(url: string): string {
  const { host } = new URL(url);
  const tail = url.replace(/\/+$/, '').slice(-4);
  return `${host}/…${tail}`;
}

export async function insertChannel(
  db: Pick<Db, 'insert'>,
  values: Omit<typeof alertChannels.$inferInsert, 'id'>,
): Promise<ChannelRow> {
  const [row] = await asSystem(() =>
    db.insert(alertChannels).values(values).returning(channelColumns),
  );
  if (!row) throw new Error('channel not stored');
  return row;
}

export async function storeChannelUrl(
  db: Pick<Db, 'update'>,
  restaurantId: string,
  channelId: string,
  sealedUrl: string,
  hint: string,
): Promise<void> {
  await asSystem(() =>
    db
      .update(alertChannels)
      .set({ url: sealedUrl, urlHint: hint, updatedAt: sql`now()` })
      .where(and(eq(alertChannels.id, channelId), eq(alertChannels.restaurantId, restaurantId))),
  );
}

/** The channel with its sealed URL and secret, for the delivery that reaches it. */
export async function sealedChannel(db: Db, channelId: string) {
  const [row] = await asSystem(() =>
    db.select().from(alertChannels).where(eq(alertChannels.id, channelId)),
  );
  return row ?? null;
}
