import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { PublicFooter } from '../../features/public/components/public-footer.tsx';
import { PublicTopBar } from '../../features/public/components/public-top-bar.tsx';
import { useLang } from '../../hooks/use-lang.ts';

export function PublicLayout() {
  const lang = useLang();
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicTopBar
        lang={lang}
        controls={
          <>
            <LanguageSwitcher />
            <ThemeToggle />
          </>
        }
      />
      <main className="flex-1">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
