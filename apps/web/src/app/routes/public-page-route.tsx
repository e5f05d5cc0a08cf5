import { InfoPage } from '../../features/public/components/info-page.tsx';
import type { PublicPage } from '../../features/public/public-pages.ts';
import { useLang } from '../../hooks/use-lang.ts';

export function PublicPageRoute({ page }: { page: PublicPage }) {
  return <InfoPage page={page} lang={useLang()} />;
}
