import { frenchAtPlace } from '@tableside/domain/french-place';
import { fillRequestText, type RequestLanguage } from '@tableside/domain/review-requests';
import { escapeHtml } from './html.ts';
import type { FrozenLink, RequestTemplate } from '../../db/schema.ts';

// The request e-mail (docs/product/review-requests.md#the-e-mail): the restaurant's words in
// the guest's language, its review links through our redirect, and the opt-out. The same for
// every guest of every visit: nothing in it depends on how the visit went. No tracking pixel.

const WORDS = {
  en: {
    why: (location: string) => `You receive this e-mail once after your visit to ${location}.`,
    stop: 'Never receive these e-mails from us again',
  },
  fr: {
    why: (location: string) =>
      `Vous recevez cet e-mail une seule fois après votre visite ${frenchAtPlace(location)}.`,
    stop: 'Ne plus jamais recevoir ces e-mails de notre part',
  },
} as const;

export function composeRequestEmail(input: {
  language: RequestLanguage;
  template: RequestTemplate;
  guestFirstName: string | null;
  locationName: string;
  links: FrozenLink[];
  /** `<public url>/r/<token>`: link n is `<base>/<n>`. */
  redirectBase: string;
  optOutUrl: string;
}): { subject: string; text: string; html: string } {
  const values = { guest_first_name: input.guestFirstName, location: input.locationName };
  const subject = fillRequestText(input.template.subject, values).replace(/[\r\n]+/g, ' ');
  const body = fillRequestText(input.template.body, values);
  const words = WORDS[input.language];
  const links = input.links.map((l, n) => ({ label: l.label, url: `${input.redirectBase}/${n}` }));
  const text = [
    body,
    '',
    ...links.map((l) => `${l.label}: ${l.url}`),
    '',
    '--',
    words.why(input.locationName),
    `${words.stop}: ${input.optOutUrl}`,
  ].join('\n');
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const buttons = links
    .map(
      (l) =>
        `<p><a href="${escapeHtml(l.url)}" style="display:inline-block;padding:10px 18px;background:#1f2937;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(l.label)}</a></p>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="${input.language}"><body style="font-family:sans-serif">` +
    `${paragraphs}${buttons}<hr><p style="font-size:12px;color:#555">${escapeHtml(words.why(input.locationName))}<br>` +
    `<a href="${escapeHtml(input.optOutUrl)}">${escapeHtml(words.stop)}</a></p></body></html>`;
  return { subject, text, html };
}
