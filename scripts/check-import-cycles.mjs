// Fails on any import cycle, `import type` and `import()` included: a cycle of types still ties
// two modules into one. Run by `npm run lint`, instead of ESLint's import-x/no-cycle, which saw
// fewer cycles (none of types) and took three quarters of the lint's time.
// Usage: node scripts/check-import-cycles.mjs [folder...] (default: every workspace's code).
import { join, relative, resolve } from 'node:path';
import { importsAmong, sourceFiles } from './source-imports.mjs';

const root = resolve(import.meta.dirname, '..');
const folders = process.argv.slice(2);
const roots = folders.length
  ? folders
  : [
      'apps/server/src',
      'apps/server/scripts',
      'apps/server/training',
      'apps/server/eval',
      'apps/web/src',
      'apps/web/e2e',
      'apps/web/scripts',
      'packages/domain/src',
      'bench',
    ];

const files = sourceFiles(roots.map((folder) => join(root, folder)));
const known = new Set(files);
const imports = new Map(files.map((file) => [file, importsAmong(file, known)]));

// Tarjan's strongly connected components: every component of more than one module is a cycle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
const visit = (file) => {
  index.set(file, counter);
  low.set(file, counter++);
  stack.push(file);
  onStack.add(file);
  for (const next of imports.get(file)) {
    if (!index.has(next)) {
      visit(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
  }
  if (low.get(file) !== index.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(relative(root, member));
  } while (member !== file);
  if (component.length > 1 || imports.get(file).includes(file)) cycles.push(component.sort());
};
files.forEach((file) => index.has(file) || visit(file));

if (cycles.length) {
  console.error(`${cycles.length} import cycle(s), type-only imports included:`);
  for (const cycle of cycles) console.error(`  ${cycle.join(' <-> ')}`);
  process.exit(1);
}
