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

export function createAccessTokenIssuer(opts: {
  secret: string;
  issuer: string;
  ttlSeconds: number;
}): AccessTokenIssuer {
  const key = new TextEncoder().encode(opts.secret);
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
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: opts.issuer,
          audience: TOKEN_CLIENT_ID,
          algorithms: ['HS256'],
        });
        const claims = ZAccessClaims.parse(payload);
        if (typeof payload.sid !== 'string') throw new Error('no session');
        return { ...claims, sid: payload.sid };
      } catch {
        throw new AppError('token_invalid');
      }
    },
  };
}
