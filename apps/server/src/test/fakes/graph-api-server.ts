import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the Graph API calls Tableside uses for Facebook Pages:
 * `me` (a Page token's Page), `{page}/ratings` (newest first, cursor paging with `paging.next`), and
 * `{story}/comments` (read and post). Errors use the Graph envelope: an expired token is a
 * 400 with code 190, throttling a 400 with code 4.
 */
export type GraphRating = {
  created_time: string;
  recommendation_type: 'positive' | 'negative';
  review_text?: string;
  reviewer?: { id: string; name: string };
  open_graph_story: { id: string };
};

export type GraphServer = {
  url: string;
  pageId: string;
  ratings: GraphRating[];
  comments: Map<string, { from: { id: string }; message: string }[]>;
  calls: { method: string; path: string; body: string }[];
  throttleNext: (count: number) => void;
  expireToken: () => void;
  close: () => Promise<void>;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

export async function startGraphServer(
  token = 'page-token',
  pageId = '4242',
): Promise<GraphServer> {
  const ratings: GraphRating[] = [];
  const comments = new Map<string, { from: { id: string }; message: string }[]>();
  const calls: GraphServer['calls'] = [];
  let throttle = 0;
  let expired = false;
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    calls.push({ method: req.method ?? '', path: req.url ?? '', body });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (throttle > 0) {
      throttle -= 1;
      return send(400, {
        error: { message: 'Application request limit reached', type: 'OAuthException', code: 4 },
      });
    }
    if (expired || url.searchParams.get('access_token') !== token)
      return send(400, {
        error: {
          message: 'Error validating access token: Session has expired.',
          type: 'OAuthException',
          code: 190,
        },
      });
    const path = url.pathname.replace(/^\/v\d+\.\d+\//, '');
    if (path === 'me')
      return send(200, {
        id: pageId,
        name: 'Maison Tableside',
        single_line_address: '1 Rue Alpha',
      });
    if (path === `${pageId}/ratings`) {
      const limit = Number(url.searchParams.get('limit') ?? 25);
      const after = url.searchParams.get('after');
      const offset = after ? Number(Buffer.from(after, 'base64url').toString()) : 0;
      const sorted = [...ratings].sort((a, b) => b.created_time.localeCompare(a.created_time));
      const page = sorted.slice(offset, offset + limit);
      const next = offset + limit < sorted.length;
      const cursor = Buffer.from(String(offset + limit)).toString('base64url');
      return send(200, {
        data: page,
        paging: {
          cursors: { before: 'MA', after: cursor },
          ...(next ? { next: `${url.origin}${url.pathname}?after=${cursor}` } : {}),
        },
      });
    }
    const thread = /^([^/]+)\/comments$/.exec(path);
    if (thread?.[1]) {
      const list = comments.get(thread[1]) ?? [];
      if (req.method === 'POST') {
        const message = (JSON.parse(body || '{}') as { message?: string }).message ?? '';
        list.push({ from: { id: pageId }, message });
        comments.set(thread[1], list);
        return send(200, { id: `${thread[1]}_${list.length}` });
      }
      return send(200, { data: list });
    }
    return send(404, {
      error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100 },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pageId,
    ratings,
    comments,
    calls,
    throttleNext: (count) => {
      throttle = count;
    },
    expireToken: () => {
      expired = true;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
