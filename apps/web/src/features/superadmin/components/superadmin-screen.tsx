import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { SECTION_ICONS } from '../section-icons.ts';
import type { SuperadminSection } from '../superadmin-nav.ts';

/** A console screen before its content arrives in a later issue: heading and empty state. */
export function SuperadminScreen({ section }: { section: SuperadminSection }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex flex-col gap-6" data-testid={`superadmin-screen-${section}`}>
      <header>
        <h1 className="text-2xl font-bold">{t(`superadmin.sections.${section}.title`)}</h1>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t(`superadmin.sections.${section}.subtitle`)}
        </p>
      </header>
      <EmptyState
        icon={SECTION_ICONS[section]}
        title={t(`superadmin.sections.${section}.emptyTitle`)}
        description={t(`superadmin.sections.${section}.emptyDescription`)}
      />
    </div>
  );
}
