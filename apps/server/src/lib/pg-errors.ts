/** PostgreSQL SQLSTATE codes we translate into answers the user can act on. */
export const PG = { foreignKeyViolation: '23503', uniqueViolation: '23505' } as const;

/** The SQLSTATE of a driver error; Drizzle wraps the driver's error in `cause`. */
export function pgErrorCode(error: unknown): string | undefined {
  const direct = (error as { code?: unknown } | null)?.code;
  if (typeof direct === 'string') return direct;
  const wrapped = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof wrapped === 'string' ? wrapped : undefined;
}
