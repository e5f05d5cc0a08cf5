import * as RadixDialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

const PLACEMENTS = {
  /** Centred; fills the screen at 640px or narrower (docs/product/dashboard-screens.md#dialogs). */
  center:
    'inset-0 dialog:inset-auto dialog:top-1/2 dialog:left-1/2 dialog:w-[min(42rem,calc(100vw-2rem))] dialog:max-h-[calc(100dvh-2rem)] dialog:-translate-x-1/2 dialog:-translate-y-1/2 dialog:rounded-xl',
  /** The sidebar drawer: slides in from the left, 16rem wide. */
  drawer: 'inset-y-0 left-0 w-64 max-w-[85vw]',
  /** A side sheet on the right for details; the whole screen at 640px or narrower. */
  sheet: 'inset-0 dialog:inset-auto dialog:inset-y-0 dialog:right-0 dialog:w-[min(40rem,100vw)]',
} as const;

/**
 * Radix handles the focus trap, Escape, backdrop click and the return of focus. The title is
 * always present for screen readers; `hideTitle` keeps it visually hidden.
 */
export function DialogContent({
  title,
  description,
  closeLabel,
  placement = 'center',
  hideTitle = false,
  className,
  onCloseAutoFocus,
  children,
}: {
  title: string;
  description?: string;
  closeLabel: string;
  placement?: keyof typeof PLACEMENTS;
  hideTitle?: boolean;
  className?: string;
  /** Where focus goes on close, for a dialog opened without a DialogTrigger. */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
      <RadixDialog.Content
        className={clsx(
          'fixed z-50 flex flex-col overflow-y-auto bg-white text-slate-900 shadow-xl dark:bg-slate-900 dark:text-slate-100',
          PLACEMENTS[placement],
          className,
        )}
        onCloseAutoFocus={onCloseAutoFocus}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <div
          className={clsx(
            'flex items-center justify-between gap-4 px-5 pt-4',
            hideTitle && 'absolute top-0 right-0 z-10',
          )}
        >
          <RadixDialog.Title className={hideTitle ? 'sr-only' : 'text-lg font-semibold'}>
            {title}
          </RadixDialog.Title>
          <RadixDialog.Close
            aria-label={closeLabel}
            className="rounded-md p-1.5 text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </div>
        {description && (
          <RadixDialog.Description className="px-5 text-sm text-slate-700 dark:text-slate-300">
            {description}
          </RadixDialog.Description>
        )}
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
