import { DEFAULT_RETRY, PlatformError } from '../../integrations/platform-http.ts';
import type { SourceAdapters } from '../../integrations/registry.ts';
import { connectedPlatform, type ContextDeps } from '../../integrations/connection-context.ts';
import type { ReplyRow, ReplyTarget } from './target.ts';

export type PlatformDeps = ContextDeps & {
  /** The platform adapters (default: without an OAuth client, so no token refresh). */
  adapters?: SourceAdapters;
};

/** One try per job: the job's own retry reads the platform back before posting again. */
const ONE_TRY = { ...DEFAULT_RETRY, attempts: 1, timeoutMs: 15_000 };

/** A row's reply on its platform: what the platform shows now, and sending one. */
export type PlatformReply = {
  read: () => Promise<string | null>;
  send: (text: string) => Promise<void>;
};

/**
 * The row's platform, through its adapter and the location's connection. A platform that is
 * not connected, or takes no replies of this kind, is a refusal (the post fails for good).
 */
export async function platformReply<Row extends ReplyRow>(
  deps: PlatformDeps,
  target: ReplyTarget<Row>,
  row: Row,
): Promise<PlatformReply> {
  const source = target.platform(row);
  const { adapter, connection, ctx } = await connectedPlatform(
    deps,
    row.locationId,
    source,
    ONE_TRY,
  );
  const send = adapter?.[target.calls.send];
  const read = adapter?.[target.calls.read];
  if (!send || !read || !connection || !ctx)
    throw new PlatformError(`${source} is not connected for this location`, 0, true);
  const location = connection.externalLocation;
  return {
    read: () => read(ctx, location, row.externalId),
    send: (text) => send(ctx, location, row.externalId, text),
  };
}
