// Builds the server and packages/domain to JavaScript, so production runs `node` on the built
// files with production dependencies only (no tsx). tsc emits both trees side by side; the
// server's imports of `@tableside/domain/<name>` are then pointed at the built domain, and the
// analysis model's data files are copied beside the code that reads them. Training code
// (apps/server/training) is not under `src`: tsc's rootDir refuses a runtime import of it.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const server = join(root, 'apps/server');
const domain = join(root, 'packages/domain');
const tsc = join(root, 'node_modules/.bin/tsc');

for (const dir of [join(server, 'dist'), join(domain, 'dist')])
  rmSync(dir, { recursive: true, force: true });
for (const project of [domain, server]) {
  const run = spawnSync(tsc, ['-p', join(project, 'tsconfig.build.json')], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.js'))
    .map((e) => join(e.parentPath, e.name));

const SPECIFIER = /(["'])@tableside\/domain\/([\w/-]+)\1/g;
for (const file of files(join(server, 'dist'))) {
  const text = readFileSync(file, 'utf8');
  const built = text.replace(SPECIFIER, (_, quote, name) => {
    let path = relative(dirname(file), join(domain, 'dist', `${name}.js`));
    if (!path.startsWith('.')) path = `./${path}`;
    return `${quote}${path}${quote}`;
  });
  if (built !== text) writeFileSync(file, built);
}

// The running model's data; training's sentences and gold sets live in apps/server/training,
// which is outside `src` and so never built.
const DATA = 'ai/analysis/data';
cpSync(join(server, 'src', DATA), join(server, 'dist', DATA), { recursive: true });
console.log('Built apps/server/dist and packages/domain/dist');
