import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers for `options`, worked out once. `@fastify/helmet` builds Helmet's middleware
 * again on every request (parsing the whole policy each time) for headers that never change
 * here (no nonces): a measurable share of a small API request's CPU (bench/reviews-list.ts).
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return [...headers];
}
