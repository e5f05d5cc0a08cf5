/**
 * Native <dialog>s of the prerendered pages (the landing page's demo video): showModal() traps
 * focus and closes on Escape; the close button and a click on the backdrop close it too.
 */
export function handleDialogClick(target: Element): boolean {
  const opener = target.closest<HTMLElement>('[data-open-dialog]');
  if (opener) {
    const dialog = document.getElementById(opener.dataset.openDialog ?? '');
    if (dialog instanceof HTMLDialogElement) dialog.showModal();
    return true;
  }
  // The dialog element itself is hit only on its backdrop: its content fills it.
  const dialog =
    target instanceof HTMLDialogElement
      ? target
      : target.closest('[data-close-dialog]')?.closest('dialog');
  if (dialog instanceof HTMLDialogElement) {
    dialog.close();
    return true;
  }
  return false;
}
