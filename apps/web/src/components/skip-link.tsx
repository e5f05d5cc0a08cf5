import { useTranslation } from 'react-i18next';

/** Lets keyboard users jump over the navigation (WCAG 2.4.1); visible only when focused. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${target}`}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-blue-800 focus:shadow-lg dark:focus:bg-slate-900 dark:focus:text-blue-200"
    >
      {t('nav.skipToContent')}
    </a>
  );
}
