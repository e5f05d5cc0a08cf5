import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN } from './demo-users.ts';
import { accessToken, signIn } from './session.ts';
import { HOOKS_URL, hookCalls } from './social-fakes.ts';

/**
 * What the escalation-channel journeys share (alert-channels.spec.ts for Slack,
 * alert-channels-teams-webhook.spec.ts for Teams and a signed webhook): the screen's words, the
 * channel form in Administration, the calls that reached the local receiver, and the clean-up
 * that keeps the demo's alerts going nowhere else.
 */

export type ChannelKind = 'slack' | 'teams' | 'webhook';

export const channelCopy = {
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
    log: 'Delivery log',
    test: 'Test',
    badReviews: 'Bad reviews',
    allLocations: 'All locations',
    statusSent: 'Sent',
    statusQueued: 'Queued',
    nextAttempt: 'next attempt after',
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
    log: 'Journal des envois',
    test: 'Test',
    badReviews: 'Avis négatifs',
    allLocations: 'Tous les établissements',
    statusSent: 'Envoyé',
    statusQueued: 'En attente',
    nextAttempt: 'nouvel essai après',
    testText: 'Message de test de Tableside',
    badTitle: 'Avis négatif — Plateau',
  },
};

export type ChannelForm = { panel: Locator; form: Locator };

/**
 * Signs the Admin in, opens Administration and fills a new channel's form, pointed at one path
 * of the local receiver; the form is left unsaved.
 */
export async function fillChannelForm(
  page: Page,
  lang: 'en' | 'fr',
  channel: { kind: ChannelKind; name: string; path: string },
): Promise<ChannelForm> {
  const c = channelCopy[lang];
  await signIn(page, ADMIN);
  await page.goto(`/${lang}/dashboard/administration`);
  const panel = page.getByTestId('alert-channels');
  await expect(panel.getByRole('heading', { name: c.title })).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('button', { name: c.add }).click();
  const form = panel.getByTestId('channel-form');
  await form.getByLabel(c.kind).selectOption(channel.kind);
  await form.getByLabel(c.name).fill(channel.name);
  await form.getByLabel(c.url).fill(HOOKS_URL + channel.path);
  await form.getByLabel(c.language).selectOption({ label: c.languageLabel });
  return { panel, form };
}

/** Saves the form; answers the new channel's row once it is listed. */
export async function saveChannel(
  { panel, form }: ChannelForm,
  lang: 'en' | 'fr',
  name: string,
): Promise<Locator> {
  await form.getByRole('button', { name: channelCopy[lang].save }).click();
  const row = panel.getByTestId('channel-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  return row;
}

/** Sends the channel's test message from its row and waits for the row to say it was sent. */
export async function sendTest(row: Locator, lang: 'en' | 'fr'): Promise<void> {
  await row.getByRole('button', { name: channelCopy[lang].sendTest }).click();
  await expect(row.getByTestId('channel-test-result')).toHaveText(channelCopy[lang].sent);
}

/** The calls that reached one path of the local receiver and mention a text. */
export const callsTo = async (path: string, text: string) =>
  (await hookCalls()).filter((h) => h.path === path && h.body.includes(text));

/** Deletes the Admin's channels of that name through the API, whatever the journey left. */
export async function deleteChannel(request: APIRequestContext, name: string): Promise<void> {
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
