import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** A restaurant's name in place of the operator's; the address is always MAIL_FROM's. */
  fromName?: string | null;
  replyTo?: string | null;
  /** Extra headers by name (`List-Unsubscribe`…); nodemailer folds and encodes them. */
  headers?: Record<string, string> | null;
  /** Stable per outbox row, so a resend after a crash is recognised as the same message. */
  messageId: string;
};

export type MailTransport = {
  kind: 'smtp' | 'outbox';
  send: (message: MailMessage) => Promise<void>;
  close: () => void;
};

/** The operator's sender address, under a restaurant's name when the message has one. */
function nodemailerMessage(from: string, message: MailMessage) {
  const { fromName, replyTo, html, headers, ...rest } = message;
  const address = from.match(/<([^>]+)>/)?.[1] ?? from;
  return {
    ...rest,
    from: fromName ? { name: fromName, address } : from,
    replyTo: replyTo ?? undefined,
    html: html ?? undefined,
    headers: headers ?? undefined,
  };
}

/**
 * SMTP when `SMTP_URL` is set; otherwise each message is written as an .eml file under
 * `DATA_DIR/outbox`, so the embedded default works offline and the mail can still be read.
 */
export function createMailTransport(opts: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  /** Where the local outbox announces each e-mail it keeps (the embedded default's log). */
  log?: (line: string) => void;
}): MailTransport {
  if (opts.smtpUrl) {
    const url = new URL(opts.smtpUrl);
    const secure = url.protocol === 'smtps:';
    const smtp = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port || (secure ? 465 : 587)),
      secure,
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      kind: 'smtp',
      async send(message) {
        await smtp.sendMail(nodemailerMessage(opts.from, message));
      },
      close: () => smtp.close(),
    };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await stream.sendMail(nodemailerMessage(opts.from, message));
      await mkdir(opts.outboxDir, { recursive: true });
      const name = message.messageId.replace(/[^\w.-]/g, '_');
      const file = join(opts.outboxDir, `${name}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log?.(`e-mail to ${message.to}: "${message.subject}" (no SMTP_URL: kept in ${file})`);
    },
    close: () => stream.close(),
  };
}

/** The transport the configuration asks for; the local outbox lives in `DATA_DIR/outbox`. */
export function configuredMailTransport(
  config: Pick<Config, 'mail' | 'dataDir' | 'logLevel'>,
): MailTransport {
  return createMailTransport({
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    outboxDir: join(config.dataDir, 'outbox'),
    log: config.logLevel === 'silent' ? undefined : (line) => console.warn(line),
  });
}
