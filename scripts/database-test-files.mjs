// The server's test files that reach a database: those importing, directly or through other
// modules, the scratch databases of apps/server/src/test/database.ts, or naming a database opener
// or variable themselves. vitest.config.ts runs only these a second time on PostgreSQL: the rest
// (pure analysis, replies, parsing) would run the same code twice.
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { importsAmong, sourceFiles } from './source-imports.mjs';

const OPENS_DATABASE = /\b(openPglite|openPostgres|openDatabase|DATABASE_URL|TEST_DB)\b/;

/** Paths relative to `serverRoot` (apps/server) of its database-facing `*.test.ts` files. */
export function databaseTestFiles(serverRoot) {
  const src = resolve(serverRoot, 'src');
  const target = join(src, 'test', 'database.ts');
  const files = sourceFiles([src]);
  const known = new Set(files);
  const imports = (file) => importsAmong(file, known);
  // The import graph has no cycles (scripts/check-import-cycles.mjs), so one memo is enough.
  const reaches = new Map();
  const reachesDatabase = (file) => {
    if (file === target) return true;
    if (!reaches.has(file)) {
      reaches.set(file, false);
      reaches.set(file, imports(file).some(reachesDatabase));
    }
    return reaches.get(file);
  };
  return files
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => OPENS_DATABASE.test(readFileSync(file, 'utf8')) || reachesDatabase(file))
    .map((file) => relative(serverRoot, file))
    .sort();
}
