import type { TSubscriptionTier } from '@tableside/domain/schemas/tiers';
import { defaultPublicTiers } from '@tableside/domain/public-tiers';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import { PublicLayout } from '../app/layouts/public-layout.tsx';
import { BlogPostRoute } from '../app/routes/blog-post-route.tsx';
import { LandingRoute } from '../app/routes/landing-route.tsx';
import { PublicPageRoute } from '../app/routes/public-page-route.tsx';
import { blogPost } from '../features/public/blog/posts.ts';
import { STATIC_PUBLIC_PAGES } from '../features/public/public-pages.ts';
import { PublicTiersProvider } from '../features/public/public-tiers.tsx';
import type { Language } from '../lib/languages.ts';
import {
  pageMeta,
  renderDocument,
  titleWithBrand,
  type PageAssets,
  type PageMeta,
} from './document.ts';
import {
  blogPostSlug,
  pagePath,
  prerenderTargets,
  sitemapPages,
  TIER_PAGES,
  type PrerenderedPage,
} from './pages.ts';
import { LANGUAGES } from '../lib/languages.ts';
import { createServerI18n } from './server-i18n.ts';

function metaOf(lang: Language, page: PrerenderedPage, t: (key: string) => string): PageMeta {
  const slug = blogPostSlug(page);
  if (slug === null) return pageMeta(t, page as Parameters<typeof pageMeta>[1]);
  const post = blogPost(lang, slug);
  if (!post) throw new Error(`No ${lang} blog post ${slug}`);
  return { title: titleWithBrand(post.title), description: post.excerpt };
}

/**
 * The build's server entry (scripts/prerender.ts): renders the public pages with the app's own
 * layout and components, as plain markup, the landing and pricing pages with `tiers` (the seed
 * records at build time, the live ones on the server). Nothing hydrates it; public-site.js wires
 * the controls.
 */
export function renderPublicPage(
  lang: Language,
  page: PrerenderedPage,
  tiers: TSubscriptionTier[] = defaultPublicTiers(),
): { meta: PageMeta; body: string } {
  const i18n = createServerI18n(lang);
  const body = renderToStaticMarkup(
    <PublicTiersProvider value={tiers}>
      <I18nextProvider i18n={i18n}>
        <StaticRouter location={pagePath(lang, page)}>
          <Routes>
            <Route path=":lang" element={<PublicLayout />}>
              <Route index element={<LandingRoute />} />
              {STATIC_PUBLIC_PAGES.map((p) => (
                <Route key={p} path={p} element={<PublicPageRoute page={p} />} />
              ))}
              <Route path="blog/:slug" element={<BlogPostRoute />} />
            </Route>
          </Routes>
        </StaticRouter>
      </I18nextProvider>
    </PublicTiersProvider>,
  );
  return { meta: metaOf(lang, page, (key) => i18n.t(key, { ns: 'public' })), body };
}

/** Every prerendered page as a file to write under dist. */
export function prerenderPublicPages(
  assets: PageAssets,
  origin = '',
): { file: string; html: string }[] {
  return prerenderTargets().map(({ lang, page, file }) => ({
    file,
    html: renderDocument({ lang, page, assets, origin, ...renderPublicPage(lang, page) }),
  }));
}

/** The paths of the pages that show tier records. */
export function tierPagePaths(): string[] {
  return tierTargets().map(({ path }) => path);
}

function tierTargets() {
  return prerenderTargets().filter(({ page }) => (TIER_PAGES as readonly string[]).includes(page));
}

/**
 * The pages that show tier records, rendered with the live ones: the server (apps/server/src/
 * tier-pages.ts) serves these instead of the build's copies once the records differ from the seed.
 */
export function renderTierPages(
  assets: PageAssets,
  tiers: TSubscriptionTier[],
): { path: string; html: string }[] {
  return tierTargets().map(({ lang, page, path }) => ({
    path,
    html: renderDocument({
      lang,
      page,
      assets,
      origin: '',
      ...renderPublicPage(lang, page, tiers),
    }),
  }));
}

/** One sitemap entry per page: its path in each language (the hreflang alternates). */
export function sitemapEntries(): Record<Language, string>[] {
  return sitemapPages().map(
    (page) =>
      Object.fromEntries(LANGUAGES.map((lang) => [lang, pagePath(lang, page)])) as Record<
        Language,
        string
      >,
  );
}
