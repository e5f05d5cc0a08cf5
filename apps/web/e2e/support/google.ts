/**
 * The local Google Business Profile server the demo locations are connected to in e2e runs; moved
 * with E2E_PORT (as the e-mail sink is) so two runs on one machine do not share it.
 */
export const GOOGLE_PORT = Number(
  process.env.E2E_GOOGLE_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 99,
);
export const GOOGLE_API = `http://127.0.0.1:${GOOGLE_PORT}`;

export type GoogleCall = {
  method: string;
  path: string;
  body: { comment?: string } | undefined;
  status?: number;
};

/** What the local Google server received (the browser test cannot see its memory). */
export async function googleCalls(): Promise<GoogleCall[]> {
  const res = await fetch(`${GOOGLE_API}/__calls`);
  return (await res.json()) as GoogleCall[];
}
