import type { ReplyLanguage } from './language.ts';

/** Thanks the person regenerating asked to give by name ("thank Jenny", « remercie Cath »). */
export const thanksAsked: Record<ReplyLanguage, readonly string[]> = {
  en: ['A special thank-you to {names} as well.', 'And a big thanks from all of us to {names}.'],
  fr: ['Un merci tout spécial à {names}.', 'Et un grand merci de toute l’équipe à {names}.'],
};
