import { describe, expect, it } from 'vitest';
import { prerenderPublicPages, renderPublicPage } from './entry-server.tsx';

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

  it('writes ten documents with no inline script and no app entry', () => {
    const pages = prerenderPublicPages(assets);
    expect(pages).toHaveLength(10);
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
