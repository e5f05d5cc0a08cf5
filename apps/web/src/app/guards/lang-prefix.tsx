import { Suspense, useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { BootScreen } from '../../components/boot-screen.tsx';
import { changeLanguage } from '../../lib/i18n.ts';
import { isLanguage } from '../../lib/languages.ts';
import { LanguageRedirect } from './language-redirect.tsx';

/**
 * Every route sits under /{lang}. The prefix drives i18next (which sets <html lang>); until the
 * translations are ready the boot screen says 'Loading translations'.
 */
export function LangPrefix() {
  const { lang } = useParams();
  useEffect(() => {
    if (isLanguage(lang)) void changeLanguage(lang);
  }, [lang]);
  if (!isLanguage(lang)) return <LanguageRedirect />;
  return (
    <Suspense fallback={<BootScreen />}>
      <Outlet />
    </Suspense>
  );
}
