import { describe, expect, it } from 'vitest';
import enPublic from '../locales/en/public.json';
import frPublic from '../locales/fr/public.json';
import { escapeHtml, headTags, pageMeta, renderDocument, type Translate } from './document.ts';

type Tree = { [key: string]: string | Tree };

/** A lookup in a namespace's JSON, as i18next does for these plain keys. */
const translate =
  (tree: Tree): Translate =>
  (key) => {
    const value = key
      .split('.')
      .reduce<string | Tree | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        tree,
      );
    if (typeof value !== 'string') throw new Error(`no string at ${key}`);
    return value;
  };

const assets = { css: ['/assets/index-abc.css'], script: '/assets/public-site-def.js' };
const meta = { title: 'Tarifs · Tableside', description: 'Des "forfaits" <simples> & clairs' };

describe('page meta', () => {
  it('comes from the strings the page shows, naming the brand once', () => {
    const en = translate(enPublic);
    expect(pageMeta(en, '')).toEqual({
      title: 'Tableside · Review management for restaurant groups',
      description: enPublic.landing.subtitle,
    });
    expect(pageMeta(en, 'pricing')).toEqual({
      title: 'Pricing · Tableside',
      description: enPublic.pages.pricing.description,
    });
    expect(pageMeta(en, 'enterprise').title).toBe('Tableside for enterprise');
    expect(pageMeta(translate(frPublic), 'blog')).toEqual({
      title: 'Blogue · Tableside',
      description: frPublic.pages.blog.description,
    });
  });
});

describe('head tags', () => {
  const tags = headTags({ lang: 'fr', page: 'pricing', meta, assets, origin: '' });

  it('carry the escaped title and description', () => {
    expect(tags).toContain('<title>Tarifs · Tableside</title>');
    expect(tags).toContain(
      '<meta name="description" content="Des &quot;forfaits&quot; &lt;simples&gt; &amp; clairs" />',
    );
  });

  it('link the page canonically and in each language, English by default', () => {
    expect(
      tags.filter((tag) => tag.startsWith('<link rel="canonical"') || tag.includes('hreflang')),
    ).toEqual([
      '<link rel="canonical" href="/fr/pricing" />',
      '<link rel="alternate" hreflang="en" href="/en/pricing" />',
      '<link rel="alternate" hreflang="fr" href="/fr/pricing" />',
      '<link rel="alternate" hreflang="x-default" href="/en/pricing" />',
    ]);
    const landing = headTags({ lang: 'en', page: '', meta, assets, origin: 'https://x.example' });
    expect(landing).toContain('<link rel="canonical" href="https://x.example/en" />');
    expect(landing).toContain('<link rel="alternate" hreflang="fr" href="https://x.example/fr" />');
  });

  it('give social networks a title, description, address and picture', () => {
    expect(tags).toContain('<meta property="og:title" content="Tarifs · Tableside" />');
    expect(tags).toContain('<meta property="og:url" content="/fr/pricing" />');
    expect(tags).toContain('<meta property="og:locale" content="fr_CA" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('load the client stylesheet, boot.js and public-site.js only, from files', () => {
    expect(tags).toContain('<link rel="stylesheet" href="/assets/index-abc.css" />');
    expect(tags.filter((tag) => tag.startsWith('<script'))).toEqual([
      '<script src="/boot.js"></script>',
      '<script src="/assets/public-site-def.js"></script>',
    ]);
  });
});

describe('document', () => {
  it('sets the language and puts the page in the body, leaving the theme class to boot.js', () => {
    const html = renderDocument({
      lang: 'fr',
      page: 'pricing',
      meta,
      assets,
      origin: '',
      body: '<main>Tarifs</main>',
    });
    expect(html.startsWith('<!doctype html>\n<html lang="fr">\n')).toBe(true);
    expect(html).toContain('<body>\n    <main>Tarifs</main>\n  </body>');
    expect(html).not.toContain('class="dark"');
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
