import { describe, expect, it } from 'vitest';
import { blogSlugs } from '../features/public/blog/posts.ts';
import { defaultPublicTiers } from '@tableside/domain/public-tiers';
import {
  prerenderPublicPages,
  renderPublicPage,
  renderTierPages,
  tierPagePaths,
} from './entry-server.tsx';
import { prerenderTargets } from './pages.ts';

const assets = { css: ['/assets/index-abc.css'], script: '/assets/public-site-def.js' };

describe('prerendering', () => {
  it('renders the page with the public layout in its language', () => {
    const { meta, body } = renderPublicPage('fr', 'pricing');
    expect(meta.title).toBe('Tarifs · Tableside');
    expect(body).toContain('<h1 class="text-3xl font-bold tracking-tight">Tarifs</h1>');
    expect(body).toContain('aria-label="Navigation du site"');
    expect(body).toMatch(/<a [^>]*aria-current="page"[^>]*href="\/fr\/pricing"/);
    expect(body).toContain('<main id="main"');
  });

  it('links the other language, the app pages and the theme toggle with plain markup', () => {
    const { body } = renderPublicPage('en', '');
    expect(body).toMatch(/<a [^>]*data-switch-lang="fr"[^>]*href="\/fr"/);
    expect(body).toContain('href="/en/login"');
    expect(body).toContain('href="/en/onboarding"');
    expect(body).toContain('data-label-to-dark="Switch to dark mode"');
    expect(body).toContain('data-label-to-light="Switch to light mode"');
    expect(body).toContain('data-testid="free-trial"');
  });

  it('writes every page with no inline script and no app entry', () => {
    const pages = prerenderPublicPages(assets);
    expect(pages).toHaveLength(prerenderTargets().length);
    for (const { file, html } of pages) {
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
      expect(scripts, file).toEqual([
        '<script src="/boot.js">',
        '<script src="/assets/public-site-def.js">',
      ]);
      expect(html, file).not.toMatch(/<script[^>]*>[^<]/);
      expect(html, file).not.toContain('id="root"');
      expect(html, file).not.toMatch(/\{\{|pages\.|landing\./);
    }
  });
});

describe('page content', () => {
  it('the landing page has every section, in order', () => {
    const { body } = renderPublicPage('en', '');
    const order = [
      'data-testid="free-trial"',
      'data-testid="demo-video"',
      'id="hero-stats"',
      'data-testid="landing-features"',
      'data-testid="landing-comparison"',
      'data-testid="landing-integrations"',
      'data-testid="landing-stats"',
      'data-testid="landing-roi"',
      'data-testid="landing-preview"',
      'data-testid="landing-testimonials"',
      'data-testid="landing-final-cta"',
    ].map((marker) => body.indexOf(marker));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(body.match(/data-testid="comparison-/g)).toHaveLength(6);
    // The same six rows as cards for phones.
    expect(body.match(/data-testid="compare-card-/g)).toHaveLength(6);
    // Each platform by name, after a mark of our own drawing (not coloured text alone).
    for (const platform of ['Google', 'Yelp', 'Tripadvisor', 'OpenTable'])
      expect(body).toMatch(new RegExp(`</svg>${platform}</li>`));
    // The calculator shows the defaults' results: 30 hours, $750, 75%.
    expect(body).toMatch(/data-roi-out="timeSaved"[^>]*>30</);
    expect(body).toMatch(/data-roi-out="costSaved"[^>]*>\$750</);
    expect(body).toMatch(/data-roi-out="responseImprovement"[^>]*>75</);
    // Each field's bounds, said once its value leaves them.
    expect(body).toMatch(
      /data-roi-range="monthlyReviews"[^>]*>Enter a whole number from 0 to 10,000\.</,
    );
    expect(body).toMatch(/<img [^>]*loading="lazy"/);
  });

  it('the pricing page shows monthly and annual prices of the tier records', () => {
    const { body } = renderPublicPage('en', 'pricing');
    expect(body).toContain('data-tier-card="growth"');
    expect(body).toContain('data-tier-card="essential"');
    expect(body).toContain('data-tier-card="pro"');
    expect(body).not.toContain('data-tier-card="enterprise"');
    expect(body).toContain('data-testid="enterprise-block"');
    expect(body).toMatch(/data-tier-price="monthly">\$119</);
    expect(body).toMatch(/data-tier-price="annual">\$107</);
    // French puts the symbol after, past a space that never breaks.
    const fr = renderPublicPage('fr', 'pricing').body;
    expect(fr).toMatch(/data-tier-price="monthly">119\u00a0\$</);
    expect(body).toContain('href="/en/onboarding?package=essential"');
    expect(body).toContain('href="/en/enterprise-quote"');
  });

  it('the landing and pricing pages render the tier records they are given', () => {
    const tiers = [
      ...defaultPublicTiers().map((tier) =>
        tier.name === 'Growth' ? { ...tier, price_monthly: 84 } : tier,
      ),
      { ...defaultPublicTiers()[0]!, name: 'Starter', price_monthly: 39 },
    ];
    expect(tierPagePaths()).toEqual(['/en', '/en/pricing', '/fr', '/fr/pricing']);
    const pages = new Map(renderTierPages(assets, tiers).map(({ path, html }) => [path, html]));
    expect(pages.get('/en/pricing')).toMatch(/data-tier-price="monthly">\$84</);
    expect(pages.get('/en/pricing')).toContain('data-tier-card="starter"');
    expect(pages.get('/fr')).toMatch(/À partir de 39\u00a0\$ \(USD\)/);
    expect(pages.get('/en')).toContain('<link rel="stylesheet" href="/assets/index-abc.css"');
  });

  it('each blog post has its own page, title and description', () => {
    const slug = blogSlugs()[0] ?? '';
    const { meta, body } = renderPublicPage('fr', `blog/${slug}`);
    expect(meta.title).toMatch(/ · Tableside$/);
    expect(meta.description.length).toBeGreaterThan(20);
    expect(body).toContain('<article');
    expect(body).toContain('data-newsletter="fr"');
    const list = renderPublicPage('fr', 'blog').body;
    expect(list).toContain(`href="/fr/blog/${slug}"`);
    expect(list).toMatch(/min de lecture/);
  });
});
