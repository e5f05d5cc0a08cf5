import { escapeHtml } from './html.ts';

// The opt-out pages a guest sees (docs/product/review-requests.md#opt-out-and-clicks), in their
// language. A button posts the opt-out, so a mail scanner opening the link opts nobody out.

const WORDS = {
  en: {
    title: 'Review requests',
    ask: (r: string) => `Stop receiving review requests from ${r}?`,
    button: 'Stop these e-mails',
    done: (r: string) => `Done: ${r} will never send you a review request again.`,
  },
  fr: {
    title: 'Demandes d’avis',
    ask: (r: string) => `Ne plus recevoir de demandes d’avis de ${r} ?`,
    button: 'Ne plus recevoir ces e-mails',
    done: (r: string) => `C’est fait : ${r} ne vous enverra plus jamais de demande d’avis.`,
  },
} as const;

const page = (language: 'en' | 'fr', body: string) =>
  `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${WORDS[language].title}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem">${body}</body></html>`;

export function optOutAskPage(language: 'en' | 'fr', restaurant: string, action: string) {
  const w = WORDS[language];
  return page(
    language,
    `<h1>${w.title}</h1><p>${escapeHtml(w.ask(restaurant))}</p><form method="post" action="${escapeHtml(action)}"><button type="submit">${w.button}</button></form>`,
  );
}

export function optOutDonePage(language: 'en' | 'fr', restaurant: string) {
  const w = WORDS[language];
  return page(
    language,
    `<h1>${w.title}</h1><p role="status">${escapeHtml(w.done(restaurant))}</p>`,
  );
}
