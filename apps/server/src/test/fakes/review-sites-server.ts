import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the two read-only review APIs Tableside uses, with their
 * documented shapes and errors: Yelp Fusion (`/v3/businesses/search`,
 * `/v3/businesses/{id}/reviews`: three newest, bearer API key) and the Tripadvisor Content API
 * (`/api/v1/location/search`, `/api/v1/location/{id}/reviews`: five newest, `key` parameter).
 */
export type YelpReviewShape = {
  id: string;
  url: string;
  text: string;
  rating: number;
  time_created: string;
  user: { id: string; profile_url: string; image_url: string | null; name: string };
};
export type TripReviewShape = {
  id: number;
  lang: string;
  location_id: string;
  published_date: string;
  rating: number;
  url: string;
  text: string;
  title: string;
  user: { username: string };
  owner_response?: { id: number; text: string; published_date: string };
};

export type ReviewSitesServer = {
  url: string;
  yelp: Map<string, YelpReviewShape[]>;
  tripadvisor: Map<string, TripReviewShape[]>;
  calls: { method: string; path: string; auth: string | undefined; status?: number }[];
  /** Statuses for the next calls, in order, before answering normally. */
  failNext: (statuses: number[]) => void;
  close: () => Promise<void>;
};

export async function startReviewSitesServer(
  keys = { yelp: 'yelp-test-key', tripadvisor: 'trip-test-key' },
): Promise<ReviewSitesServer> {
  const yelp = new Map<string, YelpReviewShape[]>();
  const tripadvisor = new Map<string, TripReviewShape[]>();
  const calls: ReviewSitesServer['calls'] = [];
  let failures: number[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const call: ReviewSitesServer['calls'][number] = {
      method: req.method ?? '',
      path: req.url ?? '',
      auth: req.headers.authorization,
    };
    calls.push(call);
    const send = (status: number, payload: unknown) => {
      call.status = status;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const isYelp = url.pathname.startsWith('/v3/');
    const failure = failures.shift();
    if (failure)
      return isYelp
        ? send(failure, {
            error: {
              code: failure === 429 ? 'TOO_MANY_REQUESTS_PER_SECOND' : 'INTERNAL_ERROR',
              description: 'You have exceeded the queries-per-second limit for this endpoint.',
            },
          })
        : send(failure, {
            error: { message: 'Too many requests', type: 'RateLimit', code: failure },
          });

    if (isYelp) {
      if (req.headers.authorization !== `Bearer ${keys.yelp}`)
        return send(401, {
          error: {
            code: 'TOKEN_INVALID',
            description: 'Invalid access token or authorization header.',
          },
        });
      if (url.pathname === '/v3/businesses/search')
        return send(200, {
          businesses: [...yelp.keys()].map((alias) => ({
            id: `id-${alias}`,
            alias,
            name: `Maison ${alias}`,
            location: { display_address: ['1 Rue Alpha', 'Montréal, QC'] },
          })),
          total: yelp.size,
        });
      const match = /^\/v3\/businesses\/([^/]+)\/reviews$/.exec(url.pathname);
      const list = match?.[1] ? yelp.get(decodeURIComponent(match[1])) : undefined;
      if (!list)
        return send(404, {
          error: {
            code: 'BUSINESS_NOT_FOUND',
            description: 'The requested business could not be found.',
          },
        });
      const newest = [...list].sort((a, b) => b.time_created.localeCompare(a.time_created));
      return send(200, {
        reviews: newest.slice(0, 3),
        total: list.length,
        possible_languages: ['en', 'fr'],
      });
    }

    if (url.searchParams.get('key') !== keys.tripadvisor)
      return send(401, {
        error: { message: 'Invalid API key', type: 'UnauthorizedException', code: 401 },
      });
    if (url.pathname === '/api/v1/location/search')
      return send(200, {
        data: [...tripadvisor.keys()].map((id) => ({
          location_id: id,
          name: `Maison ${id}`,
          address_obj: { address_string: '1 Rue Alpha, Montréal, QC' },
        })),
      });
    const match = /^\/api\/v1\/location\/([^/]+)\/reviews$/.exec(url.pathname);
    const list = match?.[1] ? tripadvisor.get(match[1]) : undefined;
    if (!list)
      return send(400, {
        error: { message: 'Invalid location id', type: 'InvalidParameter', code: 400 },
      });
    const newest = [...list].sort((a, b) => b.published_date.localeCompare(a.published_date));
    return send(200, { data: newest.slice(0, 5) });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    yelp,
    tripadvisor,
    calls,
    failNext: (statuses) => {
      failures = [...statuses];
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
