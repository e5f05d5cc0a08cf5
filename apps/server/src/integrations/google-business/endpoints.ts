/**
 * Google Business Profile's hosts. A base override (a local test server) serves them all under
 * one address, with the same paths.
 */
export const GOOGLE_API = 'https://mybusiness.googleapis.com';
export const GOOGLE_SCOPE = 'https://www.googleapis.com/auth/business.manage';

export function googleEndpoints(base?: string | null) {
  const b = base?.replace(/\/$/, '');
  return {
    authorize: `${b ?? 'https://accounts.google.com'}/o/oauth2/v2/auth`,
    token: `${b ?? 'https://oauth2.googleapis.com'}/token`,
    revoke: `${b ?? 'https://oauth2.googleapis.com'}/revoke`,
    accounts: `${b ?? 'https://mybusinessaccountmanagement.googleapis.com'}/v1/accounts`,
    locations: (account: string) =>
      `${b ?? 'https://mybusinessbusinessinformation.googleapis.com'}/v1/${account}/locations`,
    /** v4: `accounts/{a}/locations/{l}/reviews`. */
    v4: (name: string) => `${b ?? GOOGLE_API}/v4/${name}`,
  };
}
