import type { TChannelAlertType, TChannelKind } from '@tableside/domain/schemas/alert-channels';
import { CHANNEL_WORDS, channelDate } from './message-words.ts';

/*
 * What a channel receives (docs/product/team-workflow.md#escalation-channels), in the channel's
 * language: Slack's incoming-webhook `{text, blocks}`, a Teams message carrying an Adaptive Card,
 * or our own JSON for a signed webhook.
 */

export type AlertMessage = {
  type: TChannelAlertType | 'test';
  language: 'en' | 'fr';
  deliveryId: string;
  restaurantId: string;
  restaurantName: string;
  /** The restaurant's time zone, for the date the guest wrote. */
  timezone: string;
  link: string;
  review: {
    id: string;
    locationId: string;
    locationName: string;
    rating: number;
    authorName: string | null;
    text: string;
    reviewDate: Date;
  } | null;
  /** A guest's social comment, in place of a review (an assignment, an overdue comment). */
  comment?: {
    id: string;
    locationId: string;
    locationName: string;
    platform: string;
    authorName: string | null;
    text: string;
    commentedAt: Date;
  } | null;
  /** Who the review was assigned to (the assignment alert). */
  assignee: string | null;
};

const EXCERPT_MAX = 300;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= EXCERPT_MAX ? flat : `${flat.slice(0, EXCERPT_MAX - 1).trimEnd()}…`;
}

/**
 * The words every kind shows: a title, the stars line, the excerpt under a label saying when the
 * guest wrote, and the link's label.
 */
export function messageLines(m: AlertMessage) {
  const w = CHANNEL_WORDS[m.language];
  const when = (at: Date) => channelDate(m.language, m.timezone, at);
  if (m.comment) {
    const c = m.comment;
    return {
      title:
        m.type === 'assignment'
          ? w.commentAssignment(c.locationName, m.assignee)
          : w.commentOverdue(c.locationName),
      stars: null,
      meta: w.commentOn(c.platform, c.authorName),
      excerptLabel: w.commentSaid(when(c.commentedAt)),
      excerpt: excerpt(c.text),
      action: w.openComment,
    };
  }
  if (!m.review)
    return {
      title: w.test,
      meta: null,
      stars: null,
      excerptLabel: null,
      excerpt: w.testBody(m.restaurantName),
      action: w.openApp,
    };
  const r = m.review;
  const title =
    m.type === 'assignment'
      ? w.assignment(r.locationName, m.assignee)
      : m.type === 'test'
        ? w.test
        : w[m.type](r.locationName);
  return {
    title,
    stars: `${'★'.repeat(r.rating)}${'☆'.repeat(5 - r.rating)}`,
    meta: `${w.stars(r.rating)} · ${w.by(r.authorName)}`,
    excerptLabel: w.reviewSaid(when(r.reviewDate)),
    excerpt: excerpt(r.text),
    action: w.open,
  };
}

/** Slack's mrkdwn treats these three as control characters (https://api.slack.com/reference/surfaces/formatting#escaping). */
const slackEscape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function slackPayload(m: AlertMessage) {
  const l = messageLines(m);
  const lines = [
    `*${slackEscape(l.title)}*`,
    l.stars ? `${l.stars}  ${slackEscape(l.meta ?? '')}` : l.meta ? slackEscape(l.meta) : null,
    l.excerptLabel ? `_${slackEscape(l.excerptLabel)}_` : null,
    l.excerpt ? `>${slackEscape(l.excerpt)}` : null,
  ].filter(Boolean);
  return {
    text: slackEscape(`${l.title}${l.meta ? ` · ${l.meta}` : ''}`),
    blocks: [
      { type: 'section', text: { type: 'mrkdwn', text: lines.join('\n') } },
      {
        type: 'actions',
        elements: [{ type: 'button', text: { type: 'plain_text', text: l.action }, url: m.link }],
      },
    ],
  };
}

export function teamsPayload(m: AlertMessage) {
  const l = messageLines(m);
  const body = [
    { type: 'TextBlock', text: l.title, weight: 'Bolder', size: 'Medium', wrap: true },
    ...(l.stars || l.meta
      ? [
          {
            type: 'TextBlock',
            text: l.stars ? `${l.stars}  ${l.meta ?? ''}` : l.meta,
            spacing: 'Small',
            wrap: true,
          },
        ]
      : []),
    ...(l.excerptLabel
      ? [{ type: 'TextBlock', text: l.excerptLabel, size: 'Small', spacing: 'Medium', wrap: true }]
      : []),
    ...(l.excerpt ? [{ type: 'TextBlock', text: l.excerpt, wrap: true, isSubtle: true }] : []),
  ];
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body,
          actions: [{ type: 'Action.OpenUrl', title: l.action, url: m.link }],
        },
      },
    ],
  };
}

export function webhookPayload(m: AlertMessage) {
  const l = messageLines(m);
  const r = m.review;
  const c = m.comment;
  return {
    event: `alert.${m.type}`,
    delivery_id: m.deliveryId,
    restaurant_id: m.restaurantId,
    language: m.language,
    title: l.title,
    link: m.link,
    review: r && {
      id: r.id,
      location_id: r.locationId,
      location: r.locationName,
      rating: r.rating,
      author: r.authorName,
      excerpt: l.excerpt,
      date: r.reviewDate.toISOString(),
    },
    ...(c && {
      comment: {
        id: c.id,
        location_id: c.locationId,
        location: c.locationName,
        platform: c.platform,
        author: c.authorName,
        excerpt: l.excerpt,
        date: c.commentedAt.toISOString(),
      },
    }),
    assignee: m.assignee,
  };
}

export function channelPayload(kind: TChannelKind, m: AlertMessage): unknown {
  if (kind === 'slack') return slackPayload(m);
  if (kind === 'teams') return teamsPayload(m);
  return webhookPayload(m);
}
