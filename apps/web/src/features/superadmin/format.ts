import { delayDisplay } from '@tableside/domain/auto-approval';
import type { TFunction } from 'i18next';

/**
 * Weekly report day 1-7 = Monday to Sunday (docs/product/console.md#report-day), named in the
 * reader's language.
 */
export function weekdayName(day: number, lang: string): string {
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, day)),
  );
}

/**
 * The delay display (docs/product/reviews-and-replies.md#auto-approval): minutes under an hour,
 * hours under a day, days under a week, else weeks.
 */
export function delayText(t: TFunction<'superadmin'>, minutes: number | null): string {
  const display = delayDisplay(minutes);
  if (display.unit === 'none') return t('superadmin.delay.none');
  return t(`superadmin.delay.${display.unit}`, { count: display.value });
}
