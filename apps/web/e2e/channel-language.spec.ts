import { expect, test } from '@playwright/test';
import {
  callsTo,
  channelCopy,
  deleteChannel,
  fillChannelForm,
  saveChannel,
  sendTest,
} from './support/alert-channels.ts';
import { expectNoViolations, expectSettled } from './support/axe.ts';
import { addReview } from './support/ingest.ts';

/**
 * A channel's language (docs/product/team-workflow.md#escalation-channels): a channel is shared,
 * so its messages speak the language its Admin picks, whatever the Admin's screen speaks. Here
 * the Admin working in one language picks the other for a Slack channel: the test message, a
 * bad review's title, date label and link come in that one; set back to the restaurant's
 * language (the demo restaurant's is French, named in the form), the test follows it.
 */

const OTHER = {
  en: {
    pick: 'French',
    restaurant: 'Restaurant’s language (French)',
    testText: channelCopy.fr.testText,
    badTitle: channelCopy.fr.badTitle,
    label: 'L’avis, publié le',
    link: '/fr/dashboard/reviews?review=',
  },
  fr: {
    pick: 'Anglais',
    restaurant: 'Langue du restaurant (français)',
    testText: channelCopy.en.testText,
    badTitle: channelCopy.en.badTitle,
    label: 'The review, posted',
    link: '/en/dashboard/reviews?review=',
  },
} as const;

const EDIT = { en: 'Edit', fr: 'Modifier' } as const;

for (const lang of ['en', 'fr'] as const) {
  test(`a channel speaks the language its Admin picks, not the screen's (${lang})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(150_000);
    const c = channelCopy[lang];
    const o = OTHER[lang];
    const stamp = Date.now();
    const name = `${lang === 'en' ? 'Floor language' : 'Salle langue'} ${stamp}`;
    const path = `/slack/T0/B0/language-${lang}-${stamp}`;
    try {
      const channel = await fillChannelForm(page, lang, { kind: 'slack', name, path });
      const language = channel.form.getByLabel(c.language);
      // The first choice names what the restaurant's language is.
      await expect(language.locator('option').first()).toHaveText(o.restaurant);
      await language.selectOption({ label: o.pick });
      await expectSettled(page);
      await expectNoViolations(page, `channel language ${lang}`);
      await channel.form.screenshot({ path: testInfo.outputPath(`channel-language-${lang}.png`) });
      const row = await saveChannel(channel, lang, name);
      await expect(row.getByTestId('channel-language')).toHaveText(o.pick);

      await sendTest(row, lang);
      expect(
        (await callsTo(path, o.testText)).map((h) => (h.json as { text: string }).text),
      ).toEqual([o.testText]);

      await addReview(page.request, {
        location: 'Plateau',
        rating: 1,
        text: `Cold soup and a long wait. ${name}`,
      });
      await expect
        .poll(async () => (await callsTo(path, name)).length, { timeout: 30_000 })
        .toBe(1);
      const [bad] = await callsTo(path, name);
      expect((bad?.json as { text: string }).text).toContain(o.badTitle);
      expect(bad?.body).toContain(o.label);
      expect(bad?.body).toContain(o.link);

      // Back to the restaurant's language: the next message follows the restaurant (French).
      await row.getByRole('button', { name: `${EDIT[lang]} ${name}` }).click();
      const edit = channel.panel.getByTestId('channel-form');
      await edit.getByLabel(c.language).selectOption({ label: o.restaurant });
      await edit.getByRole('button', { name: c.save }).click();
      const saved = channel.panel.getByTestId('channel-row').filter({ hasText: name });
      await expect(saved.getByTestId('channel-language')).toHaveText(o.restaurant);
      await row.screenshot({ path: testInfo.outputPath(`channel-row-${lang}.png`) });
      await sendTest(saved, lang);
      expect((await callsTo(path, channelCopy.fr.testText)).map((h) => h.path)).toHaveLength(
        lang === 'en' ? 2 : 1,
      );
    } finally {
      await deleteChannel(page.request, name);
    }
  });
}
