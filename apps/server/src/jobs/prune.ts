import type { Database } from '../db/client.ts';
import { defineJob, ZNoPayload } from './define-job.ts';

/** Hourly housekeeping: expired sessions and rate-limit windows, abandoned import uploads. */
export const pruneJob = defineJob({
  name: 'maintenance.prune',
  schema: ZNoPayload,
  cron: '17 * * * *',
  handler: async (_payload, { database }: { database: Database }) => {
    await database.execute(
      `delete from sessions where expires_at < now() - interval '1 day' or revoked_at < now() - interval '30 days'`,
    );
    await database.execute(`delete from rate_limits where reset_at < now()`);
    // Files uploaded for an import that was never started (or whose upload broke off).
    await database.execute(
      `delete from review_imports where status in ('uploading', 'uploaded') and created_at < now() - interval '1 day'`,
    );
  },
});
