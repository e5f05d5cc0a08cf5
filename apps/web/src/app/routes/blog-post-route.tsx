import { useParams } from 'react-router';
import { BlogPostPage } from '../../features/public/components/blog-post-page.tsx';
import { useLang } from '../../hooks/use-lang.ts';

export function BlogPostRoute({ slug }: { slug?: string }) {
  const params = useParams();
  return <BlogPostPage lang={useLang()} slug={slug ?? params.slug ?? ''} />;
}
