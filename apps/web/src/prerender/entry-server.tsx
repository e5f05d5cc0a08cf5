import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Route, Routes, StaticRouter } from 'react-router';
import { PublicLayout } from '../app/layouts/public-layout.tsx';
import { LandingRoute } from '../app/routes/landing-route.tsx';
import { PublicPageRoute } from '../app/routes/public-page-route.tsx';
import type { Language } from '../lib/languages.ts';
import { pageMeta, renderDocument, type PageAssets, type PageMeta } from './document.ts';
import { PRERENDERED_PAGES, pagePath, prerenderTargets, type PrerenderedPage } from './pages.ts';
import { createServerI18n } from './server-i18n.ts';

/**
 * The build's server entry (scripts/prerender.ts): renders the public pages with the app's own
 * layout and components, as plain markup. Nothing hydrates it; public-site.js wires the controls.
 */
export function renderPublicPage(
  lang: Language,
  page: PrerenderedPage,
): { meta: PageMeta; body: string } {
  const i18n = createServerI18n(lang);
  const body = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <StaticRouter location={pagePath(lang, page)}>
        <Routes>
          <Route path=":lang" element={<PublicLayout />}>
            <Route index element={<LandingRoute />} />
            {PRERENDERED_PAGES.filter((p) => p !== '').map((p) => (
              <Route key={p} path={p} element={<PublicPageRoute page={p} />} />
            ))}
          </Route>
        </Routes>
      </StaticRouter>
    </I18nextProvider>,
  );
  return { meta: pageMeta((key) => i18n.t(key, { ns: 'public' }), page), body };
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
