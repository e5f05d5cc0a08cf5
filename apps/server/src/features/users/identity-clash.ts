import { AppError } from '../../lib/app-error.ts';
import { PG, pgErrorCode } from '../../lib/pg-errors.ts';

/** The unique indexes on users (lower(username), lower(email)) and the field each guards. */
const IDENTITY_INDEXES: Record<string, 'username' | 'email'> = {
  users_username_lower_idx: 'username',
  users_email_lower_idx: 'email',
};

function clashedField(error: unknown): 'username' | 'email' | undefined {
  if (pgErrorCode(error) !== PG.uniqueViolation) return undefined;
  const withConstraint = error as { constraint?: unknown; cause?: { constraint?: unknown } };
  const constraint = withConstraint.constraint ?? withConstraint.cause?.constraint;
  return typeof constraint === 'string' ? IDENTITY_INDEXES[constraint] : undefined;
}

/**
 * Runs a write that sets a user's username or e-mail. Both are unique across every restaurant,
 * and row-level security hides other restaurants' users, so the database's unique index is the
 * one judge: a clash answers the same 409 whether the other account is in this restaurant or in
 * another, and so reveals neither.
 */
export async function withIdentityCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = clashedField(error);
    if (!field) throw error;
    throw new AppError('identity_unavailable', undefined, { details: [{ field }] });
  }
}
