import * as RadixPopover from '@radix-ui/react-popover';
import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;

/** Focus moves into the popover when it opens and returns to its trigger when it closes. */
export function PopoverContent({
  className,
  ...props
}: ComponentProps<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        sideOffset={6}
        collisionPadding={8}
        className={clsx(
          'z-50 w-80 max-w-[calc(100vw-1rem)] rounded-lg border border-slate-200 bg-white p-4 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
          className,
        )}
        {...props}
      />
    </RadixPopover.Portal>
  );
}
