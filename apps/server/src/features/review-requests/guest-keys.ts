import { createHash, randomBytes } from 'node:crypto';

// What stands for a guest without naming them: the e-mail's hash per restaurant (opt-outs and
// the one-request-per-period rule outlive the address), and the unguessable token of a sent
// request's links, of which only the hash is stored.

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The same guest at another restaurant hashes differently: no cross-restaurant profile. */
export const emailHash = (restaurantId: string, email: string) =>
  sha256(`review-request:${restaurantId}:${normaliseEmail(email)}`);

export function newRequestToken(): { token: string; hash: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, hash: tokenHash(token) };
}

export const tokenHash = (token: string) => sha256(`review-request-token:${token}`);
