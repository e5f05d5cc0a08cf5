import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown.ts';
import { blogPost, blogPosts, blogSlugs, parsePost } from './posts.ts';

describe('markdown subset', () => {
  it('parses headings, lists, quotes and paragraphs', () => {
    const blocks = parseMarkdown(
      '## One\n\nSome *soft* and **bold**\ntext.\n\n- a\n- b\n\n1. x\n2. y\n\n> quoted\n> here',
    );
    expect(blocks.map((block) => block.type)).toEqual([
      'heading',
      'paragraph',
      'list',
      'list',
      'quote',
    ]);
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Some ' },
        { type: 'em', text: 'soft' },
        { type: 'text', text: ' and ' },
        { type: 'strong', text: 'bold' },
        { type: 'text', text: ' text.' },
      ],
    });
    expect(blocks[3]).toMatchObject({ ordered: true, items: [[{ text: 'x' }], [{ text: 'y' }]] });
    expect(blocks[4]).toEqual({ type: 'quote', content: [{ type: 'text', text: 'quoted here' }] });
  });

  it('links only to web addresses and site paths', () => {
    expect(parseInline('[a](https://x.ca) [b](/en/pricing) [c](javascript:alert(1))')).toEqual([
      { type: 'link', text: 'a', href: 'https://x.ca' },
      { type: 'text', text: ' ' },
      { type: 'link', text: 'b', href: '/en/pricing' },
      { type: 'text', text: ' [c](javascript:alert(1))' },
    ]);
  });
});

describe('blog posts', () => {
  it('exist in both languages with every field, newest first', () => {
    const slugs = blogSlugs();
    expect(slugs.length).toBeGreaterThanOrEqual(3);
    for (const lang of ['en', 'fr'] as const) {
      expect(
        blogPosts(lang)
          .map((post) => post.slug)
          .sort(),
      ).toEqual(slugs);
      const dates = blogPosts(lang).map((post) => post.date);
      expect(dates).toEqual([...dates].sort().reverse());
      for (const post of blogPosts(lang)) {
        expect(post.title && post.excerpt && post.category && post.author).toBeTruthy();
        expect(post.readTime).toBeGreaterThanOrEqual(1);
        expect(post.body.length).toBeGreaterThan(3);
      }
    }
    expect(blogPost('fr', slugs[0] ?? '')?.lang).toBe('fr');
  });

  it('read time is the words at 200 a minute, rounded up', () => {
    const words = Array.from({ length: 401 }, () => 'mot').join(' ');
    const post = parsePost(
      'src/content/blog/fr/x.md',
      `---\ntitle: T\nexcerpt: E\ncategory: C\nauthor: A\ndate: 2026-01-01\n---\n${words}\n`,
    );
    expect(post.readTime).toBe(3);
    expect(() => parsePost('src/content/blog/fr/x.md', '---\ntitle: T\n---\nx')).toThrow(/excerpt/);
  });
});
