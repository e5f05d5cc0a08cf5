import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerPlaces } from './places-server.ts';

/**
 * A local HTTP server speaking the Google Business Profile calls Tableside uses, with the
 * documented shapes and error envelope: OAuth 2.0 (consent redirect, token, refresh, revoke),
 * accounts and their locations, paginated v4 reviews (`pageSize` ≤ 50, `pageToken`,
 * `orderBy=updateTime desc`), a review by name, and PUT/DELETE of its reply. Fault modes answer
 * 429, 5xx or hang (a timeout) to the next calls; `revoke()` makes every token answer 401.
 */
export type FakeGoogleReview = {
  reviewId: string;
  reviewer: { displayName: string; profilePhotoUrl?: string; isAnonymous: boolean };
  starRating: 'ONE' | 'TWO' | 'THREE' | 'FOUR' | 'FIVE';
  comment?: string;
  createTime: string;
  updateTime: string;
  reviewReply?: { comment: string; updateTime: string };
};

/** A status to answer, a hang, or null to answer normally (to spread a storm over calls). */
export type Fault = number | 'timeout' | null;

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
  /** Faults for the next calls whose path contains `pathPart` (every call when omitted). */
  faultNext: (faults: Fault[], pathPart?: string) => void;
  /** Reviews per v4 location name (`accounts/1/locations/2`), in any order. */
  reviews: Map<string, FakeGoogleReview[]>;
  /** Adds `count` reviews to a location, a minute apart, newest last. */
  seedReviews: (location: string, count: number, from?: Date) => FakeGoogleReview[];
  /** The guest edits a review: new text or rating, and a fresh update time. */
  editReview: (location: string, reviewId: string, change: Partial<FakeGoogleReview>) => void;
  deleteReview: (location: string, reviewId: string) => void;
  /** The owner revokes Tableside's access: every token and refresh token stops working. */
  revoke: () => void;
  close: () => Promise<void>;
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

const STARS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;
const ACCOUNT = { name: 'accounts/1', accountName: 'Maison Group', type: 'LOCATION_GROUP' };
const LOCATIONS = [
  {
    name: 'locations/2',
    title: 'Maison — Alpha',
    storefrontAddress: { addressLines: ['1 Rue Alpha'], locality: 'Montréal' },
  },
  {
    name: 'locations/3',
    title: 'Maison — Bravo',
    storefrontAddress: { addressLines: ['2 Rue Bravo'], locality: 'Montréal' },
  },
];

const error = (code: number, message: string, status: string) => ({
  error: { code, message, status },
});

export async function startGoogleServer(
  token = 'test-access-token',
  opts: { delayMs?: number; port?: number; hangMs?: number; placesKey?: string } = {},
): Promise<GoogleServer> {
  const placesKey = opts.placesKey ?? 'demo-places-key';
  const replies = new Map<string, { comment: string; updateTime: string }>();
  const reviews = new Map<string, FakeGoogleReview[]>();
  const calls: GoogleServer['calls'] = [];
  const accessTokens = new Set([token]);
  const refreshTokens = new Set<string>();
  /** Access tokens minted from each refresh token: revoking the grant revokes them all. */
  const minted = new Map<string, string[]>();
  const codes = new Set<string>();
  let issued = 0;
  let failures: number[] = [];
  let applyAnyway = false;
  let faults: { fault: Fault; pathPart?: string }[] = [];
  let seeded = 0;

  const server: Server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = req.url ?? '';
    let body: unknown;
    try {
      body = raw && req.headers['content-type']?.includes('json') ? JSON.parse(raw) : raw;
    } catch {
      body = raw;
    }
    const call: GoogleServer['calls'][number] = {
      method: req.method ?? '',
      path,
      body,
      auth: req.headers.authorization,
    };
    if (url.pathname !== '/__calls') calls.push(call);
    // A slow platform widens the window in which a crash leaves an outcome unknown.
    if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
    const send = (status: number, payload: unknown) => {
      call.status = status;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    // Inspection for browser tests, which cannot reach this process's memory.
    if (url.pathname === '/__calls') return send(200, calls);

    const faultAt = faults.findIndex((f) => !f.pathPart || path.includes(f.pathPart));
    if (faultAt >= 0) {
      const [{ fault }] = faults.splice(faultAt, 1) as [{ fault: Fault }];
      if (fault === null) {
        // Answered normally below.
      } else if (fault === 'timeout') {
        call.status = 0;
        setTimeout(() => res.destroy(), opts.hangMs ?? 5_000).unref();
        return;
      } else if (fault === 429) {
        return send(429, error(429, 'Quota exceeded for quota metric', 'RESOURCE_EXHAUSTED'));
      } else {
        return send(fault, error(fault, 'Backend Error', 'UNAVAILABLE'));
      }
    }

    // OAuth 2.0: consent (answered at once, as if the owner clicked Allow), token, revoke.
    if (url.pathname === '/o/oauth2/v2/auth') {
      const redirect = url.searchParams.get('redirect_uri');
      if (!redirect || url.searchParams.get('response_type') !== 'code')
        return send(400, { error: 'invalid_request' });
      const code = `code-${++issued}`;
      codes.add(code);
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      call.status = 302;
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(raw);
      const grant = form.get('grant_type');
      const valid =
        grant === 'authorization_code'
          ? codes.delete(form.get('code') ?? '')
          : grant === 'refresh_token' && refreshTokens.has(form.get('refresh_token') ?? '');
      if (!valid || !form.get('client_id'))
        return send(400, { error: 'invalid_grant', error_description: 'Bad Request' });
      const access = `access-${++issued}`;
      accessTokens.add(access);
      const parent =
        grant === 'refresh_token' ? (form.get('refresh_token') ?? '') : `refresh-${issued}`;
      minted.set(parent, [...(minted.get(parent) ?? []), access]);
      const answer: Record<string, unknown> = {
        access_token: access,
        expires_in: 3599,
        scope: 'https://www.googleapis.com/auth/business.manage',
        token_type: 'Bearer',
      };
      if (grant === 'authorization_code') {
        const refresh = `refresh-${issued}`;
        refreshTokens.add(refresh);
        answer.refresh_token = refresh;
      }
      return send(200, answer);
    }
    if (url.pathname === '/revoke' && req.method === 'POST') {
      const t = new URLSearchParams(raw).get('token') ?? '';
      if (!accessTokens.delete(t) && !refreshTokens.delete(t))
        return send(400, { error: 'invalid_token' });
      for (const access of minted.get(t) ?? []) accessTokens.delete(access);
      return send(200, {});
    }

    // Google Places (New) for the onboarding wizard's place search, keyed by its own API key.
    if (url.pathname.startsWith('/v1/places')) return answerPlaces(req, res, raw, placesKey, []);
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!accessTokens.has(bearer))
      return send(
        401,
        error(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED'),
      );

    if (url.pathname === '/v1/accounts' && req.method === 'GET')
      return send(200, { accounts: [ACCOUNT] });
    if (url.pathname === `/v1/${ACCOUNT.name}/locations` && req.method === 'GET') {
      if (!url.searchParams.get('readMask'))
        return send(400, error(400, 'Request contains an invalid argument.', 'INVALID_ARGUMENT'));
      return send(200, { locations: LOCATIONS });
    }

    const list = /^\/v4\/(accounts\/[^/]+\/locations\/[^/]+)\/reviews$/.exec(url.pathname);
    if (list?.[1] && req.method === 'GET') {
      const all = [...(reviews.get(list[1]) ?? [])];
      if (url.searchParams.get('orderBy') === 'updateTime desc')
        all.sort((a, b) => b.updateTime.localeCompare(a.updateTime));
      const pageSize = Math.min(Number(url.searchParams.get('pageSize') ?? 50) || 50, 50);
      const offset = Number(
        Buffer.from(url.searchParams.get('pageToken') ?? '', 'base64url').toString() || 0,
      );
      const page = all.slice(offset, offset + pageSize).map((r) => ({
        name: `${list[1]}/reviews/${r.reviewId}`,
        ...r,
        ...(replies.get(`${list[1]}/reviews/${r.reviewId}`)
          ? { reviewReply: replies.get(`${list[1]}/reviews/${r.reviewId}`) }
          : {}),
      }));
      const next = offset + pageSize < all.length ? String(offset + pageSize) : null;
      const average = all.length
        ? all.reduce((s, r) => s + STARS.indexOf(r.starRating) + 1, 0) / all.length
        : 0;
      return send(200, {
        reviews: page,
        averageRating: Math.round(average * 10) / 10,
        totalReviewCount: all.length,
        ...(next ? { nextPageToken: Buffer.from(next).toString('base64url') } : {}),
      });
    }

    const match = /^\/v4\/(accounts\/[^/]+\/locations\/[^/]+\/reviews\/[^/]+)(\/reply)?$/.exec(
      url.pathname,
    );
    if (!match?.[1]) return send(404, error(404, 'Requested entity was not found.', 'NOT_FOUND'));
    const name = match[1];
    if (match[2] && req.method === 'PUT') {
      const status = failures.shift();
      const comment = String((body as { comment?: unknown } | undefined)?.comment);
      if (status && applyAnyway)
        replies.set(name, { comment, updateTime: new Date().toISOString() });
      if (status === 400)
        return send(400, error(400, 'Reply contains prohibited content.', 'INVALID_ARGUMENT'));
      if (status) return send(status, error(status, 'Backend Error', 'UNAVAILABLE'));
      const reply = { comment, updateTime: new Date().toISOString() };
      replies.set(name, reply);
      return send(200, reply);
    }
    if (match[2] && req.method === 'DELETE') {
      replies.delete(name);
      return send(200, {});
    }
    if (!match[2] && req.method === 'GET') {
      const reply = replies.get(name);
      const [location, , id] = [name.split('/reviews/')[0] ?? '', '', name.split('/').pop()];
      const stored = reviews.get(location)?.find((r) => r.reviewId === id);
      return send(200, {
        name,
        reviewId: id,
        starRating: 'FOUR',
        createTime: new Date(0).toISOString(),
        updateTime: new Date(0).toISOString(),
        ...stored,
        ...(reply ? { reviewReply: reply } : {}),
      });
    }
    return send(405, error(405, 'Method not allowed', 'METHOD_NOT_ALLOWED'));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    replies,
    calls,
    reviews,
    failNext: (statuses, o = {}) => {
      failures = [...statuses];
      applyAnyway = Boolean(o.applyAnyway);
    },
    faultNext: (list, pathPart) => {
      faults = list.map((fault) => ({ fault, pathPart }));
    },
    seedReviews(location, count, from = new Date('2025-01-01T00:00:00Z')) {
      const added = Array.from({ length: count }, (_, i) => {
        const n = ++seeded;
        const time = new Date(from.getTime() + i * 60_000).toISOString();
        return {
          reviewId: `g-${n}`,
          reviewer: { displayName: `Guest ${n}`, isAnonymous: n % 17 === 0 },
          starRating: STARS[n % 5] as FakeGoogleReview['starRating'],
          comment: n % 11 === 0 ? undefined : `Review number ${n}: the food was memorable.`,
          createTime: time,
          updateTime: time,
        };
      });
      reviews.set(location, [...(reviews.get(location) ?? []), ...added]);
      return added;
    },
    editReview(location, reviewId, change) {
      const r = reviews.get(location)?.find((x) => x.reviewId === reviewId);
      if (r) Object.assign(r, change, { updateTime: new Date().toISOString() });
    },
    deleteReview(location, reviewId) {
      reviews.set(
        location,
        (reviews.get(location) ?? []).filter((r) => r.reviewId !== reviewId),
      );
    },
    revoke() {
      accessTokens.clear();
      refreshTokens.clear();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
