import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the Google Business Profile v4 review calls Tableside uses
 * (GET a review, PUT and DELETE its reply), with the documented shapes and error envelope.
 */
export type GoogleServer = {
  url: string;
  replies: Map<string, { comment: string; updateTime: string }>;
  calls: {
    method: string;
    path: string;
    body: unknown;
    auth: string | undefined;
    status?: number;
  }[];
  /** Status codes to answer to the next reply PUTs, in order, before behaving normally. */
  failNext: (statuses: number[], opts?: { applyAnyway?: boolean }) => void;
  close: () => Promise<void>;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

export async function startGoogleServer(
  token = 'test-access-token',
  opts: { delayMs?: number; port?: number } = {},
): Promise<GoogleServer> {
  const replies = new Map<string, { comment: string; updateTime: string }>();
  const calls: GoogleServer['calls'] = [];
  let failures: number[] = [];
  let applyAnyway = false;
  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const body = raw ? JSON.parse(raw) : undefined;
    const path = req.url ?? '';
    const call: GoogleServer['calls'][number] = {
      method: req.method ?? '',
      path,
      body,
      auth: req.headers.authorization,
    };
    calls.push(call);
    // A slow platform widens the window in which a crash leaves an outcome unknown.
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
    const send = (status: number, payload: unknown) => {
      call.status = status;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    // Inspection for browser tests, which cannot reach this process's memory.
    if (path === '/__calls')
      return send(
        200,
        calls.filter((c) => c.path !== '/__calls'),
      );
    if (req.headers.authorization !== `Bearer ${token}`) {
      return send(401, {
        error: {
          code: 401,
          message: 'Request had invalid authentication credentials.',
          status: 'UNAUTHENTICATED',
        },
      });
    }
    const match = /^\/v4\/(accounts\/[^/]+\/locations\/[^/]+\/reviews\/[^/]+)(\/reply)?$/.exec(
      path,
    );
    if (!match?.[1])
      return send(404, {
        error: { code: 404, message: 'Requested entity was not found.', status: 'NOT_FOUND' },
      });
    const name = match[1];
    if (match[2] && req.method === 'PUT') {
      const status = failures.shift();
      if (status && applyAnyway)
        replies.set(name, { comment: String(body?.comment), updateTime: new Date().toISOString() });
      if (status === 400)
        return send(400, {
          error: {
            code: 400,
            message: 'Reply contains prohibited content.',
            status: 'INVALID_ARGUMENT',
          },
        });
      if (status)
        return send(status, {
          error: { code: status, message: 'Backend Error', status: 'UNAVAILABLE' },
        });
      const reply = { comment: String(body?.comment), updateTime: new Date().toISOString() };
      replies.set(name, reply);
      return send(200, reply);
    }
    if (match[2] && req.method === 'DELETE') {
      replies.delete(name);
      return send(200, {});
    }
    if (!match[2] && req.method === 'GET') {
      const reply = replies.get(name);
      return send(200, {
        name,
        reviewId: name.split('/').pop(),
        starRating: 'FOUR',
        ...(reply ? { reviewReply: reply } : {}),
      });
    }
    return send(405, { error: { code: 405, message: 'Method not allowed' } });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    replies,
    calls,
    failNext: (statuses, opts = {}) => {
      failures = [...statuses];
      applyAnyway = Boolean(opts.applyAnyway);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
