/**
 * Sums shown to people: the plans' prices (docs/product/plans-and-roles.md#prices) and the ROI
 * calculator's savings, on the public site, in the wizard and in the console alike.
 */

/** The currency of every price the tier records hold. */
export const PRICE_CURRENCY = 'USD';

const LOCALES = { en: 'en-US', fr: 'fr-FR' } as const;
const formats = new Map<string, Intl.NumberFormat>();

/**
 * A sum in the language's way: `$79` in English, `79 $` in French (narrow symbol, so the reader
 * is not shown `US$` or `$US`; the page names the currency once in words). Whole sums have no
 * cents, others two decimals.
 */
export function formatMoney(
  amount: number,
  lang: string,
  currency: string = PRICE_CURRENCY,
): string {
  const locale = lang === 'fr' ? LOCALES.fr : LOCALES.en;
  const digits = Number.isInteger(amount) ? 0 : 2;
  const key = `${locale}:${currency}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formats.set(key, format);
  }
  return format.format(amount);
}
