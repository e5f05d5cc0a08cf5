import { join } from 'node:path';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { QUEUES, type JobQueue } from '../jobs/queue.ts';
import { workEach } from '../jobs/work-each.ts';
import { deliverEmail } from './outbox.ts';
import { createMailTransport } from './transport.ts';

/** The worker that empties the outbox; the transport follows the configuration. */
export async function startEmailWorker(jobs: JobQueue, deps: { db: Db; config: Config }) {
  const transport = createMailTransport({
    smtpUrl: deps.config.mail.smtpUrl,
    from: deps.config.mail.from,
    outboxDir: join(deps.config.dataDir, 'outbox'),
    log: deps.config.logLevel === 'silent' ? undefined : (line) => console.warn(line),
  });
  await workEach<{ emailId: string }>(jobs, QUEUES.emailSend, ({ emailId }) =>
    deliverEmail({ db: deps.db, transport }, emailId),
  );
  return transport;
}
