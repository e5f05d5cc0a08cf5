import { delayDisplay } from '@tableside/domain/auto-approval';
import type { TFunction } from 'i18next';

/** A delay in minutes as the reader says it: "1 hour", "3 days", "No delay". */
export function delayLabel(t: TFunction<'dashboard'>, minutes: number | null): string {
  const display = delayDisplay(minutes);
  if (display.unit === 'none') return t('replySettings.autoApproval.noDelay');
  return t(`replySettings.autoApproval.units.${display.unit}`, { count: display.value });
}
