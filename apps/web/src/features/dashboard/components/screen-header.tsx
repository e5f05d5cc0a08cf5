import type { DashboardRoute } from '@tableside/domain/access';
import { useTranslation } from 'react-i18next';

export function ScreenHeader({ route, subtitle }: { route: DashboardRoute; subtitle: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <header>
      <h1 className="text-2xl font-bold">{t(`routes.${route}.title`)}</h1>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{subtitle}</p>
    </header>
  );
}
