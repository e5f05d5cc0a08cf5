import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** One client for the signed-in area (docs/product/analytics.md#caching); cleared on logout. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: 300_000,
      // Retry once, but never a refusal: 4xx answers will not change on their own.
      retry: (failureCount, error) =>
        failureCount < 1 &&
        !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});
