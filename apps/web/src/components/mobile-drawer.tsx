import type { ReactNode, RefObject } from 'react';
import { Dialog, DialogContent } from './ui/dialog.tsx';

/** The drawer of the mobile top bar; loaded on first opening (see mobile-top-bar.tsx). */
export function MobileDrawer({
  open,
  onOpenChange,
  title,
  closeLabel,
  returnFocusTo,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  /** The button that opened it: focus goes back there on close (no DialogTrigger here). */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={title}
        hideTitle
        closeLabel={closeLabel}
        placement="drawer"
        className="pt-10"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        {children}
      </DialogContent>
    </Dialog>
  );
}
