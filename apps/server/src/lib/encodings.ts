import { negotiate } from '@fastify/accept-negotiator';
import { compressedCopies, MIN_COMPRESS_BYTES } from '@tableside/domain/compressed-copies';
import type { FastifyReply } from 'fastify';

export { MIN_COMPRESS_BYTES };

/** What a body can be sent as, best first, as the Accept-Encoding negotiation sees it. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
type Copies = Partial<Record<Encoding, Buffer>>;

/** A body sent many times, and its compressed copies (null: compression is off). */
export type StoredBody = { identity: Buffer; copies: (() => Promise<Copies>) | null };

/**
 * A body compressed at the build's settings (brotli 11, gzip 9) once, when a client first
 * accepts a copy, then kept: the prerendered pages and index.html. Done on libuv's threads, never
 * per request, and not at start either, where every process (and every test's app) would pay
 * a third of a second of CPU for pages it may never send.
 */
export function storedBody(body: Buffer, { compress: on }: { compress: boolean }): StoredBody {
  if (!on || body.length < MIN_COMPRESS_BYTES) return { identity: body, copies: null };
  let copies: Promise<Copies> | undefined;
  return { identity: body, copies: () => (copies ??= compressedCopies(body)) };
}

/**
 * Sends the copy the client accepts best (brotli, then gzip, else the original), saying which in
 * Content-Encoding, with `Vary: Accept-Encoding` so a shared cache keeps the copies apart.
 */
export async function sendStored(
  accept: string | undefined,
  body: StoredBody,
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (!body.copies) return reply.send(body.identity);
  reply.header('vary', 'accept-encoding');
  if (!accept) return reply.send(body.identity);
  const copies = await body.copies();
  const chosen = negotiate(
    accept,
    ENCODINGS.filter((encoding) => copies[encoding]),
  );
  const copy = chosen ? copies[chosen] : undefined;
  if (!chosen || !copy) return reply.send(body.identity);
  return reply.header('content-encoding', chosen).send(copy);
}
