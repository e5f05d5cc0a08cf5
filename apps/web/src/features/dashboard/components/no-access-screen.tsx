import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** A signed-in user with no dashboard role or no restaurant: a clear dead end, not a loop. */
export function NoAccessScreen({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <main className="flex min-h-dvh items-center justify-center p-6" data-testid="no-access">
      <div className="flex max-w-md flex-col items-center gap-4 rounded-xl border border-slate-200 bg-white p-8 text-center dark:border-slate-700 dark:bg-slate-900">
        <ShieldAlert aria-hidden="true" className="size-10 text-amber-700 dark:text-amber-300" />
        <h1 className="text-xl font-semibold">{t('noAccess.title')}</h1>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('noAccess.description')}</p>
        <Button onClick={onSignOut}>{t('common:userMenu.logout')}</Button>
      </div>
    </main>
  );
}
