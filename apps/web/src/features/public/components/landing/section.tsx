import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A landing-page band with its heading; `id` names it for the heading's aria link. */
export function Section({
  id,
  title,
  intro,
  className,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid={`landing-${id}`}
      className={clsx('mx-auto w-full max-w-6xl px-4 py-14', className)}
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight md:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">{intro}</p>}
      <div className="mt-8">{children}</div>
    </section>
  );
}

export const CARD_CLASS =
  'rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900';
