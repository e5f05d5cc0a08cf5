import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SuperadminSection } from '../superadmin-nav.ts';

/** A console screen's heading and subtitle, with its main actions on the right. */
export function ScreenTitle({
  section,
  actions,
}: {
  section: SuperadminSection;
  actions?: ReactNode;
}) {
  const { t } = useTranslation('superadmin');
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t(`superadmin.sections.${section}.title`)}</h1>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t(`superadmin.sections.${section}.subtitle`)}
        </p>
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
