import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'tableside_refresh';

/** httpOnly and SameSite=Strict: scripts cannot read it and other sites cannot send it. */
export function setRefreshCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  secure: boolean,
) {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: '/v1/auth',
    expires: expiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean) {
  reply.clearCookie(REFRESH_COOKIE, {
    path: '/v1/auth',
    httpOnly: true,
    sameSite: 'strict',
    secure,
  });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE];
}
