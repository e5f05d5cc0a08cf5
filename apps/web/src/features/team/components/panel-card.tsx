import type { ReactNode } from 'react';

/** One card of the administration screen, with its heading. */
export function PanelCard({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      data-testid={id}
      className="rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-700 dark:text-slate-300">{description}</p>
      {children}
    </section>
  );
}
