import { expect, test } from '@playwright/test';
import { ADMIN } from './support/demo-users.ts';
import { signIn } from './support/session.ts';

// The restaurant's facts in reply settings (docs/product/reviews-and-replies.md#restaurant-facts).
// Both languages write the demo restaurant's facts: one after the other, each restoring them.
test.describe.configure({ mode: 'serial' });

const CASES = [
  {
    lang: 'en',
    title: 'Restaurant facts',
    save: 'Save',
    saved: 'Settings saved',
    facts: [
      ['Opening hours', 'Wed–Sun 5–10:30 pm; closed Mondays and Tuesdays'],
      ['Parking', 'Free street parking after 6 pm, paid lot behind the building'],
    ],
    hint: ['Opening hours', 'e.g. Tue–Fri 5–11 pm'],
  },
  {
    lang: 'fr',
    title: 'Informations sur le restaurant',
    save: 'Enregistrer',
    saved: 'Réglages enregistrés',
    facts: [
      ['Terrasse', 'Terrasse chauffée de 24 places, ouverte d’avril à octobre'],
      ['Chiens', 'Chiens bienvenus sur la terrasse seulement'],
    ],
    hint: ['Terrasse', 'p. ex. terrasse chauffée'],
  },
] as const;

for (const c of CASES) {
  test(`an Admin saves two restaurant facts and finds them after a reload (${c.lang})`, async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto(`/${c.lang}/dashboard/administration`);
    let section = page.getByTestId('restaurant-facts');
    await expect(section.getByRole('heading', { name: c.title })).toBeVisible();
    // Each answer says what to write.
    const [hintOf, hint] = c.hint;
    await expect(section.getByRole('textbox', { name: hintOf })).toHaveAccessibleDescription(
      new RegExp(`^${hint}`),
    );

    for (const [label, text] of c.facts) await section.getByLabel(label).fill(`  ${text} `);
    await section.getByRole('button', { name: c.save }).click();
    await expect(section.getByTestId('restaurant-facts-saved')).toHaveText(c.saved);

    try {
      await page.reload();
      section = page.getByTestId('restaurant-facts');
      for (const [label, text] of c.facts)
        await expect(section.getByLabel(label)).toHaveValue(text);
    } finally {
      for (const [label] of c.facts) await section.getByLabel(label).fill('');
      await section.getByRole('button', { name: c.save }).click();
      await expect(section.getByTestId('restaurant-facts-saved')).toBeVisible();
    }
    await page.reload();
    for (const [label] of c.facts)
      await expect(page.getByTestId('restaurant-facts').getByLabel(label)).toHaveValue('');
  });
}
