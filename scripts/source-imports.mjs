// The TypeScript files under folders and the files each imports among them (`import type` and
// `import()` included), as TypeScript resolves them: read by check-import-cycles.mjs and
// database-test-files.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const options = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
};

/** Every `.ts` and `.tsx` file under `folders` (absolute paths), declaration files aside. */
export function sourceFiles(folders) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
    }
  };
  folders.forEach(walk);
  return files;
}

/** The files among `files` that `file` imports, once each. */
export function importsAmong(file, files) {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const targets = importedFiles
    .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, ts.sys).resolvedModule)
    .map((found) => found?.resolvedFileName)
    .filter((target) => target && files.has(target));
  return [...new Set(targets)];
}
