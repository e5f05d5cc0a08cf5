import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the Graph API calls Tableside uses for Facebook Pages and
 * Instagram: `me` (a Page token's Page and its Instagram business account), `{page}/ratings`
 * and `{page}/feed` (newest first, cursor paging with `paging.next`), `{object}/comments` (read
 * and post; on Instagram media, the medium's comments), `{ig-user}` (its username),
 * `{ig-user}/media`, and `{ig-comment}/replies` (read and post). Errors use the Graph envelope:
 * an expired token is a 400 with code 190, throttling a 400 with code 4. `GET /__calls` lists
 * what it received.
 */
export type GraphRating = {
  created_time: string;
  recommendation_type: 'positive' | 'negative';
  review_text?: string;
  reviewer?: { id: string; name: string };
  open_graph_story: { id: string };
};

export type GraphComment = {
  id?: string;
  from: { id: string; name?: string };
  message: string;
  created_time?: string;
};
export type GraphPost = {
  id: string;
  message: string;
  permalink_url: string;
  created_time: string;
};
export type IgMedia = { id: string; caption: string; permalink: string; timestamp: string };
export type IgComment = { id: string; text: string; username: string; timestamp: string };

export type GraphServer = {
  url: string;
  pageId: string;
  igAccount: { id: string; username: string };
  ratings: GraphRating[];
  /** Comments under a rating's story, a post, or a comment (replies), by object id. */
  comments: Map<string, GraphComment[]>;
  posts: GraphPost[];
  media: IgMedia[];
  /** Instagram comments by medium id, and replies by comment id. */
  igComments: Map<string, IgComment[]>;
  igReplies: Map<string, IgComment[]>;
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

/** One page of a newest-first list with Graph's cursor paging. */
function pageOf<T>(list: T[], url: URL, defaultLimit = 25) {
  const limit = Number(url.searchParams.get('limit') ?? defaultLimit);
  const after = url.searchParams.get('after');
  const offset = after ? Number(Buffer.from(after, 'base64url').toString()) : 0;
  const page = list.slice(offset, offset + limit);
  const next = offset + limit < list.length;
  const cursor = Buffer.from(String(offset + limit)).toString('base64url');
  return {
    data: page,
    paging: {
      cursors: { before: 'MA', after: cursor },
      ...(next ? { next: `${url.origin}${url.pathname}?after=${cursor}` } : {}),
    },
  };
}

export async function startGraphServer(
  token = 'page-token',
  pageId = '4242',
  opts: {
    port?: number;
    igAccount?: { id: string; username: string };
    /** The Page has no Instagram business account linked. */
    withoutInstagram?: boolean;
  } = {},
): Promise<GraphServer> {
  const igAccount = opts.igAccount ?? { id: '17841400000000001', username: 'maisontableside' };
  const ratings: GraphRating[] = [];
  const comments = new Map<string, GraphComment[]>();
  const posts: GraphPost[] = [];
  const media: IgMedia[] = [];
  const igComments = new Map<string, IgComment[]>();
  const igReplies = new Map<string, IgComment[]>();
  let made = 0;
  const calls: GraphServer['calls'] = [];
  let throttle = 0;
  let expired = false;
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'fake'}`);
    if (url.pathname === '/__calls') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(calls));
    }
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
        ...(opts.withoutInstagram ? {} : { instagram_business_account: igAccount }),
      });
    if (path === igAccount.id) return send(200, { id: igAccount.id, username: igAccount.username });
    const newest = <T>(list: T[], at: (x: T) => string) =>
      [...list].sort((a, b) => at(b).localeCompare(at(a)));
    if (path === `${pageId}/feed`)
      return send(
        200,
        pageOf(
          newest(posts, (p) => p.created_time),
          url,
        ),
      );
    if (path === `${igAccount.id}/media`)
      return send(
        200,
        pageOf(
          newest(media, (m) => m.timestamp),
          url,
        ),
      );
    const igThread = /^([^/]+)\/comments$/.exec(path);
    if (igThread?.[1] && media.some((m) => m.id === igThread[1])) {
      const list = (igComments.get(igThread[1]) ?? []).map((c) => ({
        ...c,
        replies: { data: igReplies.get(c.id) ?? [] },
      }));
      return send(200, { data: list });
    }
    const replies = /^([^/]+)\/replies$/.exec(path);
    if (replies?.[1]) {
      const list = igReplies.get(replies[1]) ?? [];
      if (req.method === 'POST') {
        const message = url.searchParams.get('message') ?? '';
        made += 1;
        const reply = {
          id: `1790999${made}`,
          text: message,
          username: igAccount.username,
          timestamp: new Date().toISOString().replace(/\.\d+Z$/, '+0000'),
        };
        igReplies.set(replies[1], [...list, reply]);
        return send(200, { id: reply.id });
      }
      return send(200, { data: list });
    }
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
      // A post's comments carry their own replies (the comments under each comment).
      return send(200, {
        data: list.map((c) => (c.id ? { ...c, comments: { data: comments.get(c.id) ?? [] } } : c)),
      });
    }
    return send(404, {
      error: { message: 'Unsupported get request.', type: 'GraphMethodException', code: 100 },
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pageId,
    igAccount,
    ratings,
    comments,
    posts,
    media,
    igComments,
    igReplies,
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
