import { createHmac } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoViolations, expectSettled } from './support/axe.ts';
import { ADMIN, MANAGER } from './support/demo-users.ts';
import { accessToken } from './support/session.ts';
import { receivedMails } from './support/smtp.ts';

/**
 * Bad-review alerts end to end: a 1-star review pushed through the signed ingestion webhook
 * reaches the manager's badge within seconds without a reload, the alerts screen lists it,
 * marking it seen lowers the badge (and a failed call reverts), and the alert e-mail arrives
 * once at a real SMTP server, in the manager's language.
 */

/** Sends reviews as Zapier would: signed with the restaurant's ingestion secret. */
async function ingest(request: APIRequestContext, texts: string[]) {
  const admin = { authorization: `Bearer ${await accessToken(request, ADMIN)}` };
  const self = await request.get('/v1/restaurant/self', { headers: admin });
  const restaurantId = ((await self.json()) as { data: { id: string } }).data.id;
  const created = await request.post(`/v1/restaurant/${restaurantId}/ingest-secret`, {
    headers: admin,
  });
  const secret = ((await created.json()) as { data: { secret: string } }).data.secret;
  const locations = await request.get('/v1/location', { headers: admin });
  const plateau = ((await locations.json()) as { data: { id: string; name: string }[] }).data.find(
    (l) => l.name === 'Plateau',
  );
  const body = JSON.stringify({
    reviews: texts.map((text, i) => ({
      location_id: plateau?.id,
      source: 'google',
      external_id: `e2e-alert-${Date.now()}-${i}`,
      author_name: 'Maya',
      rating: 1,
      text,
      review_date: new Date().toISOString(),
    })),
  });
  const ts = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex');
  const res = await request.post('/v1/ingest/reviews', {
    data: body,
    headers: {
      'content-type': 'application/json',
      'x-tableside-restaurant': restaurantId,
      'x-tableside-timestamp': ts,
      'x-tableside-signature': `sha256=${signature}`,
    },
  });
  expect(res.status()).toBe(200);
}

const badgeCount = async (page: Page) => {
  const badge = page.getByTestId('alerts-badge');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
};
const alertOf = (page: Page, text: string) =>
  page.getByTestId('alert-item').filter({ hasText: text });

type AlertConfig = {
  email: string;
  client_alerts_enabled: boolean;
  email_alerts_enabled: boolean;
  digest: string;
};

/**
 * The manager's language and alert settings as they were, put back after the journey: other
 * journeys sign in as the same demo user and must not depend on running before this one.
 */
let restoreManager: ((request: APIRequestContext) => Promise<void>) | null = null;
test.afterEach(async ({ request }) => {
  await restoreManager?.(request);
  restoreManager = null;
});

async function rememberManager(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const me = await request.get('/v1/auth/me', { headers });
  const user = ((await me.json()) as { data: { user: { id: string; language: string } } }).data
    .user;
  const config = await request.get('/v1/user-alert/config/self', { headers });
  const { email, client_alerts_enabled, email_alerts_enabled, digest } = (
    (await config.json()) as { data: AlertConfig }
  ).data;
  restoreManager = async (request) => {
    const again = { authorization: `Bearer ${await accessToken(request, MANAGER)}` };
    const settings = { email, client_alerts_enabled, email_alerts_enabled, digest };
    const put = await request.put('/v1/user-alert/config', { headers: again, data: settings });
    expect(put.status()).toBe(200);
    const back = await request.put(`/v1/auth/user/${user.id}`, {
      headers: again,
      data: { language: user.language },
    });
    expect(back.status()).toBe(200);
  };
  return user.id;
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => {
    window.localStorage.setItem('theme', value);
    document.documentElement.classList.toggle('dark', value === 'dark');
  }, theme);
}

test('a bad review reaches the badge, the alerts screen and the inbox, once', async ({ page }) => {
  // The manager reads French; alert e-mails follow the account's language.
  const token = await accessToken(page.request, MANAGER);
  const userId = await rememberManager(page.request, token);
  await page.request.put(`/v1/auth/user/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { language: 'fr' },
  });
  await page.goto('/fr/dashboard/home');
  await expect(page.getByTestId('screen-home')).toBeVisible();

  // Notifications tab: the e-mail rule (docs/product/alerts.md#notification-e-mail-rule), then
  // e-mail alerts on.
  await page.getByTestId('user-menu').click();
  await page.getByTestId('open-account').click();
  await page.getByTestId('account-tab-notifications').click();
  await page.getByTestId('alerts-email-edit').click();
  const input = page.getByTestId('alerts-email-input');
  await input.fill('alertes @maison.test');
  await expect(page.getByTestId('alerts-email-invalid')).toHaveText(
    'Veuillez saisir une adresse e-mail valide.',
  );
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('alerts-email-save')).toBeDisabled();
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await expectNoViolations(page, `notifications tab, ${theme}`);
  }
  await setTheme(page, 'light');
  await input.fill('alertes@maison.test');
  await page.getByTestId('alerts-email-save').click();
  await expect(page.getByTestId('alerts-email-value')).toHaveText('alertes@maison.test');
  await page.getByTestId('alerts-email').click();
  await expect(page.getByTestId('alerts-email')).toHaveAttribute('aria-checked', 'true');
  // Typing an invalid address disables the switch at once (spec: the notification e-mail rule);
  // cancelling gives the saved address back.
  await page.getByTestId('alerts-email-edit').click();
  await input.fill('alertes@');
  await expect(page.getByTestId('alerts-email')).toBeDisabled();
  await page.getByTestId('notifications-tab').getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByTestId('alerts-email')).toBeEnabled();
  await page.keyboard.press('Escape');

  // Two 1-star reviews arrive: the badge moves within 5 seconds, without a reload. First the
  // badge agrees with the server (the demo's own alerts are raised by a job at start-up).
  const restaurant = await page.request.get('/v1/restaurant/self', {
    headers: { authorization: `Bearer ${token}` },
  });
  const restaurantId = ((await restaurant.json()) as { data: { id: string } }).data.id;
  const unseen = async () => {
    const listed = await page.request.get(`/v1/restaurant/${restaurantId}/user-alert`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await listed.json()) as { data: { seen: boolean }[] }).data.filter((a) => !a.seen)
      .length;
  };
  // Journeys alongside add bad reviews at Plateau too: the badge is compared with the server's
  // count at the time, and these two must be among it.
  const badgeAgrees = async () => (await badgeCount(page)) === (await unseen());
  await expect.poll(badgeAgrees).toBe(true);
  const before = await badgeCount(page);
  const stamp = Date.now();
  const first = `Soupe froide ${stamp}`;
  const second = `Service lent ${stamp}`;
  await ingest(page.request, [first, second]);
  await expect
    .poll(async () => (await badgeCount(page)) >= before + 2 && (await badgeAgrees()), {
      timeout: 5000,
    })
    .toBe(true);

  await page.getByTestId('nav-alerts').click();
  await expect(page.getByTestId('screen-alerts')).toBeVisible();
  await expect(alertOf(page, first)).toBeVisible();
  await expect(alertOf(page, second)).toBeVisible();
  await expectSettled(page);
  for (const theme of ['light', 'dark'] as const) {
    await setTheme(page, theme);
    await expectNoViolations(page, `alerts screen, ${theme}`);
  }

  // A failing call: seen at once, then unseen again with the error.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/bad-review/**', async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      json: { status: 'error', code: 'internal_error', message: 'boom' },
    });
  });
  await alertOf(page, second).getByTestId('alert-mark-seen').click();
  await expect(alertOf(page, second)).toHaveAttribute('data-seen', 'true');
  release();
  await expect(alertOf(page, second)).toHaveAttribute('data-seen', 'false');
  await expect(page.getByTestId('alerts-error')).toBeVisible();
  await page.unroute('**/v1/bad-review/**');

  // Marking one seen lowers the badge.
  await alertOf(page, first).getByTestId('alert-mark-seen').click();
  await expect(alertOf(page, first)).toHaveAttribute('data-seen', 'true');
  // The server now counts it seen, and the badge follows (one lower, unless another journey's
  // alert came in meanwhile).
  await expect.poll(badgeAgrees).toBe(true);

  // The reply link opens the review in the inbox.
  await alertOf(page, first).getByTestId('alert-reply').click();
  await expect(page.getByTestId('review-detail')).toContainText(first);

  // One e-mail per alert, in French, at the address of the settings.
  const mailsAbout = async (text: string) =>
    (await receivedMails()).filter(
      (m) => m.to.includes('alertes@maison.test') && m.text.includes(text),
    );
  await expect.poll(async () => (await mailsAbout(first)).length, { timeout: 15_000 }).toBe(1);
  await expect.poll(async () => (await mailsAbout(second)).length, { timeout: 15_000 }).toBe(1);
  expect((await mailsAbout(first))[0]?.text).toContain(
    'Un client a laissé une note basse à Plateau.',
  );
  expect((await mailsAbout(first))[0]?.text).toContain('/fr/dashboard/reviews?review=');
});
