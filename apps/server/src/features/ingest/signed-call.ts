import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { rawBodyOf } from '../../lib/raw-json-body.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { sealedIngestSecret } from '../restaurants/public.ts';
import { isValidSignature } from './signature.ts';

type SecretDeps = { db: Db; secrets: SecretBox };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/** The restaurant's ingestion secret, opened; null until one was made. */
async function ingestSecretOf(deps: SecretDeps, restaurantId: string): Promise<string | null> {
  const sealed = await sealedIngestSecret(deps.db, restaurantId);
  return sealed ? deps.secrets.open(sealed) : null;
}

/**
 * The `preValidation` of a webhook signed with the restaurant's ingestion secret (the reviews
 * webhook, the visits of review requests): the call names its restaurant and signs
 * `<timestamp>.<raw body>`, checked on the raw bytes before the body is even validated. Any
 * fault answers the same 401, so a caller learns nothing of which restaurants exist. The
 * route's scope must keep the raw body (`keepRawJsonBody`).
 */
export function verifySignedCall(deps: SecretDeps) {
  return async (request: FastifyRequest): Promise<void> => {
    const restaurantId = header(request, 'x-tableside-restaurant');
    const refuse = () => new AppError('authentication_failed', 'Invalid signature');
    if (!restaurantId || !UUID.test(restaurantId)) throw refuse();
    const secret = await ingestSecretOf(deps, restaurantId);
    const signed = {
      timestamp: header(request, 'x-tableside-timestamp'),
      signature: header(request, 'x-tableside-signature'),
    };
    if (!secret || !isValidSignature(secret, signed, rawBodyOf(request))) throw refuse();
  };
}

/** The restaurant a call that passed `verifySignedCall` comes from. */
export const signedCallRestaurant = (request: FastifyRequest): string =>
  header(request, 'x-tableside-restaurant') as string;
