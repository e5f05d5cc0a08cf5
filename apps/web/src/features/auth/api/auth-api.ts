import type { TMe } from '@tableside/domain/schemas/me';
import type { TTokenResponse } from '@tableside/domain/schemas/auth';
import { apiData, apiRequest } from '../../../lib/api-client.ts';

export type OidcConfig = { enabled: boolean; name: string | null };

/** The login form's e-mail is sent as `username` (docs/product/sign-in.md#login-screen). */
export function postLogin(email: string, password: string): Promise<TTokenResponse> {
  return apiRequest('/v1/auth/login', {
    method: 'POST',
    body: { username: email, password },
    auth: false,
  });
}

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function postForgotPassword(email: string): Promise<unknown> {
  return apiRequest('/v1/auth/forgot-password', { method: 'POST', body: { email }, auth: false });
}

export function postRefresh(): Promise<TTokenResponse> {
  return apiRequest('/v1/auth/refresh', { method: 'POST', auth: false });
}

/** `iss` is forwarded as RFC 9207 providers send it, so the server can check the issuer. */
export function postExchange(
  code: string,
  state: string | null,
  iss: string | null,
): Promise<TTokenResponse> {
  return apiRequest('/v1/auth/exchange', {
    method: 'POST',
    query: { code, state: state ?? undefined, iss: iss ?? undefined },
    auth: false,
  });
}

export function postLogout(): Promise<unknown> {
  return apiRequest('/v1/auth/logout', { method: 'POST', auth: false });
}

export function getMe(): Promise<TMe> {
  return apiData('/v1/auth/me');
}

export function getOidcConfig(): Promise<OidcConfig> {
  return apiData('/v1/auth/oidc/config', { auth: false });
}
