import { useTranslation } from 'react-i18next';

export function PublicFooter() {
  const { t } = useTranslation('public');
  return (
    <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
      {t('footer', { year: new Date().getFullYear() })}
    </footer>
  );
}
