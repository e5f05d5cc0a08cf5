// Runs after the client build (npm run build): renders the public pages to static HTML with
// the app's own components, and builds the one small script those pages load. The server entry
// stays in dist-ssr, one self-contained file with the pages' assets beside it: the server renders
// the landing and pricing pages again with the live tier records (apps/server/src/tier-pages.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import type * as ServerEntry from '../src/prerender/entry-server.tsx';

const webDir = resolve(import.meta.dirname, '..');
const dist = join(webDir, 'dist');
const ssrOut = join(webDir, 'dist-ssr');

type Manifest = Record<string, { file: string; css?: string[] }>;
type BuildResult = Awaited<ReturnType<typeof build>>;

/** The client build's stylesheet, the same hashed file the SPA links. */
function clientStylesheets(): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const css = manifest['index.html']?.css ?? [];
  if (css.length === 0)
    throw new Error('No stylesheet in dist/.vite/manifest.json: run vite build');
  return css.map((file) => `/${file}`);
}

function entryFileOf(result: BuildResult): string {
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    for (const item of output.output)
      if (item.type === 'chunk' && item.isEntry) return item.fileName;
  }
  throw new Error('The build produced no entry chunk');
}

/**
 * public-site.ts as a build of its own: one classic script (an IIFE, so it can block in <head>)
 * sharing no chunk with the SPA, hashed like the other assets so the server caches it for good.
 */
async function buildPublicSiteScript(): Promise<string> {
  const result = await build({
    root: webDir,
    configFile: false,
    logLevel: 'warn',
    build: {
      outDir: dist,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      rolldownOptions: {
        input: join(webDir, 'src/prerender/public-site.ts'),
        output: { format: 'iife', entryFileNames: 'assets/public-site-[hash].js' },
      },
    },
  });
  return `/${entryFileOf(result)}`;
}

/**
 * The server entry, built with the app's Vite config so it compiles exactly as the client does,
 * with its dependencies inside: the server's runtime has none of the web app's packages.
 */
async function loadServerEntry(): Promise<typeof ServerEntry> {
  await build({
    root: webDir,
    logLevel: 'warn',
    ssr: { noExternal: true },
    build: {
      ssr: 'src/prerender/entry-server.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });
  return (await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href)) as typeof ServerEntry;
}

/** With PUBLIC_URL set (as for the server), canonical and hreflang links are absolute. */
const origin = process.env.PUBLIC_URL ? new URL(process.env.PUBLIC_URL).origin : '';

const css = clientStylesheets();
const script = await buildPublicSiteScript();
const { prerenderPublicPages, sitemapEntries, tierPagePaths } = await loadServerEntry();
const pages = prerenderPublicPages({ css, script }, origin);
for (const { file, html } of pages) {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), html);
}
// The server turns this list into /sitemap.xml with its PUBLIC_URL (apps/server seo-files.ts).
writeFileSync(join(dist, 'sitemap-pages.json'), JSON.stringify(sitemapEntries()));
writeFileSync(
  join(ssrOut, 'page-assets.json'),
  JSON.stringify({ css, script, tierPages: tierPagePaths() }),
);
console.log(`prerendered ${pages.length} pages and ${script}`);
