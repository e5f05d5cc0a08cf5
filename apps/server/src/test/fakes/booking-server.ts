import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the booking system's API as
 * docs/product/reservations-and-socials.md#booking-system says: `POST /auth` with `{email, token}`
 * answers `{jwt}`; `GET /bookings?limit&offset&include=person` and `GET
 * /bookings/{id}?include=person` need `Authorization: JWT <jwt>` and the restricted-v2 accept type.
 * Wrong credentials answer 401 without a JWT; `GET /__calls` lists what it received.
 */
export type FakeBooking = {
  id: string;
  start_time: string;
  party_size: number;
  status: string;
  venue: { name: string };
  person: { first_name: string; last_name: string; email: string; phone: string };
};

export type BookingServer = {
  url: string;
  bookings: FakeBooking[];
  calls: { method: string; path: string; authorization: string; accept: string; body: string }[];
  /** The next authentication answers 200 without a JWT. */
  omitJwtOnce: () => void;
  /** The next `count` calls answer 503 (an outage). */
  failNext: (count: number) => void;
  /** Every JWT issued so far stops working (the next call must authenticate again). */
  expireJwts: () => void;
  close: () => Promise<void>;
};

export const BOOKING_ACCEPT_TYPE = 'application/vnd.libro.restricted-v2+json';

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

export async function startBookingServer(
  credentials = { email: 'owner@maison.example', token: 'booking-token-123' },
  opts: { port?: number } = {},
): Promise<BookingServer> {
  const bookings: FakeBooking[] = [];
  const calls: BookingServer['calls'] = [];
  let omitJwt = false;
  let failing = 0;
  let generation = 0;
  let issued = 0;
  const valid = new Set<string>();
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (url.pathname === '/__calls') return send(200, calls);
    calls.push({
      method: req.method ?? '',
      path: req.url ?? '',
      authorization: req.headers.authorization ?? '',
      accept: req.headers.accept ?? '',
      body,
    });
    if (failing > 0) {
      failing -= 1;
      return send(503, { error: 'Service temporarily unavailable' });
    }
    if (req.headers.accept !== BOOKING_ACCEPT_TYPE)
      return send(406, { error: 'Not Acceptable: use the restricted-v2 type' });
    if (req.method === 'POST' && url.pathname === '/auth') {
      let given: { email?: string; token?: string } = {};
      try {
        given = JSON.parse(body || '{}') as typeof given;
      } catch {
        return send(400, { error: 'invalid JSON' });
      }
      if (given.email !== credentials.email || given.token !== credentials.token)
        return send(401, { error: 'invalid credentials' });
      if (omitJwt) {
        omitJwt = false;
        return send(200, { status: 'ok' });
      }
      issued += 1;
      const jwt = `jwt-${generation}-${issued}`;
      valid.add(jwt);
      return send(200, { jwt });
    }
    const [scheme, jwt] = (req.headers.authorization ?? '').split(' ');
    if (scheme !== 'JWT' || !jwt || !valid.has(jwt))
      return send(401, { error: 'invalid or expired JWT' });
    if (req.method === 'GET' && url.pathname === '/bookings') {
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      if (!Number.isInteger(limit) || limit < 1 || limit > 50 || !(offset >= 0))
        return send(400, { error: 'limit must be 1-50 and offset ≥ 0' });
      const withPerson = url.searchParams.get('include') === 'person';
      const sorted = [...bookings].sort((a, b) => b.start_time.localeCompare(a.start_time));
      const page = sorted
        .slice(offset, offset + limit)
        .map((b) => (withPerson ? b : { ...b, person: undefined }));
      return send(200, { data: page, meta: { total: bookings.length, limit, offset } });
    }
    const one = /^\/bookings\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && one?.[1]) {
      const found = bookings.find((b) => b.id === decodeURIComponent(one[1] as string));
      return found ? send(200, { data: found }) : send(404, { error: 'booking not found' });
    }
    return send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bookings,
    calls,
    failNext: (count) => {
      failing = count;
    },
    omitJwtOnce: () => {
      omitJwt = true;
    },
    expireJwts: () => {
      generation += 1;
      valid.clear();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
