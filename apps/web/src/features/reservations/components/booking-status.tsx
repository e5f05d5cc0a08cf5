import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

const KNOWN = ['confirmed', 'completed', 'seated', 'cancelled', 'no_show', 'pending'] as const;

/** A booking's state in words, coloured so a cancellation stands out (text, not colour alone). */
export function BookingStatus({ status }: { status: string }) {
  const { t } = useTranslation('dashboard');
  const known = (KNOWN as readonly string[]).includes(status) ? status : null;
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold',
        status === 'cancelled' || status === 'no_show'
          ? 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100'
          : 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
      )}
    >
      {known ? t(`reservations.status.${known}`) : status}
    </span>
  );
}
