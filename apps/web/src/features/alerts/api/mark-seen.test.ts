import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertItem } from '../alert-types.ts';
import { alertKeys } from './alert-keys.ts';
import { markSeenOptions } from './mark-seen.ts';

/**
 * The optimistic "mark seen" (docs/product/alerts.md#marking-seen) against a real HTTP server that
 * answers the API's shapes: seen at once; reverted to unseen with the error kept when the call
 * fails.
 */
const RESTAURANT = 'r1';
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
let server: Server;
let failNext = false;
let release: (() => void) | null = null;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = createServer((req, res) => {
    const answer = () => {
      res.setHeader('content-type', 'application/json');
      if (failNext) {
        res.statusCode = 500;
        res.end(JSON.stringify({ status: 'error', code: 'internal_error', message: 'boom' }));
      } else if (req.url?.includes('/user-alert')) {
        res.end(JSON.stringify({ status: 'success', type: 'bad_review', data: [], message: '' }));
      } else {
        res.end(JSON.stringify({ status: 'success', data: { unseen: 0 }, message: '' }));
      }
    };
    // Hold the answer until the test has looked at the optimistic state.
    release = answer;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The browser resolves the API's relative paths against the page; node needs the origin.
  globalThis.fetch = (input, init) => realFetch(`${base}${String(input)}`, init);
});
afterAll(() => {
  globalThis.fetch = realFetch;
  server.close();
});

function setup() {
  const client = new QueryClient();
  const items: AlertItem[] = [1, 2].map((n) => ({
    type: 'bad_review',
    reviewId: id(n),
    seen: false,
    review: null,
  }));
  client.setQueryData(alertKeys.list(RESTAURANT), items);
  const observer = new MutationObserver(client, markSeenOptions(client, RESTAURANT));
  const seenOf = () =>
    client.getQueryData<AlertItem[]>(alertKeys.list(RESTAURANT))?.map((a) => a.seen);
  return { observer, seenOf };
}

async function optimistic(seenOf: () => boolean[] | undefined) {
  for (let i = 0; i < 100 && seenOf()?.[0] !== true; i++)
    await new Promise((r) => setTimeout(r, 5));
}

async function answered() {
  for (let i = 0; i < 200 && !release; i++) await new Promise((r) => setTimeout(r, 5));
  const send = release;
  release = null;
  send?.();
}

describe('mark seen, optimistically', () => {
  it('shows the alert seen before the server answers, and keeps it when the call succeeds', async () => {
    failNext = false;
    const { observer, seenOf } = setup();
    const done = observer.mutate([id(1)]);
    await optimistic(seenOf);
    expect(seenOf()).toEqual([true, false]);
    await answered();
    await done;
    expect(observer.getCurrentResult().isSuccess).toBe(true);
    expect(seenOf()).toEqual([true, false]);
  });

  it('reverts to unseen and stores the error when the call fails', async () => {
    failNext = true;
    const { observer, seenOf } = setup();
    const done = observer.mutate([id(1), id(2)]).catch(() => undefined);
    await optimistic(seenOf);
    expect(seenOf()).toEqual([true, true]);
    await answered();
    await done;
    expect(seenOf()).toEqual([false, false]);
    const result = observer.getCurrentResult();
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 500, code: 'internal_error' });
  });
});
