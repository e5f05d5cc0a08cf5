import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The OAuth `state`: which restaurant and user asked, in which language, until when; signed so
 * the public callback cannot be pointed at another restaurant.
 */
export type OAuthState = { restaurantId: string; userId: string; lang: 'en' | 'fr'; exp: number };

const sign = (secret: string, payload: string) =>
  createHmac('sha256', `oauth-state:${secret}`).update(payload).digest('base64url');

export function sealState(secret: string, state: Omit<OAuthState, 'exp'>, ttlSeconds = 900) {
  const payload = Buffer.from(
    JSON.stringify({
      ...state,
      exp: Date.now() + ttlSeconds * 1000,
      n: randomBytes(8).toString('hex'),
    }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

export function openState(secret: string, sealed: string): OAuthState | null {
  const [payload, signature] = sealed.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const state = JSON.parse(Buffer.from(payload, 'base64url').toString()) as OAuthState;
    return state.exp > Date.now() ? state : null;
  } catch {
    return null;
  }
}
