// Runs last in the web build (npm run build): writes a brotli (.br) and a gzip (.gz) copy beside
// every compressible file of dist, which the server sends in its place to a browser that accepts
// it (apps/server/src/web-static.ts). Node's own zlib, see
// docs/decisions/0019-compressed-transfer.md.
import { readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressedCopies, MIN_COMPRESS_BYTES } from '@tableside/domain/compressed-copies';

/**
 * Text formats, and TrueType (the report PDF's fonts, about 635 KB each, 230 KB in brotli);
 * images and woff2 fonts are compressed already.
 */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.webmanifest',
  '.ttf',
]);
/** Below this a compressed copy saves less than a request's headers weigh (as the server's). */
export const MIN_BYTES = MIN_COMPRESS_BYTES;

export type CompressSummary = { files: number; bytes: number; br: number; gzip: number };

/** Files under `dir`, dot folders (Vite's .vite/manifest.json) left out. */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesOf(path) : [path];
  });
}

/**
 * Compresses every text file of at least MIN_BYTES at the highest settings (brotli quality 11,
 * gzip level 9): they are compressed once and downloaded many times. A copy is kept only when
 * smaller than its original. Copies from an earlier run are removed first, so the output depends
 * on the files alone (zlib writes no timestamp in the gzip header), and the work runs on libuv's
 * threads, all files at once.
 */
export async function compressDist(dir: string): Promise<CompressSummary> {
  const all = filesOf(dir);
  for (const file of all) if (file.endsWith('.br') || file.endsWith('.gz')) rmSync(file);
  const targets = all.filter(
    (file) => COMPRESSIBLE.has(extname(file)) && statSync(file).size >= MIN_BYTES,
  );
  const summary: CompressSummary = { files: 0, bytes: 0, br: 0, gzip: 0 };
  await Promise.all(
    targets.map(async (file) => {
      const body = readFileSync(file);
      const { br, gzip } = await compressedCopies(body);
      summary.files += 1;
      summary.bytes += body.length;
      if (br) writeFileSync(`${file}.br`, br);
      if (gzip) writeFileSync(`${file}.gz`, gzip);
      summary.br += (br ?? body).length;
      summary.gzip += (gzip ?? body).length;
    }),
  );
  return summary;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const started = performance.now();
  const dist = resolve(import.meta.dirname, '..', 'dist');
  const s = await compressDist(dist);
  const kb = (n: number) => `${(n / 1000).toFixed(0)} KB`;
  console.log(
    `compressed ${s.files} files, ${kb(s.bytes)}: brotli ${kb(s.br)}, gzip ${kb(s.gzip)} ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
