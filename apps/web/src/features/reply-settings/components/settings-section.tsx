import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** One card of the panel: its own form, heading and save button. */
export function SettingsSection({
  id,
  title,
  description,
  isPending,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  description: string;
  isPending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const headingId = `${id}-heading`;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <section
      aria-labelledby={headingId}
      data-testid={id}
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{description}</p>
      <form className="mt-4 flex flex-col gap-4" onSubmit={handleSubmit} noValidate>
        {children}
        <div>
          <Button type="submit" disabled={isPending}>
            {isPending ? t('replySettings.saving') : t('replySettings.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
