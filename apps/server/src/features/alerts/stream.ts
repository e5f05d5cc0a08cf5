import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../auth/actor.ts';
import type { AlertBus } from './bus.ts';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long and the browser opens a new one with a fresh token: a revoked
 * session or a changed role stops receiving events within this bound.
 */
export const STREAM_MAX_MS = 10 * 60_000;
/** Streams still open when the server shuts down; they end first so it can close. */
const open = new Set<() => void>();

export function closeAllAlertStreams(): void {
  for (const end of [...open]) end();
}

/**
 * `GET /v1/user-alert/stream`: server-sent events. `ready` once subscribed, then `alert`
 * whenever the user's alerts change (raised, or marked seen in another tab). Events carry no
 * review data: the client refetches the list, whose query applies every access rule.
 */
export async function openAlertStream(
  bus: AlertBus,
  actor: Actor,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  const send = (event: string) => res.write(`event: ${event}\ndata: {}\n\n`);
  let unsubscribe: (() => void) | null = null;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(expiry);
    unsubscribe?.();
    open.delete(end);
    res.end();
  };
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  const expiry = setTimeout(end, STREAM_MAX_MS);
  open.add(end);
  request.raw.on('close', end);
  res.write('retry: 3000\n\n');
  try {
    const stop = await bus.subscribe(actor.userId, () => send('alert'));
    if (ended) stop();
    else unsubscribe = stop;
  } catch (error) {
    request.log.error({ err: error }, 'alert stream could not subscribe');
    end();
    return;
  }
  if (!ended) send('ready');
}
