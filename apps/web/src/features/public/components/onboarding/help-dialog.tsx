import { clsx } from 'clsx';
import { ZoomIn, ZoomOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogContent } from '../../../../components/ui/dialog.tsx';
import { HelpPicture } from './help-picture.tsx';

const STEPS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/**
 * The eight steps of adding Tableside as a manager (docs/product/onboarding.md#help-dialog). Radix
 * closes it on Escape, a click on the overlay, or the close button; each picture enlarges in place.
 */
export function HelpDialog({ supportEmail }: { supportEmail: string }) {
  const { t } = useTranslation('public');
  const [zoomed, setZoomed] = useState<number | null>(null);
  return (
    <DialogContent
      title={t('help.title')}
      description={t('help.intro')}
      closeLabel={t('help.close')}
    >
      <div data-testid="help-dialog" className="flex flex-col gap-4 p-5">
        <ol className="grid gap-4 sm:grid-cols-2">
          {STEPS.map((n) => {
            const isZoomed = zoomed === n;
            return (
              <li
                key={n}
                className={clsx('flex flex-col gap-2', isZoomed && 'sm:col-span-2')}
                data-testid={`help-step-${n}`}
              >
                <p className="text-sm">
                  <span className="font-semibold">{n}. </span>
                  {t(`help.steps.${n}`, { email: supportEmail })}
                </p>
                <button
                  type="button"
                  aria-pressed={isZoomed}
                  aria-label={t(isZoomed ? 'help.zoomOut' : 'help.zoom', { n })}
                  onClick={() => setZoomed(isZoomed ? null : n)}
                  className={clsx(
                    'group relative cursor-zoom-in rounded-lg border border-slate-200 dark:border-slate-700',
                    isZoomed && 'cursor-zoom-out',
                  )}
                  data-testid={`help-zoom-${n}`}
                >
                  <HelpPicture step={n} />
                  {isZoomed ? (
                    <ZoomOut
                      aria-hidden="true"
                      className="absolute right-2 bottom-2 size-5 text-slate-700 dark:text-slate-200"
                    />
                  ) : (
                    <ZoomIn
                      aria-hidden="true"
                      className="absolute right-2 bottom-2 size-5 text-slate-700 dark:text-slate-200"
                    />
                  )}
                </button>
              </li>
            );
          })}
        </ol>
        <a
          href={`mailto:${supportEmail}`}
          className="text-sm text-blue-800 underline dark:text-blue-300"
          data-testid="help-support"
        >
          {t('help.support', { email: supportEmail })}
        </a>
      </div>
    </DialogContent>
  );
}
