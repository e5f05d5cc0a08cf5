import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiData,
  apiEntity,
  apiRequest,
  connectSession,
  errorMessageKey,
} from './api-client.ts';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function bridge(overrides: Partial<Parameters<typeof connectSession>[0]> = {}) {
  const session = {
    accessToken: vi.fn(() => 'token-1'),
    actingRestaurantId: vi.fn((): string | null => null),
    refresh: vi.fn(async () => true),
    expire: vi.fn(),
    ...overrides,
  };
  connectSession(session);
  return session;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends the bearer token and the acting restaurant on authenticated calls', async () => {
    bridge({ actingRestaurantId: () => 'r-1' });
    const fetchMock = vi.fn(async () => json(200, { status: 'success', data: 1 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/v1/location');
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-1');
    expect(headers.get('X-Restaurant-Id')).toBe('r-1');
    expect(init.credentials).toBe('include');
  });

  it('sends no token on public calls', async () => {
    bridge();
    const fetchMock = vi.fn(async () => json(200, { status: 'success' }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/v1/auth/login', { method: 'POST', body: {}, auth: false });
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(new Headers(init.headers).has('Authorization')).toBe(false);
  });

  it('refreshes once on 401 and retries', async () => {
    const session = bridge();
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, { status: 'error', code: 'token_invalid', message: 'x' }))
      .mockResolvedValueOnce(json(200, { status: 'success', data: [] }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/v1/location')).resolves.toEqual({ status: 'success', data: [] });
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(session.expire).not.toHaveBeenCalled();
  });

  it('ends the session when the refresh fails', async () => {
    const session = bridge({ refresh: vi.fn(async () => false) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { status: 'error', code: 'token_invalid', message: 'x' })),
    );
    await expect(apiRequest('/v1/location')).rejects.toMatchObject({ status: 401 });
    expect(session.expire).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the retry is refused again', async () => {
    const session = bridge();
    const fetchMock = vi.fn(async () => json(401, { status: 'error', code: 'token_invalid' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/v1/location')).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(session.expire).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on a 401 of a public call (wrong password)', async () => {
    const session = bridge();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(401, {
          status: 'error',
          code: 'authentication_failed',
          message: 'Authentication failed',
        }),
      ),
    );
    const error = await apiRequest('/v1/auth/login', { method: 'POST', auth: false }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 401, code: 'authentication_failed' });
    expect(session.refresh).not.toHaveBeenCalled();
  });

  it("keeps the error's code and details", async () => {
    bridge();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(409, {
          status: 'error',
          code: 'conflict',
          message: 'post it by hand',
          details: { channel: 'manual' },
        }),
      ),
    );
    await expect(apiRequest('/v1/x', { method: 'POST' })).rejects.toMatchObject({
      status: 409,
      code: 'conflict',
      details: { channel: 'manual' },
    });
  });

  it('reports a network failure as status 0', async () => {
    bridge();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/v1/location')).rejects.toMatchObject({ status: 0, code: null });
  });
});

describe('errorMessageKey', () => {
  it('maps each failure to its translated message', () => {
    expect(errorMessageKey(new ApiError(403, 'plan_required', ''))).toBe(
      'common:errors.plan_required',
    );
    expect(errorMessageKey(new ApiError(403, 'forbidden', ''))).toBe('common:errors.forbidden');
    expect(errorMessageKey(new ApiError(403, null, ''))).toBe(
      'common:errors.forbidden_without_code',
    );
    expect(errorMessageKey(new ApiError(401, null, ''))).toBe('common:errors.token_invalid');
    expect(errorMessageKey(new ApiError(0, null, ''))).toBe('common:errors.network');
    expect(errorMessageKey(new Error('boom'))).toBe('common:errors.internal_error');
  });
});

describe('apiData', () => {
  it('refuses a 2xx answer that is not the success envelope, as an unexpected format', async () => {
    bridge();
    for (const body of [{ status: 'error', message: 'x' }, { data: [] }, '<html>proxy</html>']) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => json(200, body)),
      );
      const error = await apiData('/v1/restaurant').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(errorMessageKey(error)).toBe('common:errors.unexpected_response');
    }
  });

  it('keeps a known error code sent with a 2xx status', async () => {
    bridge();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { status: 'error', code: 'forbidden', message: 'no' })),
    );
    const error = await apiData('/v1/restaurant').catch((e: unknown) => e);
    expect(errorMessageKey(error)).toBe('common:errors.forbidden');
  });

  it('takes data: null from a save as a failure', async () => {
    bridge();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { status: 'success', data: null })),
    );
    await expect(apiData('/v1/x', { method: 'PUT' })).resolves.toBeNull();
    const error = await apiEntity('/v1/x', { method: 'PUT' }).catch((e: unknown) => e);
    expect(errorMessageKey(error)).toBe('common:errors.unexpected_response');
  });
});
