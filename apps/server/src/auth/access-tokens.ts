import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_CLIENT_ID } from '@tableside/domain/roles';
import { ZAccessClaims, type TAccessClaims } from '@tableside/domain/schemas/auth';
import { AppError } from '../lib/app-error.ts';

export type AccessTokenIssuer = {
  sign: (
    claims: Omit<TAccessClaims, 'resource_access'> & { roles: string[]; sid: string },
  ) => Promise<string>;
  verify: (token: string) => Promise<TAccessClaims & { sid: string }>;
  ttlSeconds: number;
};

type VerifiedClaims = TAccessClaims & { sid: string };

/** How many verified tokens are remembered: about one per signed-in tab, oldest dropped first. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createAccessTokenIssuer(opts: {
  secret: string;
  issuer: string;
  ttlSeconds: number;
}): AccessTokenIssuer {
  const key = new TextEncoder().encode(opts.secret);
  // A token's signature and claims never change, so each is checked once (WebCrypto HMAC and
  // the claims schema cost more than the rest of a small request) and remembered until it
  // expires. Revocation is not affected: the actor query checks the session on every call.
  const verified = new Map<string, { claims: VerifiedClaims; expiresAt: number }>();
  const remember = (token: string, claims: VerifiedClaims, expiresAt: number) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAt });
  };
  return {
    ttlSeconds: opts.ttlSeconds,
    async sign({ roles, sid, sub, ...claims }) {
      return new SignJWT({
        ...claims,
        sid,
        resource_access: { [TOKEN_CLIENT_ID]: { roles } },
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(opts.issuer)
        .setAudience(TOKEN_CLIENT_ID)
        .setIssuedAt()
        .setExpirationTime(`${opts.ttlSeconds}s`)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.claims;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: opts.issuer,
          audience: TOKEN_CLIENT_ID,
          algorithms: ['HS256'],
        });
        const claims = ZAccessClaims.parse(payload);
        if (typeof payload.sid !== 'string') throw new Error('no session');
        const result = { ...claims, sid: payload.sid };
        // Only tokens that expire are remembered (ours always do).
        if (typeof payload.exp === 'number') remember(token, result, payload.exp * 1000);
        return result;
      } catch {
        throw new AppError('token_invalid');
      }
    },
  };
}
