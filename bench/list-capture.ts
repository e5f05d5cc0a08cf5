// The list statements of a checkout, for bench/reviews-list.ts's EXPLAIN and its Fastify + pg
// baseline: captured from that checkout's own query builder.
import { spawnSync } from 'node:child_process';

export type CapturedList = {
  key: string;
  /** The list statement's text and parameters, as the service ran it. */
  query: string;
  params: unknown[];
  /** Every statement one request runs: the actor (auth hook), then the service's own. */
  statements: string[];
};

/*
 * Runs in the checkout (`--eval` resolves its imports from the working directory, so every
 * module, Drizzle and pg included, is that checkout's): signs the actor in as the server does,
 * runs `listReviews` for each scenario and keeps what reached the pool, which runs the list as
 * a named statement past Drizzle's logger.
 */
const CAPTURE = `
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ZReviewQuery } from '@tableside/domain/schemas/reviews';
const { loadActor } = await import('./apps/server/src/auth/actor.ts');
const schema = await import('./apps/server/src/db/schema.ts');
const { listReviews } = await import('./apps/server/src/features/reviews/service.ts');
const input = JSON.parse(process.env.CAPTURE);
const pool = new pg.Pool({ connectionString: input.url, max: 1, application_name: 'bench' });
const captured = [];
const poolQuery = pool.query.bind(pool);
pool.query = (...args) => {
  const [config] = args;
  if (typeof config === 'object' && config.text)
    captured.push({ query: config.text, params: config.values ?? [] });
  return poolQuery(...args);
};
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (query, params) => void captured.push({ query, params }) },
});
const actor = await loadActor(db, input.sub, input.sid);
if (!actor) throw new Error('could not load the admin actor');
const from = (sql) => /\\bfrom "?(\\w+)"?/.exec(sql)?.[1] ?? '?';
const out = [];
for (const s of input.scenarios) {
  const [pathname, search] = s.path.split('?');
  const q = ZReviewQuery.parse(Object.fromEntries(new URLSearchParams(search)));
  captured.length = 0;
  await listReviews(db, actor, pathname.split('/')[3], q);
  const list = captured.find((c) => c.query.includes('from "reviews"'));
  if (!list) throw new Error(s.key + ': list query not captured');
  out.push({ key: s.key, query: list.query, params: list.params, statements: ['users (actor)',
    ...captured.map((c) => (c === list ? 'reviews (the list)' : from(c.query)))] });
}
await pool.end();
process.stdout.write(JSON.stringify(out));
`;

/** The list statement of each scenario (`path` as the API is asked) in the checkout `root`. */
export function captureListStatements(
  root: string,
  input: { url: string; sub: string; sid: string; scenarios: { key: string; path: string }[] },
): CapturedList[] {
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '--eval', CAPTURE],
    {
      cwd: root,
      env: { ...process.env, CAPTURE: JSON.stringify(input) },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (r.status !== 0) throw new Error(`capturing the list statements in ${root}: ${r.stderr}`);
  return JSON.parse(r.stdout) as CapturedList[];
}
