import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for the places escalation channels post to, speaking their webhook shapes:
 * Slack's incoming webhooks (`/slack/…`: 200 `ok`, or a bare error code such as 400
 * `invalid_payload` and 404 `no_service`), Teams workflows and incoming webhooks (`/teams/…`: 202
 * with no body, or 400), and any receiver of our signed webhook (`/hook/…`: 200). Each path
 * answers from its script of answers first, then its kind's success; `GET /__calls` lists what
 * arrived, and `POST /__script` (`{ path, answers, when? }`) scripts a path from another process:
 * with `when`, only calls whose body holds it take those answers (a journey's own review, among
 * the other journeys' alerts the same channel receives).
 */

export type HookAnswer = { status: number; body?: string; headers?: Record<string, string> };
type Script = { answers: HookAnswer[]; when?: string };
/** `at`: when the call arrived (ms since the epoch), to measure the wait between retries. */
export type HookCall = {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  json: unknown;
  at: number;
};

const SUCCESS: Record<string, HookAnswer> = {
  slack: { status: 200, body: 'ok' },
  teams: { status: 202 },
  hook: { status: 200, body: '{}' },
};

export async function startHookServer(opts: { port?: number } = {}) {
  const calls: HookCall[] = [];
  const scripts = new Map<string, Script[]>();
  const setScript = (path: string, script: Script) =>
    scripts.set(path, [...(scripts.get(path) ?? []).filter((x) => x.when !== script.when), script]);
  const server = createServer((req, res) => {
    // The journeys read what arrived from another process.
    if (req.method === 'GET' && req.url === '/__calls') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(calls));
      return;
    }
    if (req.method === 'POST' && req.url === '/__script') {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const { path, answers, when } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          path: string;
          answers: HookAnswer[];
          when?: string;
        };
        setScript(path, { answers: [...answers], when });
        res.writeHead(204).end();
      });
      return;
    }
    const at = Date.now();
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const body = Buffer.concat(chunks).toString('utf8');
      let json: unknown = null;
      try {
        json = JSON.parse(body);
      } catch {
        json = null;
      }
      calls.push({ path, headers: req.headers, body, json, at });
      const kind = path.split('/')[1] ?? 'hook';
      const script = scripts
        .get(path)
        ?.find((x) => x.answers.length > 0 && (x.when === undefined || body.includes(x.when)));
      const next = script?.answers.shift() ?? SUCCESS[kind] ?? { status: 404 };
      res
        .writeHead(next.status, { 'content-type': 'text/plain', ...next.headers })
        .end(next.body ?? '');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    calls,
    callsTo: (path: string) => calls.filter((c) => c.path === path),
    /** The next answers of one path, in order; then its kind's success again. */
    script: (path: string, answers: HookAnswer[]) => setScript(path, { answers: [...answers] }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The port for a test file's server: `HOOK_SERVER_PORT` plus the file's own offset when a run
 * must stay within given ports, else any free one.
 */
export function hookServerPort(offset: number): number {
  const base = Number(process.env.HOOK_SERVER_PORT ?? 0);
  return base ? base + offset : 0;
}

export type HookServer = Awaited<ReturnType<typeof startHookServer>>;
