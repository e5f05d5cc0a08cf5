import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../lib/languages.ts';
import { blogPosts } from '../blog/posts.ts';
import { NewsletterBox } from './newsletter-box.tsx';

export function BlogList({ lang }: { lang: Language }) {
  const { t } = useTranslation('public');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-16">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{t('pages.blog.title')}</h1>
        <p className="mt-2 text-lg text-slate-700 dark:text-slate-300">{t('blog.intro')}</p>
      </div>
      <ul className="flex flex-col gap-6">
        {blogPosts(lang).map((post) => (
          <li
            key={post.slug}
            data-testid="blog-post"
            className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <article aria-labelledby={`post-${post.slug}`} className="flex flex-col gap-2">
              <p className="text-sm font-semibold text-blue-800 dark:text-blue-300">
                {post.category}
              </p>
              <h2 id={`post-${post.slug}`} className="text-xl font-bold">
                <Link to={`/${lang}/blog/${post.slug}`} className="hover:underline">
                  {post.title}
                </Link>
              </h2>
              <p className="text-slate-700 dark:text-slate-300">{post.excerpt}</p>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('blog.by', { author: post.author })} ·{' '}
                {t('blog.readTime', { minutes: post.readTime })}
              </p>
            </article>
          </li>
        ))}
      </ul>
      <NewsletterBox lang={lang} />
    </div>
  );
}
