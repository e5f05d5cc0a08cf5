// The server's test files that reach a database: those importing, directly or through other
// modules, the scratch databases of apps/server/src/test/database.ts, or naming a database opener
// or variable themselves. vitest.config.ts runs only these a second time on PostgreSQL: the rest
// (pure analysis, replies, parsing) would run the same code twice.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

const options = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
};
const OPENS_DATABASE = /\b(openPglite|openPostgres|openDatabase|DATABASE_URL|TEST_DB)\b/;

/** Paths relative to `serverRoot` (apps/server) of its database-facing `*.test.ts` files. */
export function databaseTestFiles(serverRoot) {
  const src = resolve(serverRoot, 'src');
  const target = join(src, 'test', 'database.ts');
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
    }
  };
  walk(src);
  const known = new Set(files);
  const imports = (file) =>
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map(
        ({ fileName }) =>
          ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule?.resolvedFileName,
      )
      .filter((found) => found && known.has(found));
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
