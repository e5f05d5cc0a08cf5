import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'tableside_refresh';
/**
 * A readable hint that a session exists, holding no secret: the prerendered public pages use
 * it to send signed-in users to their dashboard without calling the API.
 */
export const SESSION_HINT_COOKIE = 'tableside_session';

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
  reply.setCookie(SESSION_HINT_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
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
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/', sameSite: 'lax', secure });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies[REFRESH_COOKIE];
}
