import { NotFoundPage } from '../../features/public/components/not-found-page.tsx';
import { useLang } from '../../hooks/use-lang.ts';

export function NotFoundRoute() {
  return <NotFoundPage lang={useLang()} />;
}
