import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every reference a maintainer meets in the repository must lead somewhere inside it: product
 * rules are cited as `docs/product/<page>.md#<heading>` (docs/product/README.md), decisions as
 * `docs/decisions/NNNN-….md`. The rules once lived in documents outside the repository, cited by
 * file name, section sign or number; this keeps such citations from coming back.
 */
const ROOT = resolve(import.meta.dirname, '../../..');
const THIS_FILE = relative(ROOT, import.meta.filename);

const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-ssr',
  'test-results',
  'playwright-report',
  '.out',
]);
const TEXT_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.js',
  '.mjs',
  '.cjs',
  '.md',
  '.json',
  '.yml',
  '.yaml',
  '.html',
  '.css',
  '.sql',
  '.sh',
]);
// Data files (the analysis model's lexicons and word lists) are not prose, and are large.
const MAX_BYTES = 512 * 1024;

function repositoryFiles(dir = ROOT): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) files.push(...repositoryFiles(join(dir, entry.name)));
      continue;
    }
    const path = join(dir, entry.name);
    const text = TEXT_EXTENSIONS.has(extname(entry.name)) || entry.name === 'Dockerfile';
    if (text && entry.name !== 'package-lock.json' && statSync(path).size <= MAX_BYTES) {
      files.push(relative(ROOT, path));
    }
  }
  return files;
}

/** Citations of documents that are not in the repository. */
const OUTSIDE_CITATIONS: readonly [string, RegExp][] = [
  ['a decisions list outside docs/decisions', /DECISIONS(\.md| \d)/],
  ['a numbered decision that is not a record', /\b[Dd]ecisions? (?!0\d{3}\b)\d{1,3}\b/],
  ['a spec file', /(?<![\w-])dashboard\.md|public-site-onboarding|public-site…/],
  ['a section sign', /§/],
  ['"the spec"', /\b(the|its|public|dashboard) spec\b|\bspec(['’]s| §)/i],
];

/** GitHub's anchor for a Markdown heading. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

const anchorsCache = new Map<string, Set<string>>();
function anchorsOf(path: string): Set<string> {
  let anchors = anchorsCache.get(path);
  if (!anchors) {
    const headings = readFileSync(join(ROOT, path), 'utf8').match(/^#{1,6} .+$/gm) ?? [];
    anchors = new Set(headings.map((h) => slug(h.replace(/^#+ /, ''))));
    anchorsCache.set(path, anchors);
  }
  return anchors;
}

/** What a cited page and anchor lack, or null when both exist. */
function brokenTarget(page: string, anchor: string | undefined): string | null {
  if (!existsSync(join(ROOT, page))) return 'no such file';
  if (anchor && !anchorsOf(page).has(anchor)) return `no heading #${anchor}`;
  return null;
}

const files = repositoryFiles();
const lines = files
  .filter((file) => file !== THIS_FILE)
  .flatMap((file) =>
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .map((text, i) => ({ where: `${file}:${i + 1}`, file, text })),
  );

describe('references in the repository', () => {
  it('finds the files it checks', () => {
    expect(files).toContain('ARCHITECTURE.md');
    expect(files).toContain('docs/product/README.md');
  });

  it('cite no document outside the repository', () => {
    const found = lines.flatMap(({ where, text }) =>
      OUTSIDE_CITATIONS.filter(([, pattern]) => pattern.test(text)).map(
        ([what]) => `${where}: ${what}: ${text.trim()}`,
      ),
    );
    expect(found).toEqual([]);
  });

  it('point to product pages and headings that exist', () => {
    const broken = lines.flatMap(({ where, text }) =>
      [...text.matchAll(/docs\/product\/([\w-]+\.md)(?:#([\w-]+))?/g)].flatMap(
        ([cited, page, anchor]) => {
          const problem = brokenTarget(`docs/product/${page}`, anchor);
          return problem ? [`${where}: ${cited}: ${problem}`] : [];
        },
      ),
    );
    expect(broken).toEqual([]);
  });

  it('link Markdown to files and headings that exist', () => {
    const broken = lines
      .filter(({ file }) => file.endsWith('.md'))
      .flatMap(({ where, file, text }) =>
        [...text.matchAll(/\]\(([^)\s#]+\.md)(?:#([\w-]+))?\)/g)].flatMap(
          ([cited, target, anchor]) => {
            if (/^[a-z]+:/.test(target as string)) return [];
            const page = relative(ROOT, resolve(ROOT, dirname(file), target as string));
            const problem = brokenTarget(page, anchor);
            return problem ? [`${where}: ${cited}: ${problem}`] : [];
          },
        ),
      );
    expect(broken).toEqual([]);
  });

  it('number each decision record once', () => {
    const numbers = readdirSync(join(ROOT, 'docs/decisions'))
      .map((name) => name.slice(0, 4))
      .filter((n) => /^\d{4}$/.test(n));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });
});
