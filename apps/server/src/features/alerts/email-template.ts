import type { AlertType } from '@tableside/domain/alerts';

/** What one alert e-mail says about one review. */
export type AlertEmailReview = {
  /** A bad review, a review assigned to the reader or one they were mentioned on, or overdue. */
  kind: AlertType;
  /** Who assigned or mentioned. */
  by: string | null;
  /** The review's stars; null for a guest's social comment. */
  rating: number | null;
  /** Set when the notice is about a social comment rather than a review. */
  comment?: { platform: 'facebook' | 'instagram' } | null;
  authorName: string | null;
  text: string;
  locationName: string;
  reviewDate: Date;
  /** Straight to the reply (or to the alerts screen for roles that do not reply). */
  link: string;
};

export type AlertEmailInput = {
  language: 'en' | 'fr';
  restaurantName: string;
  timezone: string;
  reviews: AlertEmailReview[];
  settingsLink: string;
};

const WORDS = {
  en: {
    subjectOne: (r: AlertEmailReview) => `New ${r.rating}-star review at ${r.locationName}`,
    subjectMany: (n: number, name: string) => `${n} new bad reviews at ${name}`,
    intro: (name: string) => `A guest left a low rating at ${name}.`,
    introMany: (n: number, name: string) => `Guests left ${n} low ratings at ${name}.`,
    stars: (n: number) => `${n} out of 5 stars`,
    anonymous: 'A guest',
    reply: 'Reply now',
    subjectAssigned: (r: AlertEmailReview) => `A review at ${r.locationName} is assigned to you`,
    subjectMention: (r: AlertEmailReview) =>
      `${r.by ?? 'A colleague'} mentioned you on a review at ${r.locationName}`,
    subjectNotices: (n: number, name: string) => `${n} new notifications at ${name}`,
    assigned: (by: string | null) => `Assigned to you${by ? ` by ${by}` : ''}.`,
    mention: (by: string | null) => `${by ?? 'A colleague'} mentioned you in an internal note.`,
    subjectOverdue: (r: AlertEmailReview) => `A review at ${r.locationName} is overdue`,
    overdue: 'This review is still waiting for a reply past its response-time target.',
    open: 'Open the review',
    subjectCommentAssigned: (r: AlertEmailReview) =>
      `A comment at ${r.locationName} is assigned to you`,
    subjectCommentMention: (r: AlertEmailReview) =>
      `${r.by ?? 'A colleague'} mentioned you on a comment at ${r.locationName}`,
    subjectCommentOverdue: (r: AlertEmailReview) => `A comment at ${r.locationName} is overdue`,
    commentOverdue: 'This comment is still waiting for a reply past its response-time target.',
    commentOn: (platform: string) =>
      `${platform === 'instagram' ? 'Instagram' : 'Facebook'} comment`,
    openComment: 'Open the comment',
    footer: 'You receive these alerts because e-mail alerts are on in your notification settings:',
    locale: 'en-US',
  },
  fr: {
    subjectOne: (r: AlertEmailReview) =>
      `Nouvel avis ${r.rating} étoile${(r.rating ?? 0) > 1 ? 's' : ''} à ${r.locationName}`,
    subjectMany: (n: number, name: string) => `${n} nouveaux avis négatifs pour ${name}`,
    intro: (name: string) => `Un client a laissé une note basse à ${name}.`,
    introMany: (n: number, name: string) => `Des clients ont laissé ${n} notes basses à ${name}.`,
    stars: (n: number) => `${n} étoile${n > 1 ? 's' : ''} sur 5`,
    anonymous: 'Un client',
    reply: 'Répondre maintenant',
    subjectAssigned: (r: AlertEmailReview) => `Un avis à ${r.locationName} vous est attribué`,
    subjectMention: (r: AlertEmailReview) =>
      `${r.by ?? 'Un collègue'} vous a mentionné sur un avis à ${r.locationName}`,
    subjectNotices: (n: number, name: string) => `${n} nouvelles notifications pour ${name}`,
    assigned: (by: string | null) => `Attribué à vous${by ? ` par ${by}` : ''}.`,
    mention: (by: string | null) =>
      `${by ?? 'Un collègue'} vous a mentionné dans une note interne.`,
    subjectOverdue: (r: AlertEmailReview) => `Un avis à ${r.locationName} attend une réponse`,
    overdue: 'Cet avis attend toujours une réponse au-delà du délai que vous vous êtes fixé.',
    open: 'Ouvrir l’avis',
    subjectCommentAssigned: (r: AlertEmailReview) =>
      `Un commentaire à ${r.locationName} vous est attribué`,
    subjectCommentMention: (r: AlertEmailReview) =>
      `${r.by ?? 'Un collègue'} vous a mentionné sur un commentaire à ${r.locationName}`,
    subjectCommentOverdue: (r: AlertEmailReview) =>
      `Un commentaire à ${r.locationName} attend une réponse`,
    commentOverdue:
      'Ce commentaire attend toujours une réponse au-delà du délai que vous vous êtes fixé.',
    commentOn: (platform: string) =>
      `Commentaire ${platform === 'instagram' ? 'Instagram' : 'Facebook'}`,
    openComment: 'Ouvrir le commentaire',
    footer:
      'Vous recevez ces alertes car les alertes par e-mail sont activées dans vos paramètres de notification :',
    locale: 'fr-FR',
  },
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The alert e-mail in the recipient's language: one review, or a digest of several, each with
 * its rating, location, date, text and a link straight to the reply.
 */
export function renderAlertEmail(input: AlertEmailInput): {
  subject: string;
  text: string;
  html: string;
} {
  const w = WORDS[input.language];
  const date = new Intl.DateTimeFormat(w.locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: input.timezone,
  });
  const one = input.reviews.length === 1 ? input.reviews[0] : undefined;
  const allBad = input.reviews.every((r) => r.kind === 'bad_review');
  const why = (r: AlertEmailReview) =>
    r.kind === 'assigned'
      ? w.assigned(r.by)
      : r.kind === 'mention'
        ? w.mention(r.by)
        : r.kind === 'overdue'
          ? r.comment
            ? w.commentOverdue
            : w.overdue
          : null;
  const subjects = {
    assigned: w.subjectAssigned,
    mention: w.subjectMention,
    overdue: w.subjectOverdue,
    bad_review: w.subjectOne,
  } as const;
  const commentSubjects = {
    assigned: w.subjectCommentAssigned,
    mention: w.subjectCommentMention,
    overdue: w.subjectCommentOverdue,
    bad_review: w.subjectCommentOverdue,
  } as const;
  const subject = one
    ? (one.comment ? commentSubjects : subjects)[one.kind](one)
    : allBad
      ? w.subjectMany(input.reviews.length, input.restaurantName)
      : w.subjectNotices(input.reviews.length, input.restaurantName);
  const intro = one
    ? (why(one) ?? w.intro(one.locationName))
    : allBad
      ? w.introMany(input.reviews.length, input.restaurantName)
      : w.subjectNotices(input.reviews.length, input.restaurantName);
  const blocks = input.reviews.map((r) => ({
    head: `${r.rating === null ? w.commentOn(r.comment?.platform ?? 'facebook') : `${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)} ${w.stars(r.rating)}`} · ${r.locationName} · ${date.format(r.reviewDate)}`,
    author: r.authorName ?? w.anonymous,
    // In a digest, each notice says why it is there.
    why: one ? null : why(r),
    action: r.kind === 'bad_review' ? w.reply : r.comment ? w.openComment : w.open,
    review: r,
  }));
  const text = [
    intro,
    '',
    ...blocks.flatMap((b) => [
      ...(b.why ? [b.why] : []),
      b.head,
      `${b.author}: ${b.review.text}`,
      `${b.action}: ${b.review.link}`,
      '',
    ]),
    `${w.footer} ${input.settingsLink}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    ...blocks.map(
      (b) =>
        `<div style="border-left:4px solid #b91c1c;padding:8px 12px;margin:12px 0">` +
        (b.why ? `<p style="margin:0">${escapeHtml(b.why)}</p>` : '') +
        `<p style="margin:0;font-weight:600">${escapeHtml(b.head)}</p>` +
        `<p style="margin:4px 0"><strong>${escapeHtml(b.author)}</strong>: ${escapeHtml(b.review.text)}</p>` +
        `<p style="margin:4px 0"><a href="${escapeHtml(b.review.link)}">${escapeHtml(b.action)}</a></p></div>`,
    ),
    `<p style="color:#475569;font-size:12px">${escapeHtml(w.footer)} <a href="${escapeHtml(input.settingsLink)}">${escapeHtml(input.settingsLink)}</a></p>`,
  ].join('\n');
  return { subject, text, html };
}
