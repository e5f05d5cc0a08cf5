import * as RadixDropdown from '@radix-ui/react-dropdown-menu';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

/**
 * Non-modal: a modal menu marks the rest of the page aria-hidden while it stays focusable, which
 * axe reports (aria-hidden-focus). Focus still moves into the menu and Escape or an outside
 * click closes it.
 */
export function Dropdown(props: ComponentProps<typeof RadixDropdown.Root>) {
  return <RadixDropdown.Root modal={false} {...props} />;
}
export const DropdownTrigger = RadixDropdown.Trigger;

export function DropdownContent({
  className,
  ...props
}: ComponentProps<typeof RadixDropdown.Content>) {
  return (
    <RadixDropdown.Portal>
      <RadixDropdown.Content
        sideOffset={6}
        className={clsx(
          'z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
          className,
        )}
        {...props}
      />
    </RadixDropdown.Portal>
  );
}

export function DropdownItem({ className, ...props }: ComponentProps<typeof RadixDropdown.Item>) {
  return (
    <RadixDropdown.Item
      className={clsx(
        'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none select-none data-highlighted:bg-slate-100 dark:data-highlighted:bg-slate-800',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownSeparator() {
  return <RadixDropdown.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />;
}

export const DropdownLabel = RadixDropdown.Label;

export const DropdownRadioGroup = RadixDropdown.RadioGroup;

/** A choice in a radio group, ticked when selected. */
export function DropdownRadioItem({
  className,
  children,
  ...props
}: ComponentProps<typeof RadixDropdown.RadioItem>) {
  return (
    <RadixDropdown.RadioItem
      className={clsx(
        'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none select-none data-highlighted:bg-slate-100 dark:data-highlighted:bg-slate-800',
        className,
      )}
      {...props}
    >
      <span className="flex size-4 items-center justify-center">
        <RadixDropdown.ItemIndicator>
          <Check aria-hidden="true" className="size-4" />
        </RadixDropdown.ItemIndicator>
      </span>
      {children}
    </RadixDropdown.RadioItem>
  );
}

/** A choice that can be ticked with others; the menu stays open so several can be ticked. */
export function DropdownCheckboxItem({
  className,
  children,
  ...props
}: ComponentProps<typeof RadixDropdown.CheckboxItem>) {
  return (
    <RadixDropdown.CheckboxItem
      onSelect={(event) => event.preventDefault()}
      className={clsx(
        'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none select-none data-highlighted:bg-slate-100 dark:data-highlighted:bg-slate-800',
        className,
      )}
      {...props}
    >
      <span className="flex size-4 items-center justify-center rounded border border-slate-500 dark:border-slate-400">
        <RadixDropdown.ItemIndicator>
          <Check aria-hidden="true" className="size-3.5" />
        </RadixDropdown.ItemIndicator>
      </span>
      {children}
    </RadixDropdown.CheckboxItem>
  );
}

/** A small heading inside a menu. */
export function DropdownHeading({ children }: { children: ReactNode }) {
  return (
    <RadixDropdown.Label className="px-3 py-1.5 text-xs font-semibold text-slate-700 dark:text-slate-300">
      {children}
    </RadixDropdown.Label>
  );
}
