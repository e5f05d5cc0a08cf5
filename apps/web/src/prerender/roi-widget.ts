import {
  formatRoiResult,
  roiDigits,
  roiNumber,
  roiOutOfRange,
  roiResults,
} from '@tableside/domain/roi';

const FIELDS = ['monthlyReviews', 'responseTime', 'staffCost'] as const;

/** The landing page's calculator (components/landing/roi-calculator.tsx): digits only, live results. */
export function handleRoiInput(event: Event): void {
  const input = event.target;
  if (!(input instanceof HTMLInputElement)) return;
  const form = input.closest<HTMLFormElement>('form[data-roi]');
  if (!form) return;
  const digits = roiDigits(input.value);
  if (digits !== input.value) input.value = digits;
  const value = (name: string) => {
    const field = form.elements.namedItem(name);
    return roiNumber(field instanceof HTMLInputElement ? field.value : '');
  };
  const [monthlyReviews, responseTime, staffCost] = FIELDS.map(value) as [number, number, number];
  const values = { monthlyReviews, responseTime, staffCost };
  for (const name of FIELDS) {
    // A value beyond the field's bounds says what it accepts (docs/product/public-site.md#roi-calculator).
    const wrong = roiOutOfRange(name, values[name]);
    form.querySelector(`[data-roi-range="${name}"]`)?.toggleAttribute('hidden', !wrong);
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement) field.setAttribute('aria-invalid', String(wrong));
  }
  const results = roiResults(values);
  const lang = document.documentElement.lang || 'en';
  for (const output of form.querySelectorAll<HTMLOutputElement>('output[data-roi-out]')) {
    const key = output.dataset.roiOut as keyof typeof results;
    output.value = formatRoiResult(key, results[key], lang);
  }
}
