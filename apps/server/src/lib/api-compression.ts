import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import { MIN_COMPRESS_BYTES } from './encodings.ts';

/**
 * How `@fastify/compress` compresses the API's answers (JSON, CSV) of at least 1 KB; app.ts
 * registers it inside the `/v1` scope only. Each answer is compressed as it is sent, so CPU comes
 * first: gzip at level 6, offered before brotli. On a list of 50 reviews (33 KB) brotli at
 * quality 4 was 3% smaller and cost the server more CPU per request (bench/list-compression.ts,
 * bench/RESULTS.md), so it is only for clients that accept brotli and not gzip. Answers that
 * already carry a Content-Encoding pass through, and the event streams (alerts, the agent)
 * write to the socket themselves after `reply.hijack()`, so nothing compresses or buffers them.
 * docs/decisions/0019-compressed-transfer.md.
 */
export const API_COMPRESSION: FastifyCompressOptions = {
  // In order of preference; listed, so that zstd (offered first by default where Node has it)
  // is not.
  encodings: ['gzip', 'br'],
  threshold: MIN_COMPRESS_BYTES,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
  // Compressed in one call up to 128 KB (a list of 50 reviews is about 35 KB: a quarter of a
  // millisecond at these settings) rather than through a zlib stream per answer, which cost the
  // list twice the CPU of the compression itself (bench/list-compression.ts).
  syncThreshold: 131_072,
  // Request bodies stay as they are: no client is asked to compress them.
  globalDecompression: false,
};
