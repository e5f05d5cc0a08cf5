import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '../../../lib/languages.ts';
import { blogPost } from '../blog/posts.ts';
import { MarkdownBody } from './markdown-body.tsx';
import { NewsletterBox } from './newsletter-box.tsx';
import { NotFoundPage } from './not-found-page.tsx';

export function BlogPostPage({ lang, slug }: { lang: Language; slug: string }) {
  const { t } = useTranslation('public');
  const post = blogPost(lang, slug);
  if (!post) return <NotFoundPage lang={lang} />;
  const published = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(post.date),
  );
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-16">
      <article className="flex flex-col gap-6">
        <Link to={`/${lang}/blog`} className="text-sm text-blue-800 underline dark:text-blue-300">
          {t('blog.back')}
        </Link>
        <header className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-blue-800 dark:text-blue-300">{post.category}</p>
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{post.title}</h1>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('blog.by', { author: post.author })} · {t('blog.published')}{' '}
            <time dateTime={post.date}>{published}</time> ·{' '}
            {t('blog.readTime', { minutes: post.readTime })}
          </p>
        </header>
        <MarkdownBody blocks={post.body} />
      </article>
      <NewsletterBox lang={lang} />
    </div>
  );
}
