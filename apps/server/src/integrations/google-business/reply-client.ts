/**
 * The two Google Business Profile calls posting needs (v4 reviews): put a reply, and read the
 * review back to learn whether a reply whose outcome is unknown actually landed.
 * https://developers.google.com/my-business/reference/rest/v4/accounts.locations.reviews
 */
export const GOOGLE_API = 'https://mybusiness.googleapis.com';

export type GoogleTarget = { baseUrl: string; accessToken: string; reviewName: string };

export class PlatformError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** 4xx other than 408/429: the platform refused; retrying will not help. */
    readonly refused: boolean,
  ) {
    super(message);
  }
}

async function call(target: GoogleTarget, path: string, init: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(`${target.baseUrl.replace(/\/$/, '')}/v4/${target.reviewName}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${target.accessToken}`,
        'content-type': 'application/json',
        ...init.headers,
      },
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new PlatformError(`Google could not be reached: ${(error as Error).message}`, 0, false);
  }
  const body = (await res.json().catch(() => ({}))) as { error?: { message?: string } };
  if (!res.ok) {
    const refused =
      res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429;
    throw new PlatformError(
      body.error?.message ?? `Google answered ${res.status}`,
      res.status,
      refused,
    );
  }
  return body;
}

export async function putGoogleReply(target: GoogleTarget, comment: string): Promise<void> {
  await call(target, '/reply', { method: 'PUT', body: JSON.stringify({ comment }) });
}

export async function readGoogleReply(target: GoogleTarget): Promise<string | null> {
  const review = (await call(target, '', { method: 'GET' })) as {
    reviewReply?: { comment?: string };
  };
  return review.reviewReply?.comment ?? null;
}
