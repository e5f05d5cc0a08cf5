import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, TOP_BAR_LINKS } from '../features/public/public-pages.ts';
import { PRERENDERED_PAGES, pagePath, prerenderTargets } from './pages.ts';

describe('prerendered pages', () => {
  it('are the landing page and the top bar pages in both languages, one file each', () => {
    expect(prerenderTargets()).toEqual([
      { lang: 'en', page: '', path: '/en', file: 'en/index.html' },
      { lang: 'en', page: 'pricing', path: '/en/pricing', file: 'en/pricing/index.html' },
      { lang: 'en', page: 'blog', path: '/en/blog', file: 'en/blog/index.html' },
      { lang: 'en', page: 'enterprise', path: '/en/enterprise', file: 'en/enterprise/index.html' },
      { lang: 'en', page: 'solutions', path: '/en/solutions', file: 'en/solutions/index.html' },
      { lang: 'fr', page: '', path: '/fr', file: 'fr/index.html' },
      { lang: 'fr', page: 'pricing', path: '/fr/pricing', file: 'fr/pricing/index.html' },
      { lang: 'fr', page: 'blog', path: '/fr/blog', file: 'fr/blog/index.html' },
      { lang: 'fr', page: 'enterprise', path: '/fr/enterprise', file: 'fr/enterprise/index.html' },
      { lang: 'fr', page: 'solutions', path: '/fr/solutions', file: 'fr/solutions/index.html' },
    ]);
  });

  it('cover every top bar link and leave the forms to the SPA', () => {
    expect([...PRERENDERED_PAGES].sort()).toEqual([...TOP_BAR_LINKS].sort());
    const spaOnly = PUBLIC_PAGES.filter(
      (page) => !(PRERENDERED_PAGES as readonly string[]).includes(page),
    );
    expect(spaOnly).toEqual(['onboarding', 'enterprise-quote']);
  });

  it('answer paths without a trailing slash', () => {
    expect(pagePath('fr', '')).toBe('/fr');
    expect(pagePath('en', 'blog')).toBe('/en/blog');
  });
});
