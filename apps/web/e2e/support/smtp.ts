/** Where the server under test sends e-mail; moved with E2E_PORT unless E2E_SMTP_PORT says. */
export const SMTP_PORT = Number(
  process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 25,
);
export const SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;
/** The sink's own HTTP address, where journeys read what it received. */
export const MAILBOX_URL = `http://127.0.0.1:${SMTP_PORT + 1}/__mails`;

export type ReceivedMail = { to: string[]; raw: string; text: string };

/**
 * Every e-mail the server under test sent during the run. One SMTP sink serves all journeys
 * (started by playwright.config.ts), whichever worker runs them.
 */
export async function receivedMails(): Promise<ReceivedMail[]> {
  const res = await fetch(MAILBOX_URL);
  return (await res.json()) as ReceivedMail[];
}
