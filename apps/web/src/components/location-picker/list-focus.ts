/**
 * The arrow keys of a location search: from its field into the listed locations, among them, and
 * back to the field above the first. The search's root carries `data-location-search`, each
 * listed location `data-location-option`.
 */
export function moveFocus(from: HTMLElement, step: 1 | -1) {
  const root = from.closest('[data-location-search]');
  const options = [...(root?.querySelectorAll<HTMLElement>('[data-location-option]') ?? [])];
  const next = options[options.indexOf(from) + step];
  if (next) next.focus();
  else if (step < 0) root?.querySelector<HTMLElement>('input')?.focus();
}

export function focusFirstOption(field: HTMLElement) {
  field
    .closest('[data-location-search]')
    ?.querySelector<HTMLElement>('[data-location-option]')
    ?.focus();
}
