import { useEffect, useState } from 'react';

/**
 * What `fetch` answers once it does, `initial` until then and if it fails: the public pages'
 * reads (no TanStack Query there), which always have something sensible to show meanwhile.
 */
export function useAnswerOr<T>(fetch: () => Promise<T>, initial: T): T {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    let live = true;
    fetch().then(
      (answer) => live && setValue(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // Read once per mount: callers pass a module-level function, so `fetch` never changes.
  }, [fetch]);
  return value;
}
