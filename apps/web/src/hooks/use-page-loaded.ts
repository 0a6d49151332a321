import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the page has finished loading (false on the server and while hydrating). Media
 * that is not on screen yet waits for it, so it does not compete with what is. The change is
 * a transition: an urgent update right after hydration would make React hydrate what is left
 * of the page in one long task.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const done = () => startTransition(() => setLoaded(true));
    if (document.readyState === 'complete') {
      const timer = setTimeout(done, 0);
      return () => clearTimeout(timer);
    }
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, []);
  return loaded;
}
