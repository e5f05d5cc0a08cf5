/**
 * The local booking system and Graph API of the journeys, on ports derived from E2E_PORT so
 * that two checkouts run side by side.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
export const BOOKING_PORT = port + 40;
export const BOOKING_API = `http://127.0.0.1:${BOOKING_PORT}`;
/** Test control of the booking system: add bookings, read the calls it received. */
export const BOOKING_CONTROL = `http://127.0.0.1:${BOOKING_PORT + 1}`;
export const GRAPH_PORT = port + 42;
export const GRAPH_API = `http://127.0.0.1:${GRAPH_PORT}`;

export type RecordedCall = { method: string; path: string; body: string; authorization?: string };

export async function graphCalls(): Promise<RecordedCall[]> {
  return (await (await fetch(`${GRAPH_API}/__calls`)).json()) as RecordedCall[];
}

export async function bookingCalls(): Promise<RecordedCall[]> {
  return (await (await fetch(`${BOOKING_CONTROL}/__calls`)).json()) as RecordedCall[];
}

export async function addBookings(bookings: unknown[]): Promise<void> {
  const res = await fetch(`${BOOKING_CONTROL}/__bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(bookings),
  });
  if (!res.ok) throw new Error(`booking control answered ${res.status}`);
}

/** The local Slack, Teams and webhook receiver that escalation channels post to. */
export const HOOKS_PORT = port + 44;
export const HOOKS_URL = `http://127.0.0.1:${HOOKS_PORT}`;

/** One call the local receiver took; header names in lower case, as Node reads them. */
export type HookCall = {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json: unknown;
};

export async function hookCalls(): Promise<HookCall[]> {
  return (await (await fetch(`${HOOKS_URL}/__calls`)).json()) as HookCall[];
}

/**
 * The next answers of one path of the local receiver, in order, to the calls whose body holds
 * `when` (all calls without it); then its kind's success again.
 */
export async function scriptHook(
  path: string,
  answers: { status: number; body?: string; headers?: Record<string, string> }[],
  when?: string,
): Promise<void> {
  const res = await fetch(`${HOOKS_URL}/__script`, {
    method: 'POST',
    body: JSON.stringify({ path, answers, when }),
  });
  if (res.status !== 204) throw new Error(`scripting ${path} answered ${res.status}`);
}
