import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { reviewImports } from '../../db/schema.ts';

/**
 * How long a running import stays its run's without news. Each batch of 1,000 rows renews it
 * (a batch takes seconds), so a run that says nothing for this long has died with its process.
 */
export const IMPORT_LEASE_SECONDS = 60;

/** A run's batch found the import no longer its own: another run took it over. */
export class ImportLeaseLost extends Error {
  constructor() {
    super('The import was taken over by another run');
  }
}

/** True in SQL for an import whose run has died: running, and its lease has run out. */
export function leaseExpired(leaseSeconds = IMPORT_LEASE_SECONDS): SQL {
  return sql`(${reviewImports.status} = 'running' and ${reviewImports.heartbeatAt} < now() - make_interval(secs => ${leaseSeconds}))`;
}

/**
 * Hands the imports whose run died back to the queue (all of them, or the one named): marked
 * queued again and a job sent, which resumes after the rows already counted. Whoever marks an
 * import first sends its job, so two sweepers never resume the same import twice.
 */
export async function requeueAbandonedImports(
  db: Db,
  enqueue: (importId: string) => Promise<void>,
  opts: { leaseSeconds?: number; importId?: string } = {},
): Promise<string[]> {
  const rows = await db
    .update(reviewImports)
    .set({ status: 'queued', leaseId: null, updatedAt: sql`now()` })
    .where(
      and(
        leaseExpired(opts.leaseSeconds),
        opts.importId ? eq(reviewImports.id, opts.importId) : undefined,
      ),
    )
    .returning({ id: reviewImports.id });
  for (const { id } of rows) await enqueue(id);
  return rows.map((r) => r.id);
}
