import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * Refresh, logout and code exchange are authenticated by cookie alone, so a browser on another
 * site must not be able to trigger them. SameSite=Strict already stops it; this refuses any
 * request whose Origin is neither the public address nor the host it was sent to.
 */
export function assertSameOrigin(request: FastifyRequest, publicUrl: string): void {
  const origin = request.headers.origin;
  if (!origin) return;
  const allowed = new Set([new URL(publicUrl).origin, `${request.protocol}://${request.host}`]);
  if (!allowed.has(origin)) throw new AppError('forbidden', 'Cross-site request refused');
}
