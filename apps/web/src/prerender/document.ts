import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../lib/languages.ts';
import { pagePath, type PrerenderedPage, type TopLevelPage } from './pages.ts';

const BRAND = 'Tableside';

/** A lookup in the `public` namespace of the page's language. */
export type Translate = (key: string) => string;

export type PageMeta = { title: string; description: string };

/** The picture social networks show for a shared link: the dashboard preview. */
const SOCIAL_IMAGE = '/dashboard-preview.jpg';
const OG_LOCALES: Record<Language, string> = { en: 'en_CA', fr: 'fr_CA' };

/** A post's title names the brand too. */
export function titleWithBrand(heading: string): string {
  return heading.includes(BRAND) ? heading : `${heading} · ${BRAND}`;
}

/** The files the client build produced that a prerendered page links, as URL paths. */
export type PageAssets = { css: readonly string[]; script: string };

export type PageDocument = {
  lang: Language;
  page: PrerenderedPage;
  meta: PageMeta;
  /** The rendered markup of the page, inside <body>. */
  body: string;
  assets: PageAssets;
  /** The site's origin (`https://reviews.example.com`) for absolute links, or '' for paths. */
  origin: string;
};

/** Title and description from the same strings the page shows; every title names the brand once. */
export function pageMeta(t: Translate, page: TopLevelPage): PageMeta {
  if (!page)
    return { title: `${BRAND} · ${t('landing.eyebrow')}`, description: t('landing.subtitle') };
  return {
    title: titleWithBrand(t(`pages.${page}.title`)),
    description: t(`pages.${page}.description`),
  };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * The <head> of a prerendered page. The theme class is left to boot.js, which reads storage
 * before the first paint; public-site.js, the page's only other script, runs there too so a
 * signed-in visitor is sent on before anything shows. No inline script: the CSP is script-src
 * 'self'.
 */
export function headTags({ lang, page, meta, assets, origin }: Omit<PageDocument, 'body'>) {
  const url = (language: Language) => `${origin}${pagePath(language, page)}`;
  return [
    '<meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    '<meta name="color-scheme" content="light dark" />',
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${url(lang)}" />`,
    ...LANGUAGES.map(
      (language) => `<link rel="alternate" hreflang="${language}" href="${url(language)}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${url(DEFAULT_LANGUAGE)}" />`,
    `<meta property="og:type" content="${page.startsWith('blog/') ? 'article' : 'website'}" />`,
    `<meta property="og:site_name" content="${BRAND}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${url(lang)}" />`,
    `<meta property="og:image" content="${origin}${SOCIAL_IMAGE}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[lang]}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    ...assets.css.map((href) => `<link rel="stylesheet" href="${href}" />`),
    '<script src="/boot.js"></script>',
    `<script src="${assets.script}"></script>`,
  ];
}

export function renderDocument(document: PageDocument): string {
  const head = headTags(document)
    .map((tag) => `    ${tag}\n`)
    .join('');
  return `<!doctype html>\n<html lang="${document.lang}">\n  <head>\n${head}  </head>\n  <body>\n    ${document.body}\n  </body>\n</html>\n`;
}
