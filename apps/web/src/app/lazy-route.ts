import { createElement, type ComponentType } from 'react';
import { loadNamespaces, type Namespace } from '../lib/i18n.ts';

/**
 * A route module loaded on first visit, together with the translation namespaces it needs, so
 * entering an area never shows a translation fallback.
 */
export function lazyRoute<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: Namespace[] = [],
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces(...namespaces)]);
    return { Component: pick(module) };
  };
}

/** A component rendering `Component` with fixed props, for routes sharing one screen. */
export function withProps<P extends object>(Component: ComponentType<P>, props: P): ComponentType {
  const Bound = () => createElement(Component, props);
  Bound.displayName = Component.displayName ?? Component.name;
  return Bound;
}
