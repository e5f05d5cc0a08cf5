import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/*
 * The compressed copies of a body sent many times (the web build's files, the server's
 * prerendered pages): one rule for the build (apps/web/scripts/compress-dist.ts) and the server
 * (apps/server/src/lib/encodings.ts). Node only; docs/decisions/0019-compressed-transfer.md.
 */

/** Below this a compressed copy saves less than a request's headers weigh. */
export const MIN_COMPRESS_BYTES = 1024;

export type CompressedCopies = { br?: Buffer; gzip?: Buffer };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli 11 and gzip 9 (made once, read many times), each kept only when smaller. */
export async function compressedCopies(body: Buffer): Promise<CompressedCopies> {
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
