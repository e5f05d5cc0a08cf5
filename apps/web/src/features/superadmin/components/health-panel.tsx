import type { ReactNode } from 'react';

/** One of the overview's health panels: a title, a one-line summary, then what needs a look. */
export function HealthPanel({
  id,
  testId,
  title,
  summary,
  children,
}: {
  id: string;
  testId: string;
  title: string;
  summary: string;
  children?: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{summary}</p>
      {children}
    </section>
  );
}
