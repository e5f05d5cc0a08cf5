import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoViolations, expectSettled } from './support/axe.ts';
import { ADMIN } from './support/demo-users.ts';
import { addReview } from './support/ingest.ts';
import { accessToken, signIn } from './support/session.ts';
import { HOOKS_URL, hookCalls } from './support/social-fakes.ts';

/**
 * Escalation channels (docs/product/team-workflow.md#escalation-channels): an Admin adds a Slack
 * channel in Administration, sends a test and reads it in the channel's delivery log; then a bad
 * review reaches the channel, in the channel's language. The local receiver speaks Slack's
 * incoming-webhook answers. Each journey deletes its channel, so the demo's alerts go nowhere else.
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
    log: 'Delivery log',
    test: 'Test',
    badReviews: 'Bad reviews',
    statusSent: 'Sent',
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
    statusSent: 'Envoyé',
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

async function journey(page: Page, lang: 'en' | 'fr') {
  // Two axe passes, a test call and a review's whole arrival, on a shared machine.
  test.setTimeout(180_000);
  const c = copy[lang];
  const stamp = Date.now();
  const name = `${lang === 'en' ? 'Managers' : 'Gérants'} ${stamp}`;
  const path = `/slack/T0/B0/journey-${lang}-${stamp}`;
  try {
    await signIn(page, ADMIN);
    await page.goto(`/${lang}/dashboard/administration`);
    const panel = page.getByTestId('alert-channels');
    await expect(panel.getByRole('heading', { name: c.title })).toBeVisible({ timeout: 30_000 });
    await panel.getByRole('button', { name: c.add }).click();
    const form = panel.getByTestId('channel-form');
    await form.getByLabel(c.kind).selectOption('slack');
    await form.getByLabel(c.name).fill(name);
    await form.getByLabel(c.url).fill(HOOKS_URL + path);
    await form.getByLabel(c.language).selectOption({ label: c.languageLabel });
    await expectSettled(page);
    await expectNoViolations(page, `channel form ${lang}`);
    await form.getByRole('button', { name: c.save }).click();

    const row = panel.getByTestId('channel-row').filter({ hasText: name });
    await expect(row).toBeVisible();
    // The URL itself never comes back to the browser: only its host and last characters.
    await expect(row).toContainText(`127.0.0.1:`);
    await expect(row).not.toContainText(path);

    await row.getByRole('button', { name: c.sendTest }).click();
    await expect(row.getByTestId('channel-test-result')).toHaveText(c.sent);
    const received = (await hookCalls()).filter((h) => h.path === path);
    expect(received).toHaveLength(1);
    expect((received[0]?.json as { text: string }).text).toBe(c.testText);

    await row.getByRole('button', { name: c.log }).click();
    const log = row.getByTestId('delivery-log');
    await expect(log.getByTestId('delivery-row').filter({ hasText: c.test })).toContainText(
      c.statusSent,
    );
    await expectSettled(page);
    await expectNoViolations(page, `delivery log ${lang}`);

    // A bad review at one of the channel's locations reaches it, once, in its language.
    await addReview(page.request, {
      location: 'Plateau',
      rating: 1,
      text: `Cold soup and a long wait. ${name}`,
    });
    await expect
      .poll(
        async () =>
          (await hookCalls()).filter(
            (h) => h.path === path && JSON.stringify(h.json).includes(name),
          ).length,
        { timeout: 30_000 },
      )
      .toBe(1);
    const bad = (await hookCalls()).find(
      (h) => h.path === path && JSON.stringify(h.json).includes(name),
    );
    expect((bad?.json as { text: string }).text).toContain(c.badTitle);
    await expect(
      log.getByTestId('delivery-row').filter({ hasText: c.badReviews }).first(),
    ).toContainText(c.statusSent, { timeout: 30_000 });
  } finally {
    await deleteChannel(page.request, name);
  }
}

test('an admin adds a Slack channel, sends a test and reads it in the delivery log', async ({
  page,
}) => {
  await journey(page, 'en');
});

test('un administrateur ajoute un canal Slack, envoie un test et le retrouve dans le journal', async ({
  page,
}) => {
  await journey(page, 'fr');
});
