import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The restaurant whose rows the current request may touch. While it is set, every statement
 * runs as the `tableside_app` role with `app.tenant` set, so PostgreSQL's row-level security
 * (migration 0005) hides and refuses other restaurants' rows even if a query forgets its
 * `where`. Unset means system work: sign-in, the guard, jobs, the super-admin console.
 */
type TenantStore = { tenant: string | null };

const storage = new AsyncLocalStorage<TenantStore>();

/** A tenant id no restaurant has: a request that must be scoped but has no restaurant sees nothing. */
export const NO_TENANT = '00000000-0000-0000-0000-000000000000';

/** Starts a request's context (tenant unset until the guard knows the actor). */
export function runInRequestContext(fn: () => void): void {
  storage.run({ tenant: null }, fn);
}

/** Scopes the rest of the current request to one restaurant. */
export function setRequestTenant(tenant: string): void {
  const store = storage.getStore();
  if (store) store.tenant = tenant;
}

/** Runs `fn` scoped to one restaurant (a job working on one restaurant's rows, a test). */
export function withTenant<T>(tenant: string, fn: () => PromiseLike<T>): Promise<T> {
  // Awaited inside: Drizzle's queries run when awaited, so they must be awaited in the scope.
  return storage.run({ tenant }, async () => await fn());
}

/** Runs `fn` as system work, outside any request's scope (the job queue, migrations). */
export function asSystem<T>(fn: () => PromiseLike<T>): Promise<T> {
  return storage.exit(async () => await fn());
}

export function currentTenant(): string | null {
  return storage.getStore()?.tenant ?? null;
}
