/** PostgreSQL SQLSTATE codes we translate into answers the user can act on. */
export const PG = {
  foreignKeyViolation: '23503',
  uniqueViolation: '23505',
  serializationFailure: '40001',
  deadlockDetected: '40P01',
  lockNotAvailable: '55P03',
} as const;

/** The SQLSTATE of a driver error; Drizzle wraps the driver's error in `cause`. */
export function pgErrorCode(error: unknown): string | undefined {
  const direct = (error as { code?: unknown } | null)?.code;
  if (typeof direct === 'string') return direct;
  const wrapped = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof wrapped === 'string' ? wrapped : undefined;
}

/**
 * A statement PostgreSQL gave up on because another transaction held what it needed (a deadlock,
 * a serialisation failure): running the transaction again is the documented answer.
 */
export function isTransientConflict(error: unknown): boolean {
  const code = pgErrorCode(error);
  return (
    code === PG.deadlockDetected || code === PG.serializationFailure || code === PG.lockNotAvailable
  );
}

/**
 * Runs `work` (one whole transaction) again when it lost a transient conflict, up to `attempts`
 * times in all; any other failure, or the last conflict, is thrown as it came.
 */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
    }
  }
}
