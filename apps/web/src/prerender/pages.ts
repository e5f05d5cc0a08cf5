import { blogSlugs } from '../features/public/blog/posts.ts';
import type { PublicPage } from '../features/public/public-pages.ts';
import { LANGUAGES, type Language } from '../lib/languages.ts';

/**
 * The public pages built as static HTML at build time, '' being the landing page. Onboarding and
 * the enterprise quote are forms that need the app, so they stay in the SPA.
 */
export const PRERENDERED_PAGES = [
  '',
  'pricing',
  'blog',
  'enterprise',
  'solutions',
] as const satisfies readonly ('' | PublicPage)[];
/** The prerendered pages that show the tier records (prices, plans): the landing and pricing. */
export const TIER_PAGES = ['', 'pricing'] as const satisfies readonly TopLevelPage[];
export type TopLevelPage = (typeof PRERENDERED_PAGES)[number];
/** A top-level page or one blog post (`blog/<slug>`). */
export type PrerenderedPage = TopLevelPage | `blog/${string}`;

export type PrerenderTarget = {
  lang: Language;
  page: PrerenderedPage;
  /** The URL path the page answers, without a trailing slash. */
  path: string;
  /** Where it is written, relative to dist; the server serves it for `path`. */
  file: string;
};

export function pagePath(lang: Language, page: PrerenderedPage | PublicPage): string {
  return page ? `/${lang}/${page}` : `/${lang}`;
}

export function blogPostSlug(page: PrerenderedPage): string | null {
  return page.startsWith('blog/') ? page.slice('blog/'.length) : null;
}

/** The top-level pages, then every blog post. */
export function prerenderedPages(): PrerenderedPage[] {
  return [...PRERENDERED_PAGES, ...blogSlugs().map((slug) => `blog/${slug}` as const)];
}

/** Every page in every language. */
export function prerenderTargets(): PrerenderTarget[] {
  return LANGUAGES.flatMap((lang) =>
    prerenderedPages().map((page) => {
      const path = pagePath(lang, page);
      return { lang, page, path, file: `${path.slice(1)}/index.html` };
    }),
  );
}

/** The sitemap's pages: the prerendered ones and the two forms, each in every language. */
export function sitemapPages(): (PrerenderedPage | PublicPage)[] {
  return [...prerenderedPages(), 'onboarding', 'enterprise-quote'];
}
