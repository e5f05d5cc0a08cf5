import type { TFunction } from 'i18next';

/**
 * A channel's language in words: English, French, or the restaurant's own, named, since a
 * channel that names none follows the restaurant's default (docs/product/team-workflow.md#escalation-channels).
 */
export function channelLanguageLabel(
  t: TFunction<'dashboard'>,
  language: 'en' | 'fr' | null,
  restaurantLanguage: 'en' | 'fr',
): string {
  if (language) return t(language === 'fr' ? 'templates.french' : 'templates.english');
  return t(`channels.restaurantLanguage.${restaurantLanguage}`);
}
