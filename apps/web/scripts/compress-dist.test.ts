import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDist } from './compress-dist.ts';

// Text that repeats compresses well; random-looking bytes (a photo) would not.
const script = 'export const greeting = "Bonjour, table 12";\n'.repeat(100);
const FILES: Record<string, string | Buffer> = {
  'assets/index-abc.js': script,
  'assets/index-abc.css': '.card { padding: 1rem; }\n'.repeat(80),
  'en/pricing/index.html': `<!doctype html><main>${'<p>Plans for every dining room</p>'.repeat(60)}</main>`,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'dashboard-preview.jpg': Buffer.alloc(4000, 7),
  '.vite/manifest.json': JSON.stringify({ entry: 'x'.repeat(2000) }),
};

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'tableside-compress-'));
  for (const [file, body] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), body);
  }
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('the build’s compressed copies', () => {
  it('sit beside each text file of 1 KB or more and decompress to it', async () => {
    const summary = await compressDist(dist);
    expect(summary.files).toBe(3);
    for (const file of ['assets/index-abc.js', 'assets/index-abc.css', 'en/pricing/index.html']) {
      const original = readFileSync(join(dist, file));
      const br = readFileSync(join(dist, `${file}.br`));
      const gz = readFileSync(join(dist, `${file}.gz`));
      expect(br.length, file).toBeLessThan(original.length / 4);
      expect(brotliDecompressSync(br).equals(original), file).toBe(true);
      expect(gunzipSync(gz).equals(original), file).toBe(true);
    }
  });

  it('leave small files, images and dot folders alone', async () => {
    await compressDist(dist);
    for (const file of ['favicon.svg', 'dashboard-preview.jpg', '.vite/manifest.json']) {
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(false);
      expect(existsSync(join(dist, `${file}.gz`)), file).toBe(false);
    }
  });

  it('are the same bytes on every build, and an old copy never outlives its file', async () => {
    await compressDist(dist);
    const first = readFileSync(join(dist, 'assets/index-abc.js.gz'));
    const firstBr = readFileSync(join(dist, 'assets/index-abc.js.br'));
    writeFileSync(join(dist, 'assets/gone-123.js.br'), 'left from a previous build');
    await compressDist(dist);
    expect(readFileSync(join(dist, 'assets/index-abc.js.gz')).equals(first)).toBe(true);
    expect(readFileSync(join(dist, 'assets/index-abc.js.br')).equals(firstBr)).toBe(true);
    expect(existsSync(join(dist, 'assets/gone-123.js.br'))).toBe(false);
  });
});
