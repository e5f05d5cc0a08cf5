import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Two establishments, answered in the documented shapes of Places API (New). */
export const FAKE_PLACES = [
  {
    id: 'ChIJ-fake-plateau',
    displayName: { text: 'Chez Ana Plateau' },
    formattedAddress: '4500 Rue Rachel E, Montréal, QC H1X 1Y4, Canada',
    location: { latitude: 45.5389, longitude: -73.5747 },
    websiteUri: 'https://chezana.example/plateau',
  },
  {
    id: 'ChIJ-fake-verdun',
    displayName: { text: 'Chez Ana Verdun' },
    formattedAddress: '4000 Rue Wellington, Verdun, QC H4G 1V3, Canada',
  },
];

export type PlacesServer = {
  url: string;
  calls: { path: string; key: string | undefined; body: unknown }[];
  close: () => Promise<void>;
};

/**
 * Answers one Places call (autocomplete matches names, details by id) when it carries the key;
 * the browser journeys' local Google server mounts it too (google-business-server.ts).
 */
export function answerPlaces(
  req: IncomingMessage,
  res: ServerResponse,
  raw: string,
  key: string,
  calls: PlacesServer['calls'],
): void {
  const path = req.url ?? '';
  const body = raw ? (JSON.parse(raw) as { input?: string }) : undefined;
  const given = req.headers['x-goog-api-key'];
  calls.push({ path, key: typeof given === 'string' ? given : undefined, body });
  const send = (status: number, payload: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(payload));
  };
  if (given !== key)
    return send(403, {
      error: { code: 403, message: 'API key not valid.', status: 'PERMISSION_DENIED' },
    });
  if (path === '/v1/places:autocomplete' && req.method === 'POST') {
    const input = (body?.input ?? '').toLowerCase();
    return send(200, {
      suggestions: FAKE_PLACES.filter((p) => p.displayName.text.toLowerCase().includes(input)).map(
        (p) => ({
          placePrediction: {
            placeId: p.id,
            text: { text: `${p.displayName.text}, ${p.formattedAddress}` },
            structuredFormat: {
              mainText: { text: p.displayName.text },
              secondaryText: { text: p.formattedAddress },
            },
          },
        }),
      ),
    });
  }
  const id = /^\/v1\/places\/([^?]+)/.exec(path)?.[1];
  const place = FAKE_PLACES.find((p) => p.id === decodeURIComponent(id ?? ''));
  if (place && req.method === 'GET') return send(200, place);
  return send(404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
}

/** A local Google Places server. */
export async function startPlacesServer(key = 'test-places-key', port = 0): Promise<PlacesServer> {
  const calls: PlacesServer['calls'] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => answerPlaces(req, res, raw, key, calls));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
