import type { Db } from '../../db/client.ts';
import { defineJob, ZNoPayload } from '../../jobs/define-job.ts';
import { sendWeeklyReports } from './weekly.ts';

/** Hourly, so each restaurant gets its report early on its day in its own time zone. */
export const reportWeeklyJob = defineJob({
  name: 'report.weekly',
  schema: ZNoPayload,
  cron: '7 * * * *',
  handler: (_payload, deps: { db: Db; publicUrl: string; jwtSecret: string }, { queue }) =>
    sendWeeklyReports({
      db: deps.db,
      jobs: queue,
      publicUrl: deps.publicUrl,
      secret: deps.jwtSecret,
    }),
});
