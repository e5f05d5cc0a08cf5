import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';

/**
 * Below this a compressed copy saves less than a request's headers weigh; the build leaves such
 * files alone too (apps/web/scripts/compress-dist.ts). docs/decisions/0019-compressed-transfer.md.
 */
export const MIN_COMPRESS_BYTES = 1024;

/** What a body can be sent as, best first, as the Accept-Encoding negotiation sees it. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
type Copies = Partial<Record<Encoding, Buffer>>;

/** A body sent many times, and its compressed copies (null: compression is off). */
export type StoredBody = { identity: Buffer; copies: (() => Promise<Copies>) | null };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function compress(body: Buffer): Promise<Copies> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  return {
    ...(br.length < body.length ? { br } : {}),
    ...(gz.length < body.length ? { gzip: gz } : {}),
  };
}

/**
 * A body compressed at the build's settings (brotli 11, gzip 9) once, when a client first
 * accepts a copy, then kept: the prerendered pages and index.html. Done on libuv's threads, never
 * per request, and not at start either, where every process (and every test's app) would pay
 * a third of a second of CPU for pages it may never send.
 */
export function storedBody(body: Buffer, { compress: on }: { compress: boolean }): StoredBody {
  if (!on || body.length < MIN_COMPRESS_BYTES) return { identity: body, copies: null };
  let copies: Promise<Copies> | undefined;
  return { identity: body, copies: () => (copies ??= compress(body)) };
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
