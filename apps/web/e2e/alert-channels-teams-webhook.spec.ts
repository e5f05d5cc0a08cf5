import { createHmac } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import {
  callsTo,
  channelCopy as copy,
  deleteChannel,
  fillChannelForm,
  saveChannel,
  sendTest,
  type ChannelKind,
} from './support/alert-channels.ts';
import { expectNoViolations, expectSettled } from './support/axe.ts';
import { addReview } from './support/ingest.ts';

/**
 * Escalation channels beside Slack (docs/product/team-workflow.md#escalation-channels): a
 * Microsoft Teams channel in English, whose messages hold an Adaptive Card, and the restaurant's
 * own system through a signed webhook in French, whose secret is shown once and signs every call.
 * The local receiver answers as Teams (202) and as a webhook receiver (200). Each journey deletes
 * its channel, so the demo's alerts go nowhere else.
 */

/** Adds a channel in Administration and sends its test; answers the secret shown (webhooks). */
async function addChannel(
  page: Page,
  lang: 'en' | 'fr',
  kind: ChannelKind,
  name: string,
  path: string,
) {
  const channel = await fillChannelForm(page, lang, { kind, name, path });
  const row = await saveChannel(channel, lang, name);
  const secret =
    kind === 'webhook'
      ? ((await channel.panel.getByTestId('channel-secret').locator('code').textContent()) ?? '')
      : '';
  await sendTest(row, lang);
  await expectSettled(page);
  await expectNoViolations(page, `${kind} channel ${lang}`);
  return { secret };
}

test('an Admin adds a Teams channel: the test and a bad review arrive as Adaptive Cards', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const c = copy.en;
  const stamp = Date.now();
  const name = `Teams floor ${stamp}`;
  const path = `/teams/workflows/journey-${stamp}`;
  try {
    await addChannel(page, 'en', 'teams', name, path);
    const [testCall] = await callsTo(path, c.testText);
    const card = (testCall?.json as { attachments: { contentType: string }[] }).attachments[0];
    expect(card?.contentType).toBe('application/vnd.microsoft.card.adaptive');

    await addReview(page.request, {
      location: 'Plateau',
      rating: 1,
      text: `The soup was cold and nobody came. ${name}`,
    });
    await expect.poll(async () => (await callsTo(path, name)).length, { timeout: 30_000 }).toBe(1);
    expect((await callsTo(path, name))[0]?.body).toContain(c.badTitle);
  } finally {
    await deleteChannel(page.request, name);
  }
});

test('an Admin adds a signed webhook in French: every call is signed with the secret shown once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const c = copy.fr;
  const stamp = Date.now();
  const name = `Système maison ${stamp}`;
  const path = `/hook/journey-${stamp}`;
  try {
    const { secret } = await addChannel(page, 'fr', 'webhook', name, path);
    expect(secret).not.toBe('');
    const signed = (call: { headers: Record<string, unknown>; body: string }) => {
      const timestamp = String(call.headers['x-tableside-timestamp']);
      const expected = createHmac('sha256', secret)
        .update(`${timestamp}.${call.body}`)
        .digest('hex');
      return call.headers['x-tableside-signature'] === `sha256=${expected}`;
    };
    const [testCall] = await callsTo(path, c.testText);
    expect(testCall && signed(testCall)).toBe(true);
    expect(testCall?.headers['idempotency-key']).toBeTruthy();

    await addReview(page.request, {
      location: 'Plateau',
      rating: 1,
      text: `Soupe froide et personne n’est venu. ${stamp}`,
    });
    await expect
      .poll(
        async () =>
          (await callsTo(path, String(stamp))).filter((h) => h.body.includes('alert.')).length,
        {
          timeout: 30_000,
        },
      )
      .toBe(1);
    const [bad] = (await callsTo(path, String(stamp))).filter((h) => h.body.includes('alert.'));
    expect(bad && signed(bad)).toBe(true);
    expect(bad?.json).toMatchObject({
      event: 'alert.bad_review',
      language: 'fr',
      title: c.badTitle,
    });
  } finally {
    await deleteChannel(page.request, name);
  }
});
