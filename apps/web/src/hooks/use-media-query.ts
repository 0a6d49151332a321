import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, or `null` where it cannot be known: on the server and
 * while the browser hydrates the server's HTML (both render the same), then the real answer.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore<boolean | null>(
    subscribe,
    () => window.matchMedia(query).matches,
    () => null,
  );
}
