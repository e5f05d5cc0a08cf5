import type { CatalogueEntry } from './catalogue-text.ts';

/** Restaurants' catalogues kept compiled at once: a worker reads one restaurant after another. */
const KEPT = 64;

/**
 * `compile` run once per catalogue: by the array itself, then by what its entries say, since
 * callers read the catalogue afresh for each review that arrives (features/insights/analysis.ts)
 * and the compiled form is the same for the same names, aliases and roles.
 */
export function perCatalogue<T>(compile: (entries: readonly CatalogueEntry[]) => T) {
  const byArray = new WeakMap<readonly CatalogueEntry[], T>();
  const byContent = new Map<string, T>();
  return (entries: readonly CatalogueEntry[]): T => {
    const hit = byArray.get(entries);
    if (hit !== undefined) return hit;
    const compiled = keptFor(byContent, contentKey(entries), () => compile(entries));
    byArray.set(entries, compiled);
    return compiled;
  };
}

/** What `cache` holds under `key`, else `make()` kept there, the oldest of `KEPT` dropped. */
export function keptFor<T>(cache: Map<string, T>, key: string, make: () => T): T {
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const made = make();
  // A Map keeps insertion order: its first key is the oldest.
  if (cache.size >= KEPT) cache.delete(cache.keys().next().value!);
  cache.set(key, made);
  return made;
}

/** What compiling reads of the entries, and nothing else (ids and locations are not read). */
const contentKey = (entries: readonly CatalogueEntry[]) =>
  JSON.stringify(entries.map((e) => [e.name, e.aliases ?? [], e.role ?? null]));
