import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export const DEMO_DIALOG_ID = 'demo-video-dialog';

/**
 * A native <dialog>: public-site.js opens it with showModal(), which gives the focus trap and
 * Escape; a click on the backdrop or the close button closes it.
 */
export function DemoVideoDialog() {
  const { t } = useTranslation('public');
  return (
    <dialog
      id={DEMO_DIALOG_ID}
      aria-labelledby={`${DEMO_DIALOG_ID}-title`}
      data-testid="demo-video-dialog"
      className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-950/60 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-center justify-between gap-4 px-5 pt-4">
        <h2 id={`${DEMO_DIALOG_ID}-title`} className="text-lg font-semibold">
          {t('landing.demoDialog.title')}
        </h2>
        <button
          type="button"
          data-close-dialog=""
          aria-label={t('landing.demoDialog.close')}
          className="rounded-md p-1.5 text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="p-5">
        <div className="flex aspect-video items-center justify-center rounded-lg bg-slate-100 p-6 text-center text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {t('landing.demoDialog.placeholder')}
        </div>
      </div>
    </dialog>
  );
}
