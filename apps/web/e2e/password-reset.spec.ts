import { expect, test, type APIRequestContext } from '@playwright/test';
import { GROWTH_ADMIN } from './support/demo-users.ts';
import { accessToken } from './support/session.ts';
import { receivedMails } from './support/smtp.ts';

// docs/product/sign-in.md#password-reset. Each run resets a user of its own, made here in the
// Growth restaurant (whose users no other journey counts), so no demo password changes.
const WORDS = {
  en: {
    forgot: 'Forgot password?',
    email: 'Email',
    send: 'Send the link',
    sent: /If this address has an account, a link/,
    mail: 'Reset your Tableside password',
    password: 'New password',
    confirm: 'Confirm the password',
    save: 'Save the new password',
    done: /Your new password is saved/,
    signIn: 'Sign in',
    login: { email: 'Email', password: 'Password' },
  },
  fr: {
    forgot: 'Mot de passe oublié ?',
    email: 'Courriel',
    send: 'Envoyer le lien',
    sent: /Si cette adresse a un compte, un lien/,
    mail: 'Quelqu’un a demandé à réinitialiser le mot de passe',
    password: 'Nouveau mot de passe',
    confirm: 'Confirmez le mot de passe',
    save: 'Enregistrer le nouveau mot de passe',
    done: /Votre nouveau mot de passe est enregistré/,
    signIn: 'Se connecter',
    login: { email: 'Courriel', password: 'Mot de passe' },
  },
} as const;

/** The path of the newest link of this kind e-mailed to `email`, once it has arrived. */
async function linkTo(email: string, kind: 'set-password' | 'reset-password', text?: string) {
  const pattern = new RegExp(`/(en|fr)/${kind}\\?token=[\\w-]+`);
  let path = '';
  await expect
    .poll(
      async () => {
        const mail = (await receivedMails())
          .filter((m) => m.to.includes(email) && pattern.test(m.text))
          .at(-1);
        if (mail && text) expect(mail.text).toContain(text);
        path = mail ? (pattern.exec(mail.text)?.[0] ?? '') : '';
        return path;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return path;
}

/** A user in the given language with a password of their own, and a session of theirs. */
async function userWithSession(request: APIRequestContext, lang: 'en' | 'fr') {
  const admin = await accessToken(request, GROWTH_ADMIN);
  const headers = { authorization: `Bearer ${admin}` };
  const me = (await (await request.get('/v1/auth/me', { headers })).json()) as {
    data: { authorized_locations: { id: string }[] };
  };
  // A real location, not the "All" entry.
  const location = me.data.authorized_locations.find((l) => l.id !== 'all');
  const stamp = Math.random().toString(36).slice(2, 8);
  const email = `reset-${lang}-${stamp}@growth.example`;
  const created = await request.post('/v1/auth/user', {
    headers,
    data: {
      username: `reset-${lang}-${stamp}`,
      email,
      firstname: 'Rémi',
      lastname: 'Reset',
      location_id: location?.id,
      roles: ['Manager'],
      language: lang,
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const invitation = await linkTo(email, 'set-password');
  const token = new URL(invitation, 'http://x').searchParams.get('token');
  const set = await request.post('/v1/auth/set-password', {
    data: { token, password: 'first-password-1' },
  });
  expect(set.status()).toBe(200);
  const login = await request.post('/v1/auth/login', {
    data: { username: email, password: 'first-password-1' },
  });
  expect(login.status()).toBe(200);
  return { email, session: ((await login.json()) as { access_token: string }).access_token };
}

for (const lang of ['en', 'fr'] as const) {
  test(`forgot password: a link by e-mail in the user's language sets a new one (${lang})`, async ({
    page,
    playwright,
  }) => {
    const words = WORDS[lang];
    const elsewhere = await playwright.request.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    const { email, session } = await userWithSession(elsewhere, lang);

    await page.goto(`/${lang}/login`);
    await page.getByRole('link', { name: words.forgot }).click();
    await expect(page).toHaveURL(`/${lang}/forgot-password`);
    await page.getByLabel(words.email).fill(email);
    await page.getByRole('button', { name: words.send }).click();
    await expect(page.getByRole('status')).toHaveText(words.sent);

    const link = await linkTo(email, 'reset-password', words.mail);
    expect(link.startsWith(`/${lang}/reset-password`)).toBe(true);
    await page.goto(link);
    await page.getByLabel(words.password, { exact: true }).fill('second-password-2');
    await page.getByLabel(words.confirm).fill('second-password-2');
    await page.getByRole('button', { name: words.save }).click();
    await expect(page.getByRole('status')).toContainText(words.done);
    // The session opened before the reset is over.
    const me = await elsewhere.get('/v1/auth/me', {
      headers: { authorization: `Bearer ${session}` },
    });
    expect(me.status()).toBe(401);
    await elsewhere.dispose();

    await page.getByRole('main').getByRole('link', { name: words.signIn }).click();
    await page.getByLabel(words.login.email).fill(email);
    await page.getByLabel(words.login.password, { exact: true }).fill('second-password-2');
    await page.getByRole('button', { name: words.signIn }).click();
    await expect(page).toHaveURL(`/${lang}/dashboard/home`);
  });
}
