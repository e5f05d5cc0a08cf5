import type { ReactNode } from 'react';

export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export const TABLE = 'w-full text-left text-sm';
export const TH = 'border-b border-slate-200 px-2 py-2 font-semibold dark:border-slate-700';
export const TD = 'border-b border-slate-100 px-2 py-2 align-top dark:border-slate-800';
