import { isLanguage, storePreferredLanguage } from '../lib/languages.ts';
import { currentTheme, setTheme, subscribeTheme } from '../lib/theme.ts';
import { signedInRedirect } from './session-hint.ts';
import { wirePublicWidgets } from './widgets.ts';

/**
 * The one script of the prerendered public pages, which have no React. It is a classic script in
 * <head>, so a signed-in visitor leaves before the first paint; the controls it serves are
 * reached by delegation, as the body is not parsed yet. Markup: components/theme-toggle.tsx and
 * components/language-switcher.tsx.
 */

/** The toggle's name says what it does next, so it follows the theme (the icons follow by CSS). */
function labelThemeToggles(): void {
  const dark = currentTheme() === 'dark';
  for (const toggle of document.querySelectorAll<HTMLElement>('[data-theme-toggle]')) {
    const label = (dark ? toggle.dataset.labelToLight : toggle.dataset.labelToDark) ?? '';
    toggle.setAttribute('aria-label', label);
    toggle.title = label;
  }
}

function handleClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('[data-theme-toggle]')) {
    setTheme(currentTheme() === 'dark' ? 'light' : 'dark');
    return;
  }
  const lang = target?.closest<HTMLElement>('[data-switch-lang]')?.dataset.switchLang;
  // The link then loads the same page in that language.
  if (isLanguage(lang)) storePreferredLanguage(lang);
}

const redirect = signedInRedirect(document.cookie, window.location.pathname);
if (redirect) {
  window.location.replace(redirect);
} else {
  subscribeTheme(labelThemeToggles);
  document.addEventListener('click', handleClick);
  wirePublicWidgets(document);
  document.addEventListener('DOMContentLoaded', labelThemeToggles);
}
