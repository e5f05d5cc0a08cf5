import { ERROR_CODES, type ErrorCode } from '@tableside/domain/errors';

/** A failed call: `status` 0 means the network failed before the server answered. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | null,
    message: string,
    /** The error envelope's `details`, as the server sent them. */
    readonly details: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * What the client needs from the session, which lives in the auth feature: shared code may not
 * import features, so the session connects itself here at start-up.
 */
export type SessionBridge = {
  accessToken: () => string | null;
  /** The restaurant a SuperAdmin acts on; sent as X-Restaurant-Id. */
  actingRestaurantId: () => string | null;
  /** One silent refresh; false when the session could not be renewed. */
  refresh: () => Promise<boolean>;
  /** The session is over: sign out with the "session expired" notice. */
  expire: () => void;
};

let bridge: SessionBridge | null = null;

export function connectSession(next: SessionBridge): void {
  bridge = next;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RequestOptions = {
  method?: Method;
  body?: unknown;
  /** A file sent as the body itself (an upload), instead of JSON. */
  file?: Blob;
  query?: Record<string, string | undefined>;
  /** False for sign-in, refresh, logout, exchange and public calls: no bearer token. */
  auth?: boolean;
  /** The super-admin console works across restaurants: no X-Restaurant-Id even after "Manage". */
  unscoped?: boolean;
  signal?: AbortSignal;
};

function urlOf(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function send(path: string, options: RequestOptions, auth: boolean): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  if (options.file) headers.set('Content-Type', options.file.type || 'application/octet-stream');
  if (auth) {
    const token = bridge?.accessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const restaurantId = options.unscoped ? null : bridge?.actingRestaurantId();
    if (restaurantId) headers.set('X-Restaurant-Id', restaurantId);
  }
  try {
    return await fetch(urlOf(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.file ?? (options.body === undefined ? null : JSON.stringify(options.body)),
      // The refresh token is an httpOnly cookie; it must travel with the auth calls.
      credentials: 'include',
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null, 'network');
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(value);
}

async function toApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const { code, message, details } = (body ?? {}) as {
    code?: unknown;
    message?: unknown;
    details?: unknown;
  };
  return new ApiError(
    response.status,
    isErrorCode(code) ? code : null,
    typeof message === 'string' ? message : response.statusText,
    details ?? null,
  );
}

/**
 * Calls the API and returns the successful response unread (event streams read it as it
 * arrives). A 401 on an authenticated call gets one silent refresh and one retry
 * (docs/product/sign-in.md#session-expiry-and-refusals); when that fails the session ends.
 */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const auth = options.auth ?? true;
  let response = await send(path, options, auth);
  if (response.status === 401 && auth && bridge) {
    const renewed = await bridge.refresh();
    if (renewed) response = await send(path, options, auth);
    if (!renewed || response.status === 401) {
      bridge.expire();
      throw new ApiError(401, 'token_invalid', 'session expired');
    }
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** Calls the API and returns the parsed body. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * A 2xx answer that is not the success envelope: a proxy's page, a broken deployment, or
 * `{status: "error"}` sent with 200. Shown as "Unexpected response format", never as success.
 */
const UNEXPECTED_RESPONSE = 'unexpected_response';

function isSuccessEnvelope(body: unknown): body is { status: 'success'; data: unknown } {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { status?: unknown }).status === 'success' &&
    'data' in body
  );
}

/** The `data` of the success envelope `{status, data, message}`. */
export async function apiData<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  const body: unknown = await response.json().catch(() => undefined);
  if (!isSuccessEnvelope(body)) {
    const { code } = (body ?? {}) as { code?: unknown };
    throw new ApiError(response.status, isErrorCode(code) ? code : null, UNEXPECTED_RESPONSE);
  }
  return body.data as T;
}

/** `apiData` for calls that answer with what they saved: `data: null` is a failure, not success. */
export async function apiEntity<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const data = await apiData<T | null>(path, options);
  if (data === null || data === undefined) throw new ApiError(200, null, UNEXPECTED_RESPONSE);
  return data;
}

/** The translation key of the message to show for a failed call; usable from any namespace. */
export function errorMessageKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'common:errors.internal_error';
  if (error.status === 0) return 'common:errors.network';
  if (error.code) return `common:errors.${error.code}`;
  if (error.message === UNEXPECTED_RESPONSE) return 'common:errors.unexpected_response';
  if (error.status === 401) return 'common:errors.token_invalid';
  // An older server's 403 without a code (docs/product/sign-in.md#session-expiry-and-refusals).
  if (error.status === 403) return 'common:errors.forbidden_without_code';
  return 'common:errors.internal_error';
}
