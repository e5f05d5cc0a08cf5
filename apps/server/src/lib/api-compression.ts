import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import { MIN_COMPRESS_BYTES } from './encodings.ts';

/**
 * How `@fastify/compress` compresses the API's answers (JSON, CSV) of at least 1 KB; app.ts
 * registers it inside the `/v1` scope only. Each answer is compressed as it is sent, so the
 * settings favour CPU over the last percent: brotli at quality 4 (about gzip's speed, smaller
 * output) for clients that accept it, gzip at level 6 otherwise. Answers that already carry a
 * Content-Encoding pass through, and the event streams (alerts, the agent) write to the socket
 * themselves after `reply.hijack()`, so nothing compresses or buffers them.
 * docs/decisions/0019-compressed-transfer.md.
 */
export const API_COMPRESSION: FastifyCompressOptions = {
  // Listed, so that zstd (offered first by default where Node has it) is not.
  encodings: ['br', 'gzip'],
  threshold: MIN_COMPRESS_BYTES,
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
  // Request bodies stay as they are: no client is asked to compress them.
  globalDecompression: false,
};
