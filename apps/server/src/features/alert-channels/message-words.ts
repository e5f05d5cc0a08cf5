/*
 * The words of a channel's messages in each language a channel may speak
 * (docs/product/team-workflow.md#escalation-channels); messages.ts lays them out per channel.
 */

/** A French colon takes a no-break space before it. */
const FR_COLON = '\u00a0:';

export const CHANNEL_WORDS = {
  en: {
    locale: 'en-US',
    bad_review: (l: string) => `Bad review — ${l}`,
    incident: (l: string) => `Incident reported — ${l}`,
    overdue: (l: string) => `Review waiting past its reply target — ${l}`,
    assignment: (l: string, who: string | null) =>
      `Review assigned${who ? ` to ${who}` : ''} — ${l}`,
    test: 'Test message from Tableside',
    testBody: (r: string) => `This channel will receive the alerts chosen for ${r}.`,
    stars: (n: number) => `${n} of 5 stars`,
    by: (a: string | null) => `by ${a ?? 'a guest'}`,
    open: 'Open the review',
    openApp: 'Open Tableside',
    reviewSaid: (date: string) => `The review, posted ${date}:`,
    commentOverdue: (l: string) => `Comment waiting past its reply target — ${l}`,
    commentAssignment: (l: string, who: string | null) =>
      `Comment assigned${who ? ` to ${who}` : ''} — ${l}`,
    commentOn: (platform: string, a: string | null) =>
      `${platform === 'instagram' ? 'Instagram' : 'Facebook'} comment by ${a ?? 'a guest'}`,
    commentSaid: (date: string) => `The comment, posted ${date}:`,
    openComment: 'Open the comment',
  },
  fr: {
    locale: 'fr-FR',
    bad_review: (l: string) => `Avis négatif — ${l}`,
    incident: (l: string) => `Incident signalé — ${l}`,
    overdue: (l: string) => `Avis en attente de réponse au-delà du délai — ${l}`,
    assignment: (l: string, who: string | null) => `Avis attribué${who ? ` à ${who}` : ''} — ${l}`,
    test: 'Message de test de Tableside',
    testBody: (r: string) => `Ce canal recevra les alertes choisies pour ${r}.`,
    stars: (n: number) => `${n} étoile${n > 1 ? 's' : ''} sur 5`,
    by: (a: string | null) => `par ${a ?? 'un client'}`,
    open: 'Ouvrir l’avis',
    openApp: 'Ouvrir Tableside',
    reviewSaid: (date: string) => `L’avis, publié le ${date}${FR_COLON}`,
    commentOverdue: (l: string) => `Commentaire en attente de réponse au-delà du délai — ${l}`,
    commentAssignment: (l: string, who: string | null) =>
      `Commentaire attribué${who ? ` à ${who}` : ''} — ${l}`,
    commentOn: (platform: string, a: string | null) =>
      `Commentaire ${platform === 'instagram' ? 'Instagram' : 'Facebook'} de ${a ?? 'un client'}`,
    commentSaid: (date: string) => `Le commentaire, publié le ${date}${FR_COLON}`,
    openComment: 'Ouvrir le commentaire',
  },
} as const;

/** When the guest wrote, in the channel's language and the restaurant's time zone. */
export function channelDate(language: 'en' | 'fr', timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat(CHANNEL_WORDS[language].locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(at);
}
