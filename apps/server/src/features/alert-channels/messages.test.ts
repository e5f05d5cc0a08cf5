import { describe, expect, it } from 'vitest';
import { slackPayload, teamsPayload, webhookPayload, type AlertMessage } from './messages.ts';

// A channel's message about a guest's social comment (docs/product/team-workflow.md#social-comments).

const message = (language: 'en' | 'fr', type: AlertMessage['type']): AlertMessage => ({
  type,
  language,
  deliveryId: 'd-1',
  restaurantId: 'r-1',
  restaurantName: 'Maison',
  timezone: 'Europe/Paris',
  link: `https://app.test/${language}/dashboard/socials/posts?comment=c-1`,
  review: null,
  comment: {
    id: 'c-1',
    locationId: 'l-1',
    locationName: 'Plateau',
    platform: 'instagram',
    authorName: 'julie.eats',
    text: 'Do you <take> bookings?',
    commentedAt: new Date('2026-11-20T10:00:00Z'),
  },
  assignee: 'Inès Relais',
});

describe('a channel message about a social comment', () => {
  it('names the comment, its platform and author, in the channel’s language, never as a test', () => {
    const slack = slackPayload(message('fr', 'assignment'));
    expect(slack.text).toBe(
      'Commentaire attribué à Inès Relais — Plateau · Commentaire Instagram de julie.eats',
    );
    expect(JSON.stringify(slack.blocks)).toContain('Do you &lt;take&gt; bookings?');
    expect(JSON.stringify(slack.blocks)).toContain('Ouvrir le commentaire');
    // When the guest wrote, in the channel's language and the restaurant's time zone.
    expect(JSON.stringify(slack.blocks)).toContain(
      '_Le commentaire, publié le 20 nov. 2026, 11:00\u00a0:_',
    );
    const teams = teamsPayload(message('en', 'overdue'));
    expect(JSON.stringify(teams)).toContain('Comment waiting past its reply target — Plateau');
    expect(JSON.stringify(teams)).toContain('Instagram comment by julie.eats');
    // ICU writes the space before AM as a narrow no-break space or a plain one, by version.
    expect(JSON.stringify(teams)).toMatch(/The comment, posted Nov 20, 2026, 11:00\sAM:/);
  });

  it('gives the signed webhook the comment in place of a review', () => {
    expect(webhookPayload(message('en', 'assignment'))).toMatchObject({
      event: 'alert.assignment',
      review: null,
      comment: {
        id: 'c-1',
        location_id: 'l-1',
        location: 'Plateau',
        platform: 'instagram',
        author: 'julie.eats',
        excerpt: 'Do you <take> bookings?',
        date: '2026-11-20T10:00:00.000Z',
      },
      assignee: 'Inès Relais',
    });
  });
});
