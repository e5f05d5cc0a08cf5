import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900">
      <Icon aria-hidden="true" className="size-10 text-slate-500 dark:text-slate-400" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-prose text-sm text-slate-700 dark:text-slate-300">{description}</p>
      {children}
    </section>
  );
}
