import { Sparkles } from 'lucide-react';

export function ComingSoonTab({ title, description }: { title: string; description: string }) {
  return (
    <div className="flex flex-col items-center gap-2 py-10 text-center">
      <Sparkles aria-hidden="true" className="size-8 text-slate-600 dark:text-slate-300" />
      <h3 className="font-semibold">{title}</h3>
      <p className="max-w-sm text-sm text-slate-700 dark:text-slate-300">{description}</p>
    </div>
  );
}
