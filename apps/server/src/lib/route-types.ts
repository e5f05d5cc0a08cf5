import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZError } from '@tableside/domain/schemas/common';

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The error answers every authenticated route can give, for the OpenAPI document. */
export const AUTH_ERRORS = { 400: ZError, 401: ZError, 403: ZError, 404: ZError } as const;
