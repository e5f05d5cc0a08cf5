import { expect, test, type Page } from '@playwright/test';
import {
  channelCopy as copy,
  deleteChannel,
  fillChannelForm,
  saveChannel,
  sendTest,
} from './support/alert-channels.ts';
import { expectNoViolations, expectSettled } from './support/axe.ts';
import { addReview } from './support/ingest.ts';
import { hookCalls, scriptHook } from './support/social-fakes.ts';

/**
 * Escalation channels (docs/product/team-workflow.md#escalation-channels): an Admin adds a Slack
 * channel in Administration, sends a test and reads it in the channel's delivery log; then a bad
 * review reaches the channel, in the channel's language, and Slack's rate limit is honoured. The
 * local receiver speaks Slack's incoming-webhook answers. Another channel, for incidents at one location, receives nothing else.
 * Each journey deletes its channel, so the demo's alerts go nowhere else.
 */

async function journey(page: Page, lang: 'en' | 'fr') {
  // Two axe passes, a test call and a review's whole arrival, on a shared machine.
  test.setTimeout(180_000);
  const c = copy[lang];
  const stamp = Date.now();
  const name = `${lang === 'en' ? 'Managers' : 'Gérants'} ${stamp}`;
  const path = `/slack/T0/B0/journey-${lang}-${stamp}`;
  try {
    const channel = await fillChannelForm(page, lang, { kind: 'slack', name, path });
    await expectSettled(page);
    await expectNoViolations(page, `channel form ${lang}`);
    const row = await saveChannel(channel, lang, name);
    // The URL itself never comes back to the browser: only its host and last characters.
    await expect(row).toContainText(`127.0.0.1:`);
    await expect(row).not.toContainText(path);

    await sendTest(row, lang);
    // The test message, once, in the channel's language. (A bad review another journey adds
    // meanwhile reaches this channel too: it is not counted here.)
    const received = (await hookCalls()).filter(
      (h) => h.path === path && !JSON.stringify(h.json).includes('review='),
    );
    expect(received).toHaveLength(1);
    expect((received[0]?.json as { text: string }).text).toBe(c.testText);

    await row.getByRole('button', { name: c.log }).click();
    const log = row.getByTestId('delivery-log');
    await expect(log.getByTestId('delivery-row').filter({ hasText: c.test })).toContainText(
      c.statusSent,
    );
    await expectSettled(page);
    await expectNoViolations(page, `delivery log ${lang}`);

    // A bad review at one of the channel's locations reaches it, once, in its language. Slack
    // asks to wait ten minutes (429 with Retry-After): the log says when it is tried again.
    // (Other journeys' bad reviews reach this channel too: the script is for this one.)
    await scriptHook(
      path,
      [{ status: 429, body: 'rate_limited', headers: { 'retry-after': '600' } }],
      name,
    );
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
    const waiting = log.getByTestId('delivery-row').filter({ hasText: c.nextAttempt });
    await expect(waiting).toBeVisible({ timeout: 30_000 });
    await expect(waiting).toContainText(c.badReviews);
    await expect(waiting).toContainText(c.statusQueued);
    await expect(waiting).toContainText('HTTP 429');
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

for (const lang of ['en', 'fr'] as const) {
  test(`a channel receives only the alert types and locations its Admin picked (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const c = copy[lang];
    const stamp = `${lang}${Date.now()}`;
    const name = `Mile End incidents ${lang} ${stamp}`;
    const path = `/slack/T0/B0/filters-${lang}-${stamp}`;
    try {
      const channel = await fillChannelForm(page, lang, { kind: 'slack', name, path });
      // Incidents only (bad reviews are ticked for a new channel), and Mile End only.
      await channel.form.getByLabel(c.badReviews, { exact: true }).uncheck();
      await channel.form.getByLabel(c.allLocations, { exact: true }).uncheck();
      await channel.form.getByLabel('Mile End', { exact: true }).check();
      await saveChannel(channel, lang, name);

      const sick = 'We both got food poisoning after the oysters and were sick all night.';
      await addReview(page.request, {
        location: 'Mile End',
        rating: 1,
        text: `Cold soup and a long wait. bad-${stamp}`,
      });
      await addReview(page.request, {
        location: 'Plateau',
        rating: 2,
        text: `${sick} elsewhere-${stamp}`,
      });
      await addReview(page.request, {
        location: 'Mile End',
        rating: 2,
        text: `${sick} picked-${stamp}`,
      });
      // This run's reviews only: the other language's run, alongside, also adds an incident at
      // Mile End, which this channel rightly receives too.
      const calls = async () =>
        (await hookCalls()).filter((h) => h.path === path && h.body.includes(`-${stamp}`));
      await expect
        .poll(
          async () => (await calls()).filter((h) => h.body.includes(`picked-${stamp}`)).length,
          {
            timeout: 60_000,
          },
        )
        .toBe(1);
      // The bad review at Mile End and the incident at Plateau arrived first; neither was sent.
      expect((await calls()).map((h) => h.body)).toEqual([
        expect.stringContaining(`picked-${stamp}`),
      ]);
    } finally {
      await deleteChannel(page.request, name);
    }
  });
}
