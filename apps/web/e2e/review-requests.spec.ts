import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoViolations, expectSettled } from './support/axe.ts';
import { ADMIN, TRIAL_ADMIN } from './support/demo-users.ts';
import { accessToken, signIn } from './support/session.ts';
import { receivedMails } from './support/smtp.ts';
import { addBookings } from './support/social-fakes.ts';

/**
 * Review requests (docs/product/review-requests.md), from a booking to the converted review: an
 * Admin switches them on in Administration with a review link for Plateau; a guest's completed
 * booking arrives from the booking system; the request e-mail, in the guest's language, is read
 * at the SMTP sink; its link goes through our redirect to the review page; the guest's review
 * arrives, and the request counts as converted in Administration and on the Graphs screen; the
 * guest then opts out with the e-mail's button.
 */

// Both languages change the demo restaurant's one set of settings: one after the other.
test.describe.configure({ mode: 'serial' });

const REVIEW_LINK = 'https://reviews.example/maison-plateau';
const WORDS = {
  en: {
    title: 'Review requests',
    enabled: 'Send review requests',
    delay: 'Hours after the visit',
    quietStart: 'Quiet from (hour)',
    quietEnd: 'Quiet until (hour)',
    addLink: 'Add a review link',
    linkLabel: 'Button text',
    linkUrl: 'Address (https)',
    linkLocation: 'Location',
    save: 'Save review requests',
    saved: 'Saved.',
    subject: 'How was your visit to Plateau?',
    greeting: 'Hello Lucie,',
    stop: 'Never receive these e-mails from us again',
    optOutPage: 'Stop receiving review requests from',
    optOutButton: 'Stop these e-mails',
    optedOut: 'will never send you a review request again',
    reviewed: 'Reviewed',
    converted: 'Guests who reviewed',
  },
  fr: {
    title: 'Demandes d’avis',
    enabled: 'Envoyer les demandes d’avis',
    delay: 'Heures après la visite',
    quietStart: 'Pas d’envoi à partir de (heure)',
    quietEnd: 'Pas d’envoi jusqu’à (heure)',
    addLink: 'Ajouter un lien d’avis',
    linkLabel: 'Texte du bouton',
    linkUrl: 'Adresse (https)',
    linkLocation: 'Établissement',
    save: 'Enregistrer les demandes d’avis',
    saved: 'Enregistré.',
    subject: 'Comment s’est passée votre visite chez Plateau ?',
    greeting: 'Bonjour Lucie,',
    stop: 'Ne plus jamais recevoir ces e-mails de notre part',
    optOutPage: 'Ne plus recevoir de demandes d’avis de',
    optOutButton: 'Ne plus recevoir ces e-mails',
    optedOut: 'ne vous enverra plus jamais de demande d’avis',
    reviewed: 'Avis laissé',
    converted: 'Clients ayant laissé un avis',
  },
};

async function restaurantId(request: APIRequestContext, headers: Record<string, string>) {
  const self = await request.get('/v1/restaurant/self', { headers });
  return ((await self.json()) as { data: { id: string } }).data.id;
}

async function switchOn(page: Page, lang: 'en' | 'fr') {
  const w = WORDS[lang];
  await page.goto(`/${lang}/dashboard/administration`);
  const panel = page.getByTestId('review-requests');
  await expect(panel.getByRole('heading', { name: w.title, exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await panel.getByLabel(w.enabled).check();
  await panel.getByLabel(w.delay).fill('0');
  // Equal hours: no quiet hours, so the journey does not depend on the time it runs.
  await panel.getByLabel(w.quietStart).fill('0');
  await panel.getByLabel(w.quietEnd).fill('0');
  if ((await panel.getByTestId('request-link').count()) === 0) {
    await panel.getByRole('button', { name: w.addLink }).click();
    const link = panel.getByTestId('request-link');
    await link.getByLabel(w.linkLabel).fill('Tripadvisor');
    await link.getByLabel(w.linkUrl).fill(REVIEW_LINK);
    await link.getByLabel(w.linkLocation).selectOption({ label: 'Plateau' });
  }
  await expectSettled(page);
  await expectNoViolations(page, `review requests ${lang}`);
  await panel.getByRole('button', { name: w.save }).click();
  await expect(panel.getByRole('status').filter({ hasText: w.saved })).toBeVisible();
}

for (const lang of ['en', 'fr'] as const) {
  test(`a guest's booking leads to a request e-mail and a converted review (${lang})`, async ({
    page,
  }) => {
    test.slow();
    const w = WORDS[lang];
    const run = `${lang}${Date.now()}`;
    const email = `lucie.${run}@guest.example`;
    const last = `Bergeron${lang === 'en' ? 'En' : 'Fr'}${run.slice(-6).replace(/\d/g, (d) => 'abcdefghij'[Number(d)] as string)}`;
    await signIn(page, ADMIN);
    await switchOn(page, lang);

    // The guest's visit, completed two hours ago, arrives when the bookings are read.
    await addBookings([
      {
        id: `rr-${run}`,
        start_time: new Date(Date.now() - 2 * 3_600_000).toISOString(),
        party_size: 2,
        status: 'completed',
        venue: { name: 'Plateau' },
        person: { first_name: 'Lucie', last_name: last, email, phone: '', language: lang },
      },
    ]);
    await page.goto(`/${lang}/dashboard/reservations`);
    await expect(page.getByText(`Lucie ${last}`).first()).toBeVisible({ timeout: 30_000 });

    // The e-mail, at the SMTP sink, in the guest's language.
    let text = '';
    await expect
      .poll(
        async () => {
          text = (await receivedMails()).find((m) => m.to.includes(email))?.text ?? '';
          return text;
        },
        { timeout: 60_000 },
      )
      .toContain(w.greeting);
    const raw = (await receivedMails()).find((m) => m.to.includes(email))?.raw ?? '';
    expect(raw).toContain(lang === 'en' ? w.subject : 'Subject:');
    expect(text).toContain(w.stop);
    // Link 0 is the location's Google review page (the demo's locations have a Google place),
    // link 1 the one the Admin added.
    const link = /http:\/\/[^\s]+\/r\/[\w-]+\/1/.exec(text)?.[0] ?? '';
    expect(link).not.toBe('');
    const optOut = /http:\/\/[^\s]+\/v1\/review-request\/opt-out\/[\w-]+/.exec(text)?.[0] ?? '';

    // The guest clicks: our redirect sends them to the stored review page.
    const path = new URL(link).pathname;
    const click = await page.request.get(path, { maxRedirects: 0 });
    expect(click.status()).toBe(302);
    expect(click.headers().location).toBe(REVIEW_LINK);
    // The opt-out page speaks the guest's language (opening it opts nobody out).
    await page.goto(new URL(optOut).pathname);
    await expect(page.getByText(w.optOutPage)).toBeVisible();

    // The guest's review arrives, and counts as converted.
    const headers = { authorization: `Bearer ${await accessToken(page.request, ADMIN)}` };
    const locations = (
      (await (await page.request.get('/v1/location', { headers })).json()) as {
        data: { id: string; name: string }[];
      }
    ).data;
    const plateau = locations.find((l) => l.name === 'Plateau');
    const review = await page.request.post(`/v1/location/${plateau?.id}/google/review`, {
      headers,
      data: { rating: 5, text: 'Lovely evening, thank you.', author_name: `Lucie ${last[0]}.` },
    });
    expect(review.status(), await review.text()).toBe(200);
    // The match is a queued job: wait for the server's answer, then read it on the screen once
    // (reloading against a short timeout failed on a busy machine while the page itself loaded).
    const requests = `/v1/restaurant/${await restaurantId(page.request, headers)}/review-request`;
    await expect
      .poll(
        async () => {
          const rows = (
            (await (await page.request.get(requests, { headers })).json()) as {
              data: { guest_name: string; converted_review_id: string | null }[];
            }
          ).data;
          return rows.find((r) => r.guest_name === `Lucie ${last}`)?.converted_review_id ?? null;
        },
        { timeout: 90_000 },
      )
      .not.toBeNull();
    await page.goto(`/${lang}/dashboard/administration`);
    const row = page
      .getByTestId('request-list')
      .getByRole('row')
      .filter({ hasText: `Lucie ${last}` });
    await expect(row).toContainText(w.reviewed, { timeout: 30_000 });

    await page.goto(`/${lang}/dashboard/graphs`);
    const converted = page.getByTestId('request-converted');
    await expect(converted).toContainText(w.converted, { timeout: 30_000 });
    await expect(converted.getByText(/^[1-9]/)).toBeVisible();
    await expectSettled(page);
    await expectNoViolations(page, `conversion ${lang}`);

    // The guest has had enough: the e-mail's opt-out link, then its button.
    await page.goto(new URL(optOut).pathname);
    await page.getByRole('button', { name: w.optOutButton }).click();
    await expect(page.getByRole('status')).toContainText(w.optedOut);
  });
}

// Other journeys read the demo restaurant’s bookings and mail: leave requests off from here.
test.afterAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await accessToken(request, ADMIN)}` };
  const path = `/v1/restaurant/${await restaurantId(request, headers)}/review-request/settings`;
  const current = (
    (await (await request.get(path, { headers })).json()) as {
      data: Record<string, unknown>;
    }
  ).data;
  const { google_links: _google, ...input } = current;
  expect((await request.put(path, { headers, data: { ...input, enabled: false } })).status()).toBe(
    200,
  );
});

for (const lang of ['en', 'fr'] as const) {
  test(`the Graphs screen says no request was sent, and where to set them up (${lang})`, async ({
    page,
  }) => {
    // Bistro Essai tries Pro and has never sent a request; the demo group has a year of them.
    await signIn(page, TRIAL_ADMIN);
    await page.goto(`/${lang}/dashboard/graphs`);
    const empty = page.getByTestId('request-conversion-empty');
    await expect(empty).toContainText(
      lang === 'en'
        ? 'No review requests sent in this period'
        : 'Aucune demande d’avis envoyée sur cette période',
      { timeout: 30_000 },
    );
    await expect(page.getByTestId('request-sent')).toHaveCount(0);
    await expectSettled(page);
    await expectNoViolations(page, `no review requests ${lang}`);
    await empty
      .getByRole('link', {
        name: lang === 'en' ? 'Set up review requests' : 'Configurer les demandes d’avis',
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard/administration#review-requests$`));
    await expect(page.getByTestId('review-requests')).toBeVisible({ timeout: 30_000 });
  });
}

test('the demo group shows its year of review requests on the Graphs screen', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/en/dashboard/graphs');
  await expect(page.getByTestId('request-sent').getByText(/^[1-9]/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('request-conversion-empty')).toHaveCount(0);
});

const FILES = {
  en: {
    choose: 'Choose a file',
    none: 'No file chosen',
    name: 'visits.csv',
    importFile: 'File (CSV or JSON)',
  },
  fr: {
    choose: 'Choisir un fichier',
    none: 'Aucun fichier choisi',
    name: 'visites.csv',
    importFile: 'Fichier (CSV ou JSON)',
  },
};

for (const lang of ['en', 'fr'] as const) {
  test(`the file choosers speak the page’s language, and a visits file uploads (${lang})`, async ({
    page,
  }) => {
    const f = FILES[lang];
    await signIn(page, ADMIN);
    await page.goto(`/${lang}/dashboard/administration`);
    const visits = page.getByTestId('visit-upload');
    await expect(visits).toContainText(f.choose, { timeout: 30_000 });
    await expect(visits).toContainText(f.none);
    // A visit of last year: read and counted, too old to be asked about.
    await visits.getByTestId('visit-file').setInputFiles({
      name: f.name,
      mimeType: 'text/csv',
      buffer: Buffer.from(
        `name,email,language,location,visit_time\nAnne Roy,anne.${lang}@guest.example,${lang},Plateau,2025-01-10T19:00:00Z\n`,
      ),
    });
    await expect(visits).toContainText(f.name);
    await expect(visits.getByRole('status')).toBeVisible();
    await expectNoViolations(page, `visits upload ${lang}`);
    await expect(page.getByLabel(f.importFile)).toHaveAttribute('type', 'file');
  });
}
