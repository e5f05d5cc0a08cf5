/**
 * What compressing the API's answers costs the reviews list: the same server and request with
 * `Accept-Encoding: identity` (the baseline: sent as it is), `gzip` and `br` (what browsers
 * send), in alternating rounds.
 *
 *   node --import tsx bench/list-compression.ts [--db tableside_bench] [--reviews 1000000]
 *        [--duration 10] [--connections 10] [--warmup 3] [--rounds 2] [--keep]
 *
 * Uses the database `--db` if it exists, else makes it with bench/generate-reviews.ts and drops
 * it at the end unless `--keep`. The request is the Admin's reviews list over all locations,
 * newest first (50 reviews). Per encoding: req/s, p50/p99, bytes per answer and the server's CPU
 * per request (process, all threads, from /proc), with ratios against identity; then the
 * compression alone in this process (ms per answer at each setting).
 */
import { request } from 'node:http';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import autocannon from 'autocannon';
import {
  GENERATE_DEFAULTS,
  databaseExists,
  dbUrl,
  dropDatabase,
  generate,
} from './generate-reviews.ts';
import * as lib from './lib.mjs';

const o = lib.cliOptions({
  db: GENERATE_DEFAULTS.db,
  'pg-url': GENERATE_DEFAULTS.pgUrl,
  reviews: GENERATE_DEFAULTS.reviews,
  duration: 10,
  connections: 10,
  warmup: 3,
  rounds: 2,
  keep: false,
}) as {
  db: string;
  'pg-url': string;
  reviews: number;
  duration: number;
  connections: number;
  warmup: number;
  rounds: number;
  keep: boolean;
};
type Cannon = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
const ENCODINGS = ['identity', 'gzip', 'br'] as const;
type Row = { encoding: string; round: number; load: string; r: Cannon; cpu: number };

const machine = lib.machineInfo();
lib.printMachine(machine);
const generated = !(await databaseExists(o['pg-url'], o.db));
if (generated) {
  lib.print(`No database ${o.db}: generating ${o.reviews.toLocaleString('en')} reviews`);
  await generate({ ...GENERATE_DEFAULTS, db: o.db, reviews: o.reviews, pgUrl: o['pg-url'] });
} else lib.print(`Using the existing database ${o.db}`);

const dataDir = lib.tempDir('list-compression');
const port = await lib.freePort(3460);
const server = await lib.startServer({
  port,
  dataDir,
  env: {
    DATABASE_URL: dbUrl(o['pg-url'], o.db),
    PROCESS_ROLE: 'api',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    LOGIN_RATE_LIMIT: '1000000',
  },
});
const rows: Row[] = [];
const bytes = new Map<string, number>();
let body = Buffer.alloc(0);
try {
  const { access_token: token } = await lib.login(port);
  const url = `http://127.0.0.1:${port}/v1/location/all/review`;
  const headers = (encoding: string) => ({
    authorization: `Bearer ${token}`,
    'accept-encoding': encoding,
  });
  // Each encoding's answer size as sent (node:http does not decode), and the same 50 reviews.
  for (const encoding of ENCODINGS) {
    const res = await new Promise<{ status: number; enc: string; size: number; buf: Buffer }>(
      (ok, fail) =>
        request(url, { headers: headers(encoding) }, (r) => {
          const parts: Buffer[] = [];
          r.on('data', (d: Buffer) => parts.push(d));
          r.on('end', () => {
            const buf = Buffer.concat(parts);
            ok({
              status: r.statusCode ?? 0,
              enc: String(r.headers['content-encoding'] ?? ''),
              size: buf.length,
              buf,
            });
          });
        })
          .on('error', fail)
          .end(),
    );
    const expected = encoding === 'identity' ? '' : encoding;
    if (res.status !== 200 || res.enc !== expected)
      throw new Error(`${encoding}: status ${res.status}, content-encoding "${res.enc}"`);
    if (encoding === 'identity') body = res.buf;
    const decode = { identity: (b: Buffer) => b, gzip: gunzipSync, br: brotliDecompressSync };
    if (!decode[encoding](res.buf).equals(body))
      throw new Error(`${encoding}: the answer decodes to other bytes than identity's`);
    bytes.set(encoding, res.size);
  }
  const reviews = (JSON.parse(body.toString()) as { data: unknown[] }).data.length;
  lib.print(
    `The list answers ${reviews} reviews, ${body.length.toLocaleString('en')} bytes as JSON`,
  );

  const cannon = async (encoding: string, seconds: number) =>
    (await autocannon({
      url,
      connections: o.connections,
      duration: seconds,
      headers: headers(encoding),
    })) as unknown as Cannon;
  lib.print(
    `autocannon: ${o.connections} connections, ${o.warmup} s warm-up + ${o.duration} s each`,
  );
  for (const encoding of ENCODINGS) await cannon(encoding, o.warmup); // JIT, pool
  for (let round = 1; round <= o.rounds; round++)
    for (const encoding of ENCODINGS) {
      if (o.warmup > 0) await cannon(encoding, o.warmup);
      const load = lib.loadNow();
      const cpu0 = lib.cpuMs([server.pid as number]);
      const r = await cannon(encoding, o.duration);
      const cpu = (lib.cpuMs([server.pid as number]) - cpu0) / Math.max(r.requests.total, 1);
      rows.push({ encoding, round, load, r, cpu });
      lib.print(
        `  round ${round}, ${encoding}: ${Math.round(r.requests.average)} req/s, p50 ` +
          `${r.latency.p50} ms, p99 ${r.latency.p99} ms, errors ${r.errors + r.timeouts}, ` +
          `non-2xx ${r.non2xx}, server CPU ${cpu.toFixed(3)} ms/request (load ${load})`,
      );
    }
} finally {
  await lib.stopProcess(server);
  lib.removeDir(dataDir);
  if (generated && !o.keep) await dropDatabase(o['pg-url'], o.db);
}

// Mean of the rounds per encoding, and ratios against identity.
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const of = (encoding: string) => rows.filter((row) => row.encoding === encoding);
const base = {
  rps: mean(of('identity').map((x) => x.r.requests.average)),
  cpu: mean(of('identity').map((x) => x.cpu)),
};
lib.print();
lib.print(
  lib.table(
    [
      'Accept-Encoding',
      'bytes / answer',
      'req/s',
      'vs identity',
      'p50 / p99 ms',
      'server CPU ms/req',
      'vs identity',
    ],
    ENCODINGS.map((encoding) => {
      const rs = of(encoding);
      const rps = mean(rs.map((x) => x.r.requests.average));
      const cpu = mean(rs.map((x) => x.cpu));
      return [
        encoding,
        (bytes.get(encoding) ?? 0).toLocaleString('en'),
        Math.round(rps),
        lib.ratio(rps, base.rps),
        `${mean(rs.map((x) => x.r.latency.p50)).toFixed(1)} / ${mean(rs.map((x) => x.r.latency.p99)).toFixed(1)}`,
        cpu.toFixed(3),
        lib.ratio(cpu, base.cpu),
      ];
    }),
  ),
);

// The compression alone, one answer at a time in this process.
const timeIt = (fn: () => Buffer) => {
  for (let i = 0; i < 5; i++) fn();
  let [size, n] = [0, 0];
  const t0 = performance.now();
  while (performance.now() - t0 < 1000) [size, n] = [fn().length, n + 1];
  return { ms: (performance.now() - t0) / n, size };
};
const br = (quality: number) => () =>
  brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } });
const settings = {
  'gzip level 1': () => gzipSync(body, { level: 1 }),
  'gzip level 6 (used)': () => gzipSync(body, { level: 6 }),
  'brotli quality 4 (used)': br(4),
  'brotli quality 11 (the build)': br(11),
};
const micro = Object.entries(settings).map(([name, fn]) => ({ name, ...timeIt(fn) }));
lib.print();
lib.print(
  lib.table(
    ['compressing one answer', 'ms', 'bytes'],
    micro.map((m) => [m.name, m.ms.toFixed(3), m.size.toLocaleString('en')]),
  ),
);
lib.print(`load avg at end ${lib.loadNow()}`);
lib.print(
  `raw results: ${lib.saveJson('list-compression', { machine, o, rows, bytes: [...bytes], micro })}`,
);
