import { BlogList } from '../../features/public/components/blog-list.tsx';
import { EnterprisePage } from '../../features/public/components/enterprise-page.tsx';
import { PricingPage } from '../../features/public/components/pricing-page.tsx';
import { SolutionsPage } from '../../features/public/components/solutions-page.tsx';
import { useLang } from '../../hooks/use-lang.ts';

/** The prerendered pages other than the landing page (they also serve the dev server). */
export type StaticPublicPage = 'pricing' | 'blog' | 'enterprise' | 'solutions';

export function PublicPageRoute({ page }: { page: StaticPublicPage }) {
  const lang = useLang();
  switch (page) {
    case 'pricing':
      return <PricingPage lang={lang} />;
    case 'blog':
      return <BlogList lang={lang} />;
    case 'enterprise':
      return <EnterprisePage lang={lang} />;
    case 'solutions':
      return <SolutionsPage lang={lang} />;
  }
}
