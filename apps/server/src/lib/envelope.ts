import type { FastifyReply } from 'fastify';

/** The `{status: 'success', data, message}` envelope (docs/product/api.md#envelope). */
export function ok<T>(data: T, message = 'OK'): { status: 'success'; data: T; message: string } {
  return { status: 'success', data, message };
}

/**
 * The same envelope around data that is already JSON text (built by the database), sent as
 * is: Fastify does not serialise a string reply whose content type is JSON.
 */
export function okJson(json: string, message = 'OK', extra: Record<string, unknown> = {}): string {
  const more = Object.entries(extra).map(
    ([key, value]) => `,${JSON.stringify(key)}:${JSON.stringify(value)}`,
  );
  return `{"status":"success","data":${json},"message":${JSON.stringify(message)}${more.join('')}}`;
}

/**
 * Sends `okJson` text. The route's response schema still documents the shape; the typed reply
 * only accepts objects of it, hence the one cast here. An async handler must `return reply`
 * after it: otherwise Fastify sends an empty answer when the handler's promise resolves while
 * this one is still being written (a compressed answer is a stream).
 */
export function sendOkJson(reply: object, json: string, extra?: Record<string, unknown>): void {
  void (reply as FastifyReply)
    .type('application/json; charset=utf-8')
    .send(okJson(json, 'OK', extra));
}
