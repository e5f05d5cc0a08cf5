import type { IncomingMessage } from 'node:http';
import { createServer } from 'node:http';
import { startBookingServer, type FakeBooking } from './booking-server.ts';

/**
 * The local booking system as a process of its own, for browser journeys: the demo restaurant's
 * booking account points here when DEMO_BOOKING_API is set. It starts with a few bookings of
 * guests who wrote no review; a journey adds the bookings it needs with
 * `POST /__bookings` on the control port (FAKE_BOOKING_PORT + 1), and reads `GET /__calls`.
 */
const port = Number(process.env.FAKE_BOOKING_PORT ?? 3240);
const server = await startBookingServer(
  {
    email: process.env.FAKE_BOOKING_EMAIL ?? 'reservations@maison.tableside.demo',
    token: process.env.FAKE_BOOKING_TOKEN ?? 'demo-booking-token',
  },
  { port },
);
const day = 86_400_000;
const venues = ['Plateau', 'Vieux-Port', 'Mile End'];
const guests: [string, string][] = [
  ['Anouk', 'Vachon'],
  ['Bastien', 'Lemire'],
  ['Clara', 'Ouellet'],
  ['Dmitri', 'Kovac'],
];
for (let n = 0; n < 60; n += 1) {
  const [first, last] = guests[n % guests.length] as [string, string];
  server.bookings.push({
    id: `bk-${1000 + n}`,
    start_time: new Date(Date.now() + (10 - n) * day).toISOString(),
    party_size: 2 + (n % 5),
    status: n < 10 ? 'confirmed' : n % 9 === 0 ? 'cancelled' : 'completed',
    venue: { name: venues[n % venues.length] as string },
    person: { first_name: first, last_name: last, email: `guest${n}@example.com`, phone: '' },
  });
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => resolve(data));
  });

// Test control, on its own port so the booking API itself stays as documented.
const control = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://control');
  res.setHeader('content-type', 'application/json');
  if (req.method === 'POST' && url.pathname === '/__bookings') {
    const added = JSON.parse((await readBody(req)) || '[]') as FakeBooking[];
    server.bookings.push(...added);
    return res.end(JSON.stringify({ added: added.length }));
  }
  if (url.pathname === '/__calls') return res.end(JSON.stringify(server.calls));
  res.statusCode = 404;
  res.end('{}');
});
await new Promise<void>((resolve) => control.listen(port + 1, '127.0.0.1', resolve));
console.warn(`local booking system on ${server.url}`);
process.on('SIGTERM', () => {
  control.close();
  void server.close().then(() => process.exit(0));
});
