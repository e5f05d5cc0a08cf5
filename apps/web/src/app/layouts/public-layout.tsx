import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { wirePublicWidgets } from '../../prerender/widgets.ts';
import { LanguageSwitcher } from '../../components/language-switcher.tsx';
import { SkipLink } from '../../components/skip-link.tsx';
import { ThemeToggle } from '../../components/theme-toggle.tsx';
import { PublicFooter } from '../../features/public/components/public-footer.tsx';
import { PublicTopBar } from '../../features/public/components/public-top-bar.tsx';
import { LivePublicTiers } from '../../features/public/public-tiers.tsx';
import { useLang } from '../../hooks/use-lang.ts';

export function PublicLayout() {
  const lang = useLang();
  // The prerendered pages' script-driven controls, for the same pages rendered by the SPA.
  useEffect(() => wirePublicWidgets(document), []);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicTopBar
        lang={lang}
        controls={
          <>
            <LanguageSwitcher />
            <ThemeToggle />
          </>
        }
      />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <LivePublicTiers>
          <Outlet />
        </LivePublicTiers>
      </main>
      <PublicFooter />
    </div>
  );
}
