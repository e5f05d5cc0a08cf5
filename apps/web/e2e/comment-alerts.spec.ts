import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoViolations, expectSettled } from './support/axe.ts';
import { ADMIN, DEMO_PASSWORD, type DemoUser } from './support/demo-users.ts';
import { accessToken, signIn } from './support/session.ts';
import { receivedMails } from './support/smtp.ts';

/**
 * A social comment assigned to a colleague reaches them (docs/product/team-workflow.md#social-comments),
 * in English and in French: the Admin gives a comment, showing its time left, to a second Admin
 * made for the run, who finds the alert on the alerts screen and opens the comment from it. Each
 * language works its own comment and colleague, so the two runs never meet.
 */

const ADMIN_NAME = 'Camille Tremblay';

const WORDS = {
  en: {
    card: 'marco_foodie on Instagram',
    assignee: 'Assigned to',
    due: /^Reply due in \d+\s+hours$/,
    overdue: 'Overdue',
    viewEmpty: 'No comments in this view.',
    reason: `${ADMIN_NAME} assigned this comment to you`,
    open: 'Open the comment',
    seen: 'Seen',
  },
  fr: {
    card: 'Nadia Benali sur Facebook',
    assignee: 'Attribué à',
    due: /^Réponse attendue dans \d+\s+heures$/,
    overdue: 'En retard',
    viewEmpty: 'Aucun commentaire dans cette vue.',
    reason: `${ADMIN_NAME} vous a attribué ce commentaire`,
    open: 'Ouvrir le commentaire',
    seen: 'Vue',
  },
} as const;

/** A second Admin of the demo restaurant, reading `lang`, with the demo password. */
async function secondAdmin(request: APIRequestContext, lang: 'en' | 'fr') {
  const headers = { authorization: `Bearer ${await accessToken(request, ADMIN)}` };
  const me = (await (await request.get('/v1/auth/me', { headers })).json()) as {
    data: { authorized_locations: { id: string }[] };
  };
  const location = me.data.authorized_locations.find((l) => l.id !== 'all');
  const stamp = Math.random().toString(36).slice(2, 8);
  const email = `relay-${lang}-${stamp}@tableside.example`;
  const lastname = `Relais ${stamp}`;
  const created = await request.post('/v1/auth/user', {
    headers,
    data: {
      username: `relay-${lang}-${stamp}`,
      email,
      firstname: 'Inès',
      lastname,
      location_id: location?.id,
      roles: ['Admin'],
      language: lang,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const pattern = /\/(en|fr)\/set-password\?token=([\w-]+)/;
  let token = '';
  await expect
    .poll(
      async () => {
        const mail = (await receivedMails()).find((m) => m.to.includes(email));
        token = (mail && pattern.exec(mail.text)?.[2]) ?? '';
        return token;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  const set = await request.post('/v1/auth/set-password', {
    data: { token, password: DEMO_PASSWORD },
  });
  expect(set.status()).toBe(200);
  const user: DemoUser = { ...ADMIN, email };
  return { user, name: `Inès ${lastname}` };
}

for (const lang of ['en', 'fr'] as const) {
  test(`a comment assigned to a colleague alerts them, and the alert opens the comment (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    // Two sessions and a colleague invited for the run: more than a one-screen journey.
    test.slow();
    const w = WORDS[lang];
    const colleague = await secondAdmin(request, lang);
    await signIn(page, ADMIN);
    await page.goto(`/${lang}/dashboard/socials/posts`);
    await expect(page.getByTestId('screen-socials/posts')).toBeVisible({ timeout: 30_000 });
    const card = page.getByRole('article', { name: w.card });
    await expect(card.getByTestId('response-due')).toHaveText(w.due);
    await card.getByLabel(w.assignee).selectOption({ label: colleague.name });
    await expect(card.getByLabel(w.assignee)).not.toHaveValue('');
    // Not late yet: the Overdue view leaves it out.
    const views = page.getByTestId('comment-views');
    await views.getByRole('button', { name: w.overdue }).click();
    await expect(page.getByRole('article', { name: w.card })).toHaveCount(0);

    const theirs = await browser.newContext();
    const them = await theirs.newPage();
    await signIn(them, colleague.user);
    await them.goto(`/${lang}/dashboard/alerts`);
    const alert = them.getByTestId('alert-item').filter({ hasText: w.reason });
    await expect(alert).toHaveAttribute('data-seen', 'false', { timeout: 30_000 });
    await expectSettled(them);
    await expectNoViolations(them, `comment alert (${lang})`);
    const marked = them.waitForResponse(
      (r) => r.url().includes('/alert/seen') && r.request().method() === 'POST',
    );
    await alert.getByRole('link', { name: w.open }).click();
    await expect(them).toHaveURL(/\/socials\/posts\?comment=/);
    const opened = them.locator('[data-focused="true"]');
    await expect(opened.getByRole('article', { name: w.card })).toBeVisible();
    await expect(opened.getByLabel(w.assignee)).toHaveValue(/.+/);
    // Opening the comment marked its alert seen.
    expect((await marked).status()).toBe(200);
    await them.goto(`/${lang}/dashboard/alerts`);
    await expect(
      them.getByTestId('alert-item').filter({ hasText: w.reason }).getByText(w.seen, {
        exact: true,
      }),
    ).toBeVisible();
    await theirs.close();
  });
}
