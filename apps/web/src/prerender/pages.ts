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
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

export type PrerenderTarget = {
  lang: Language;
  page: PrerenderedPage;
  /** The URL path the page answers, without a trailing slash. */
  path: string;
  /** Where it is written, relative to dist; the server serves it for `path`. */
  file: string;
};

export function pagePath(lang: Language, page: PrerenderedPage): string {
  return page ? `/${lang}/${page}` : `/${lang}`;
}

/** Every page in every language. */
export function prerenderTargets(): PrerenderTarget[] {
  return LANGUAGES.flatMap((lang) =>
    PRERENDERED_PAGES.map((page) => {
      const path = pagePath(lang, page);
      return { lang, page, path, file: `${path.slice(1)}/index.html` };
    }),
  );
}
