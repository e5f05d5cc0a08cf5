/** The look of text inputs, text areas and selects, so every form control matches. */
export const FIELD_CLASS =
  'rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-600 disabled:opacity-60 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400';
