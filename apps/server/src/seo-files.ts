import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A page's path in each language, as the web build lists them (dist/sitemap-pages.json). */
export type SitemapEntry = Record<string, string>;

export function readSitemapEntries(webDist: string): SitemapEntry[] {
  const file = join(webDist, 'sitemap-pages.json');
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as SitemapEntry[];
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The public pages with absolute addresses and their language alternates. */
export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const origin = new URL(publicUrl).origin;
  const urls = entries.flatMap((entry) => {
    const alternates = Object.entries(entry)
      .map(
        ([lang, path]) =>
          `    <xhtml:link rel="alternate" hreflang="${lang}" href="${xmlEscape(origin + path)}"/>`,
      )
      .join('\n');
    return Object.values(entry).map(
      (path) => `  <url>\n    <loc>${xmlEscape(origin + path)}</loc>\n${alternates}\n  </url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may read the public site; the signed-in areas and the API are not for them. */
export function robotsTxt(publicUrl: string): string {
  const origin = new URL(publicUrl).origin;
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /v1/',
    'Disallow: /docs',
    'Disallow: /*/dashboard',
    'Disallow: /*/superadmin',
    'Disallow: /*/login',
    'Disallow: /*/authenticated',
    'Disallow: /*/auth/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
