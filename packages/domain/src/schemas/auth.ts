import { z } from 'zod';
import { LIMITS } from '../validation.ts';

/**
 * The login form's e-mail goes in `username`; a username works too
 * (docs/product/sign-in.md#login-screen).
 */
export const ZLoginRequest = z.object({
  username: z.string().trim().min(1).max(LIMITS.emailMax),
  password: z.string().min(1).max(LIMITS.passwordMax),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** "Forgot password?": the account's e-mail (docs/product/sign-in.md#password-reset). */
export const ZForgotPasswordRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(LIMITS.emailMax),
});
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** Login, refresh and exchange answer at the top level (docs/product/sign-in.md#token-claims). */
export const ZTokenResponse = z.object({
  status: z.literal('success'),
  access_token: z.string(),
  expires_in: z.number().int(),
  token_type: z.literal('Bearer'),
  message: z.string(),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

export const ZExchangeQuery = z.object({ code: z.string().min(1).max(2048) });

/** The claims our access token carries (docs/product/sign-in.md#token-claims). */
export const ZAccessClaims = z.object({
  sub: z.string(),
  email: z.string(),
  given_name: z.string(),
  family_name: z.string(),
  preferred_username: z.string(),
  location_id: z.string().nullable(),
  restaurant_id: z.string().nullable(),
  resource_access: z.record(z.string(), z.object({ roles: z.array(z.string()) })),
});
export type TAccessClaims = z.infer<typeof ZAccessClaims>;

export const ZOidcConfig = z.object({ enabled: z.boolean(), name: z.string().nullable() });
