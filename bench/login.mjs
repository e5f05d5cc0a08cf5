// Login throughput/latency: autocannon POST /v1/auth/login (argon2id, deliberately expensive),
// with GET /healthz on the same server and the same settings as the baseline.
//   node bench/login.mjs [--connections 20] [--duration 20]
import autocannon from 'autocannon';
import * as lib from './lib.mjs';

const opts = lib.cliOptions({ connections: 20, duration: 20 });
const machine = lib.machineInfo();
lib.printMachine(machine);

const run = (o) =>
  new Promise((res, rej) =>
    autocannon({ connections: opts.connections, duration: opts.duration, ...o }, (e, r) =>
      e ? rej(e) : res(r),
    ),
  );
const summary = (r) => ({
  rps: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  total: r.requests.total,
  errors: r.errors,
  timeouts: r.timeouts,
  non2xx: r.non2xx,
});

const dataDir = lib.tempDir('login');
const port = await lib.freePort();
const srv = await lib.startServer({ port, dataDir, env: { LOGIN_RATE_LIMIT: '1000000' } });
let health, loginRes, rssMiB;
try {
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 3; i++) await lib.login(port); // warm-up + sanity check
  lib.print(
    `server ready in ${(srv.readyMs / 1000).toFixed(1)} s on port ${port}; running ${opts.duration} s × 2 with ${opts.connections} connections…`,
  );
  health = summary(await run({ url: `${base}/healthz` }));
  loginRes = summary(
    await run({
      url: `${base}/v1/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lib.DEMO_LOGIN),
    }),
  );
  rssMiB = lib.peakRssMiB(srv.pid);
} finally {
  await lib.stopProcess(srv);
  lib.removeDir(dataDir);
}

const row = (name, r) => [
  name,
  r.rps.toFixed(1),
  r.p50,
  r.p99,
  r.total,
  r.errors + r.timeouts,
  r.non2xx,
];
lib.print();
lib.print(
  lib.table(
    ['endpoint', 'req/s (avg)', 'p50 ms', 'p99 ms', 'requests', 'errors+timeouts', 'non-2xx'],
    [row('GET /healthz (baseline)', health), row('POST /v1/auth/login', loginRes)],
  ),
);
lib.print(
  `\nlogin vs /healthz: throughput ${lib.ratio(loginRes.rps, health.rps)}, ` +
    `p50 ${lib.ratio(loginRes.p50, health.p50)}, p99 ${lib.ratio(loginRes.p99, health.p99)}; ` +
    `server peak RSS ${rssMiB.toFixed(0)} MiB`,
);
lib.print(`load avg at end: ${lib.loadNow()}`);
lib.print(
  `raw results: ${lib.saveJson('login', { machine, opts, health, login: loginRes, rssMiB })}`,
);
