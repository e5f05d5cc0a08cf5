import type { Language } from '../../../lib/languages.ts';
import { parseMarkdown, type Block } from './markdown.ts';

export type BlogPost = {
  slug: string;
  lang: Language;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  /** ISO date of publication. */
  date: string;
  /** Minutes, from the length of the text at 200 words a minute. */
  readTime: number;
  body: Block[];
};

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;
const REQUIRED = ['title', 'excerpt', 'category', 'author', 'date'] as const;

/** One post file: `key: value` front matter between `---` lines, then Markdown. */
export function parsePost(file: string, source: string): BlogPost {
  const path = /content\/blog\/(en|fr)\/([a-z0-9-]+)\.md$/.exec(file);
  const parts = FRONT_MATTER.exec(source.replace(/\r\n/g, '\n'));
  if (!path || !parts) throw new Error(`${file}: not a blog post (front matter and path)`);
  const fields = new Map<string, string>();
  for (const line of (parts[1] ?? '').split('\n')) {
    const at = line.indexOf(':');
    if (at > 0) fields.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  for (const key of REQUIRED) if (!fields.get(key)) throw new Error(`${file}: no ${key}`);
  const text = parts[2] ?? '';
  const words = text.split(/\s+/).filter(Boolean).length;
  return {
    slug: path[2] ?? '',
    lang: path[1] as Language,
    title: fields.get('title') ?? '',
    excerpt: fields.get('excerpt') ?? '',
    category: fields.get('category') ?? '',
    author: fields.get('author') ?? '',
    date: fields.get('date') ?? '',
    readTime: Math.max(1, Math.ceil(words / 200)),
    body: parseMarkdown(text),
  };
}

const SOURCES = import.meta.glob<string>('../../../content/blog/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const ALL_POSTS = Object.entries(SOURCES).map(([file, source]) => parsePost(file, source));

/** A language's posts, newest first. */
export function blogPosts(lang: Language): BlogPost[] {
  return ALL_POSTS.filter((post) => post.lang === lang).sort((a, b) =>
    b.date.localeCompare(a.date),
  );
}

export function blogPost(lang: Language, slug: string): BlogPost | undefined {
  return ALL_POSTS.find((post) => post.lang === lang && post.slug === slug);
}

/** Every slug, each of which exists in every language (checked by the tests). */
export function blogSlugs(): string[] {
  return [...new Set(ALL_POSTS.map((post) => post.slug))].sort();
}
