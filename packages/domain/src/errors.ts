/** Stable error codes the API answers with; the web translates each one (errors.<code>). */
export const ERROR_CODES = [
  'validation_failed',
  'authentication_failed',
  'access_token_required',
  'token_invalid',
  'refresh_token_invalid',
  'forbidden',
  'plan_required',
  'not_found',
  'conflict',
  'reply_empty',
  'reply_not_approved',
  'reply_already_posted',
  'reply_posted_by_hand',
  'ai_failed',
  'rate_limited',
  'service_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ERROR_STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  authentication_failed: 401,
  access_token_required: 401,
  token_invalid: 401,
  refresh_token_invalid: 401,
  forbidden: 403,
  plan_required: 403,
  not_found: 404,
  conflict: 409,
  reply_empty: 409,
  reply_not_approved: 409,
  reply_already_posted: 409,
  reply_posted_by_hand: 409,
  ai_failed: 502,
  rate_limited: 429,
  service_unavailable: 503,
  internal_error: 500,
};

/** The spec's English wording where it gives one (dashboard.md §8). */
export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  validation_failed: 'The request is not valid',
  authentication_failed: 'Authentication failed',
  access_token_required: 'Access token required',
  token_invalid: 'Your session has expired. Please log in again.',
  refresh_token_invalid: 'Invalid response from server: Missing token',
  forbidden: 'You do not have permission to do this',
  plan_required: 'Your plan does not include this feature',
  not_found: 'Not found',
  conflict: 'This conflicts with existing data',
  reply_empty: 'Write or generate a reply before approving it',
  reply_not_approved: 'Approve the reply before posting it',
  reply_already_posted: 'This reply is already posted; edit it to change it',
  reply_posted_by_hand:
    'This platform has no reply API here: copy the reply, post it on the platform, then mark it as posted',
  ai_failed: 'Failed to regenerate response',
  rate_limited: 'Too many attempts. Please try again later.',
  service_unavailable: 'The service is temporarily unavailable',
  internal_error: 'Something went wrong',
};
