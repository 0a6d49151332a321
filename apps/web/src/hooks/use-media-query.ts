import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches. `assumed` is the answer on the server and while hydrating;
 * choose the common case, since a different answer in the browser re-renders at once.
 */
export function useMediaQuery(query: string, assumed: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => assumed,
  );
}
