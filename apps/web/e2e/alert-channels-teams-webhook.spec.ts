import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoViolations, expectSettled } from './support/axe.ts';
import { ADMIN } from './support/demo-users.ts';
import { addReview } from './support/ingest.ts';
import { accessToken, signIn } from './support/session.ts';
import { HOOKS_URL, hookCalls } from './support/social-fakes.ts';

/**
 * Escalation channels beside Slack (docs/product/team-workflow.md#escalation-channels): a
 * Microsoft Teams channel in English, whose messages hold an Adaptive Card, and the restaurant's
 * own system through a signed webhook in French, whose secret is shown once and signs every call.
 * The local receiver answers as Teams (202) and as a webhook receiver (200). Each journey deletes
 * its channel, so the demo's alerts go nowhere else.
 */

const copy = {
  en: {
    title: 'Escalation channels',
    add: 'Add a channel',
    kind: 'Kind',
    name: 'Name',
    url: 'Webhook URL',
    language: 'Language',
    languageLabel: 'English',
    save: 'Save channel',
    sendTest: 'Send test',
    sent: 'Test message sent.',
    testText: 'Test message from Tableside',
    badTitle: 'Bad review — Plateau',
  },
  fr: {
    title: 'Canaux d’escalade',
    add: 'Ajouter un canal',
    kind: 'Type',
    name: 'Nom',
    url: 'URL du webhook',
    language: 'Langue',
    languageLabel: 'Français',
    save: 'Enregistrer le canal',
    sendTest: 'Envoyer un test',
    sent: 'Message de test envoyé.',
    testText: 'Message de test de Tableside',
    badTitle: 'Avis négatif — Plateau',
  },
};

async function deleteChannel(request: APIRequestContext, name: string) {
  const headers = { authorization: `Bearer ${await accessToken(request, ADMIN)}` };
  const self = await request.get('/v1/restaurant/self', { headers });
  const id = ((await self.json()) as { data: { id: string } }).data.id;
  const listed = await request.get(`/v1/restaurant/${id}/alert-channel`, { headers });
  const channels = ((await listed.json()) as { data: { id: string; name: string }[] }).data;
  for (const c of channels.filter((x) => x.name === name))
    expect(
      (await request.delete(`/v1/restaurant/${id}/alert-channel/${c.id}`, { headers })).status(),
    ).toBe(200);
}

/** Adds a channel in Administration and sends its test; answers the row and the secret shown. */
async function addChannel(page: Page, lang: 'en' | 'fr', kind: string, name: string, path: string) {
  const c = copy[lang];
  await signIn(page, ADMIN);
  await page.goto(`/${lang}/dashboard/administration`);
  const panel = page.getByTestId('alert-channels');
  await expect(panel.getByRole('heading', { name: c.title })).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('button', { name: c.add }).click();
  const form = panel.getByTestId('channel-form');
  await form.getByLabel(c.kind).selectOption(kind);
  await form.getByLabel(c.name).fill(name);
  await form.getByLabel(c.url).fill(HOOKS_URL + path);
  await form.getByLabel(c.language).selectOption({ label: c.languageLabel });
  await form.getByRole('button', { name: c.save }).click();
  const row = panel.getByTestId('channel-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  const secret =
    kind === 'webhook'
      ? ((await panel.getByTestId('channel-secret').locator('code').textContent()) ?? '')
      : '';
  await row.getByRole('button', { name: c.sendTest }).click();
  await expect(row.getByTestId('channel-test-result')).toHaveText(c.sent);
  await expectSettled(page);
  await expectNoViolations(page, `${kind} channel ${lang}`);
  return { secret };
}

/** The calls that reached one path of the local receiver and mention a text. */
const callsTo = async (path: string, text: string) =>
  (await hookCalls()).filter((h) => h.path === path && h.body.includes(text));

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
