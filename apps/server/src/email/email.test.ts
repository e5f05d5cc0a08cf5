import { existsSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema.ts';
import { startSmtpServer } from '../test/fakes/smtp-server.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { startJobWorkers } from '../jobs/start-job-workers.ts';
import { MAX_ATTEMPTS, deliverEmail, emailSendJob, queueEmail } from './outbox.ts';
import { configuredMailTransport, createMailTransport, type MailTransport } from './transport.ts';
import { waitFor } from '../test/wait.ts';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let transport: MailTransport;
const deps = () => ({ db: t.database.db, jobs: t.jobs });

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpServer();
  transport = createMailTransport({
    smtpUrl: smtp.url,
    from: 'Tableside <no-reply@test.dev>',
    outboxDir: '/nonexistent',
  });
});
afterAll(async () => {
  transport.close();
  await smtp.close();
  await t.close();
});

const message = (key: string) => ({
  dedupeKey: key,
  kind: 'test',
  restaurantId: t.fx.restaurants.maison.id,
  to: 'owner@maison.test',
  subject: `Subject ${key}`,
  text: 'Hello from Tableside',
});

async function row(id: string) {
  const [r] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return r!;
}

describe('the e-mail outbox', () => {
  it('queues one e-mail per key, however often it is asked', async () => {
    const first = await queueEmail(deps(), message('once'));
    const second = await queueEmail(deps(), message('once'));
    expect(first.queued).toBe(true);
    expect(second).toEqual({ id: null, queued: false });
    const rows = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.dedupeKey, 'once'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('queued');
  });

  it('delivers over SMTP once, and a second delivery of the same row sends nothing', async () => {
    const { id } = await queueEmail(deps(), message('smtp'));
    const before = smtp.received.length;
    expect(await deliverEmail({ db: t.database.db, transport }, id!)).toBe('sent');
    expect(await deliverEmail({ db: t.database.db, transport }, id!)).toBe('skipped');
    const got = smtp.received.slice(before);
    expect(got).toHaveLength(1);
    expect(got[0]?.to).toEqual(['owner@maison.test']);
    expect(got[0]?.from).toBe('no-reply@test.dev');
    expect(got[0]?.raw).toContain('Subject: Subject smtp');
    expect(got[0]?.raw).toContain(`Message-ID: <${id}@tableside>`);
    const sent = await row(id!);
    expect(sent.status).toBe('sent');
    expect(sent.sentAt).not.toBeNull();
  });

  it('keeps a refused e-mail queued with the reason, and gives up after the last attempt', async () => {
    const { id } = await queueEmail(deps(), message('refused'));
    smtp.state.refuse = true;
    try {
      await expect(deliverEmail({ db: t.database.db, transport }, id!)).rejects.toThrow(/busy/);
      const retrying = await row(id!);
      expect(retrying.status).toBe('queued');
      expect(retrying.lastError).toMatch(/busy/);
      for (let attempt = 2; attempt < MAX_ATTEMPTS; attempt++)
        await expect(deliverEmail({ db: t.database.db, transport }, id!)).rejects.toThrow();
      expect(await deliverEmail({ db: t.database.db, transport }, id!)).toBe('failed');
      expect((await row(id!)).status).toBe('failed');
    } finally {
      smtp.state.refuse = false;
    }
  });

  it('does not send a message another worker is still sending', async () => {
    const { id } = await queueEmail(deps(), message('leased'));
    await t.database.db
      .update(emailOutbox)
      .set({ status: 'sending', leaseUntil: new Date(Date.now() + 60_000) })
      .where(eq(emailOutbox.id, id!));
    expect(await deliverEmail({ db: t.database.db, transport }, id!)).toBe('skipped');
    // Once the lease has run out (the worker died), the message is taken over and sent.
    await t.database.db
      .update(emailOutbox)
      .set({ leaseUntil: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.id, id!));
    expect(await deliverEmail({ db: t.database.db, transport }, id!)).toBe('sent');
  });

  it('writes e-mails to the local outbox when no SMTP server is configured', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tableside-outbox-'));
    const local = createMailTransport({
      smtpUrl: undefined,
      from: 'T <t@test.dev>',
      outboxDir: dir,
    });
    const { id } = await queueEmail(deps(), { ...message('local'), text: 'Café crème' });
    expect(await deliverEmail({ db: t.database.db, transport: local }, id!)).toBe('sent');
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: owner@maison.test');
    expect(eml).toContain('Subject: Subject local');
  });

  it('is delivered by the worker through the durable queue', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tableside-outbox-'));
    const transport = configuredMailTransport({
      ...t.config,
      dataDir: dir,
      mail: { smtpUrl: undefined, from: 'T <t@test.dev>' },
    });
    await startJobWorkers(t.jobs, [emailSendJob], { db: t.database.db, transport });
    try {
      const { id } = await queueEmail(deps(), message('worker'));
      await waitFor(
        () => row(id!),
        (r) => r.status === 'sent',
        { timeoutMs: 20_000 },
      );
      expect((await row(id!)).status).toBe('sent');
      expect(existsSync(join(dir, 'outbox'))).toBe(true);
    } finally {
      transport.close();
    }
  });
});
