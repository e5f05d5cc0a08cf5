import { describe, expect, it } from 'vitest';
import { blogSlugs } from '../features/public/blog/posts.ts';
import { PUBLIC_PAGES, TOP_BAR_LINKS } from '../features/public/public-pages.ts';
import { PRERENDERED_PAGES, pagePath, prerenderTargets, sitemapPages } from './pages.ts';

describe('prerendered pages', () => {
  it('are the landing page, the top bar pages and each blog post in both languages', () => {
    const targets = prerenderTargets();
    expect(targets.slice(0, 5)).toEqual([
      { lang: 'en', page: '', path: '/en', file: 'en/index.html' },
      { lang: 'en', page: 'pricing', path: '/en/pricing', file: 'en/pricing/index.html' },
      { lang: 'en', page: 'blog', path: '/en/blog', file: 'en/blog/index.html' },
      { lang: 'en', page: 'enterprise', path: '/en/enterprise', file: 'en/enterprise/index.html' },
      { lang: 'en', page: 'solutions', path: '/en/solutions', file: 'en/solutions/index.html' },
    ]);
    const slug = blogSlugs()[0] ?? '';
    expect(targets).toContainEqual({
      lang: 'fr',
      page: `blog/${slug}`,
      path: `/fr/blog/${slug}`,
      file: `fr/blog/${slug}/index.html`,
    });
    expect(targets).toHaveLength(2 * (5 + blogSlugs().length));
  });

  it('cover every top bar link and leave the forms to the SPA', () => {
    expect([...PRERENDERED_PAGES].sort()).toEqual([...TOP_BAR_LINKS].sort());
    const spaOnly = PUBLIC_PAGES.filter(
      (page) => !(PRERENDERED_PAGES as readonly string[]).includes(page),
    );
    expect(spaOnly).toEqual(['onboarding', 'enterprise-quote']);
    expect(sitemapPages()).toEqual(expect.arrayContaining(['', 'onboarding', 'enterprise-quote']));
  });

  it('answer paths without a trailing slash', () => {
    expect(pagePath('fr', '')).toBe('/fr');
    expect(pagePath('en', 'blog')).toBe('/en/blog');
  });
});
