import { expect, test } from '@playwright/test';
import { expectNoViolations } from './support/axe.ts';
import { ADMIN, GROWTH_ADMIN, SUPERADMIN } from './support/demo-users.ts';
import { signIn } from './support/session.ts';

/*
 * Language-model usage (docs/product/reviews-and-replies.md#language-model-usage): the Admin's
 * "AI usage" section and the console's restaurant cards. The figures are the demo's
 * (apps/server/src/db/seed/demo-ai-usage.ts), since the journeys' server runs the built-in
 * engines; French groups digits with a narrow no-break space, which `\s` matches.
 */
const CASES = [
  {
    lang: 'en',
    title: 'AI usage',
    replies: /^Review replies\s*38\s*45,980\s*\$0\.0088$/,
    comments: /^Comment replies\s*6\s*5,940\s*\$0\.0011$/,
    total: /^Total\s*53\s*84,680\s*\$0\.0154$/,
    lastTotal: /^Total\s*66\s*113,880\s*\$0\.0205$/,
    columns: ['Used for', 'Calls', 'Tokens', 'Cost'],
    card: /^84,680 tokens · \$0\.0154$/,
    none: 'None',
  },
  {
    lang: 'fr',
    title: 'Utilisation de l’IA',
    replies: /^Réponses aux avis\s*38\s*45\s980\s*0,0088\s\$US$/,
    comments: /^Réponses aux commentaires\s*6\s*5\s940\s*0,0011\s\$US$/,
    total: /^Total\s*53\s*84\s680\s*0,0154\s\$US$/,
    lastTotal: /^Total\s*66\s*113\s880\s*0,0205\s\$US$/,
    columns: ['Utilisation', 'Appels', 'Jetons', 'Coût'],
    card: /^84\s680 jetons · 0,0154\s\$US$/,
    none: 'Aucune',
  },
] as const;

for (const c of CASES) {
  test(`an Admin reads the restaurant's AI usage this month and last (${c.lang})`, async ({
    page,
  }) => {
    await signIn(page, ADMIN);
    await page.goto(`/${c.lang}/dashboard/administration`);
    const section = page.getByTestId('ai-usage');
    await expect(section.getByRole('heading', { name: c.title, level: 2 })).toBeVisible();
    const thisMonth = section.getByTestId('ai-usage-this-month');
    await expect(thisMonth.getByRole('columnheader')).toHaveText([...c.columns]);
    await expect(thisMonth.getByTestId('ai-usage-this-month-reply')).toHaveText(c.replies);
    await expect(thisMonth.getByTestId('ai-usage-this-month-comment_reply')).toHaveText(c.comments);
    await expect(thisMonth.getByTestId('ai-usage-this-month-total')).toHaveText(c.total);
    await expect(section.getByTestId('ai-usage-last-month-total')).toHaveText(c.lastTotal);
    // Last month had no comment replies: no row for them.
    await expect(section.getByTestId('ai-usage-last-month-comment_reply')).toHaveCount(0);
    await expectNoViolations(page, `administration with AI usage (${c.lang})`);
  });

  test(`an Admin whose restaurant never used a model sees no AI usage section (${c.lang})`, async ({
    page,
  }) => {
    await signIn(page, GROWTH_ADMIN);
    await page.goto(`/${c.lang}/dashboard/administration`);
    await expect(page.getByTestId('auto-approval')).toBeVisible();
    await expect(page.getByTestId('ai-usage')).toHaveCount(0);
  });

  test(`the console's restaurant cards show this month's tokens and cost (${c.lang})`, async ({
    page,
  }) => {
    await signIn(page, SUPERADMIN);
    await page.goto(`/${c.lang}/superadmin/restaurants`);
    const card = (name: string) =>
      page
        .getByTestId('restaurant-card')
        .filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(card('Maison Tableside').getByTestId('restaurant-ai-usage')).toHaveText(c.card);
    await expect(card('Le Petit Growth').getByTestId('restaurant-ai-usage')).toHaveText(c.none);
    await expectNoViolations(page, `restaurants with AI usage (${c.lang})`);
  });
}
