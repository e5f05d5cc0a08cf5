import { handleDialogClick } from './dialogs.ts';
import { handleNewsletterSubmit } from './newsletter-form.ts';
import { handleRoiInput } from './roi-widget.ts';

/**
 * The public pages' controls without React: the ROI calculator, the demo-video dialog and the
 * newsletter form, reached by delegation. public-site.js installs them on the prerendered pages;
 * the SPA's public layout installs them too, for the same pages reached by client navigation.
 * Returns the uninstall.
 */
export function wirePublicWidgets(root: Document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element) handleDialogClick(event.target);
  };
  const onSubmit = (event: SubmitEvent) => void handleNewsletterSubmit(event);
  root.addEventListener('click', onClick);
  root.addEventListener('input', handleRoiInput);
  root.addEventListener('submit', onSubmit);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('input', handleRoiInput);
    root.removeEventListener('submit', onSubmit);
  };
}
