import { apiPaths, LIVE_EVENTS_RECONNECT_DELAYS_MS, type LiveEvent } from '@marquee/contracts';
import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

/** What each live event makes stale: the app maps events to its features' query keys. */
export type LiveEventQueries = Readonly<Record<LiveEvent['type'], readonly QueryKey[]>>;

function isKnownEvent(value: unknown, staleQueries: LiveEventQueries): value is LiveEvent {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return typeof type === 'string' && Object.prototype.hasOwnProperty.call(staleQueries, type);
}

/** How long before this page's navigation the server may have rendered it (a cached page is newer than any change). */
const RENDER_SLACK_MS = 2_000;

/** Quiet time after the page load (no query fetching) before the live connection opens. */
const SETTLE_MS = 2_000;

/**
 * Runs `start` once the page has loaded and no query is fetching SETTLE_MS later. The stream
 * never ends, so opening it later keeps it from holding one of the browser's few HTTP/1.1
 * connections while the page loads, and lets "network idle" waits (screenshots, tools) settle.
 * One timer at a time: the query cache reports dozens of changes while a page starts, and a
 * timer cleared and set again for each was a cost of its own there (decision 092).
 */
function afterStoreSettles(queryClient: QueryClient, start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    timer = undefined;
    // A fetch still running re-arms when it ends (the cache reports it).
    if (queryClient.isFetching() > 0) return;
    stop();
    start();
  };
  const arm = () => {
    if (timer === undefined && document.readyState === 'complete') timer = setTimeout(check, SETTLE_MS);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe(arm);
  const stop = () => {
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('load', arm);
  };
  if (document.readyState === 'complete') arm();
  else window.addEventListener('load', arm, { once: true });
  return stop;
}

/**
 * SF-GEN-05: one EventSource to the store's live events for the whole storefront; each event
 * refetches the queries `staleQueries` names for it, without a page reload (pass a constant:
 * a new object would reconnect). On a dropped connection it
 * reconnects after 1, 2, 5, then every 10 s (spec back-off) and, since events may have been
 * missed meanwhile, refetches everything it watches once it is back.
 */
export function useLiveEvents(staleQueries: LiveEventQueries) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let wasOpen = false;
    let greeted = false;
    let stopped = false;

    const refetchAll = () => {
      for (const queryKey of Object.values(staleQueries).flat()) void queryClient.invalidateQueries({ queryKey });
    };

    const connect = () => {
      source = new EventSource(apiPaths.events.href());
      source.onopen = () => {
        if (wasOpen) refetchAll();
        wasOpen = true;
        failures = 0;
      };
      // The stream opens after the page settles, so a change made while this page loaded (after
      // the server rendered it, before the stream opened) would be missed: the server says how
      // long ago its last change was, and if that falls within this page's life, refetch.
      source.addEventListener('hello', (message: MessageEvent<string>) => {
        // After a reconnect, onopen has refetched everything already.
        if (greeted) return;
        greeted = true;
        let sinceLastChangeMs: unknown;
        try {
          ({ sinceLastChangeMs } = JSON.parse(message.data) as { sinceLastChangeMs?: unknown });
        } catch {
          return;
        }
        if (typeof sinceLastChangeMs === 'number' && sinceLastChangeMs <= performance.now() + RENDER_SLACK_MS)
          refetchAll();
      });
      source.onmessage = (message: MessageEvent<string>) => {
        let event: unknown;
        try {
          event = JSON.parse(message.data);
        } catch {
          return;
        }
        if (isKnownEvent(event, staleQueries))
          for (const queryKey of staleQueries[event.type]) void queryClient.invalidateQueries({ queryKey });
      };
      source.onerror = () => {
        // Our own back-off replaces the browser's fixed retry.
        source?.close();
        source = null;
        if (stopped) return;
        const delays = LIVE_EVENTS_RECONNECT_DELAYS_MS;
        const delay = delays[Math.min(failures, delays.length - 1)];
        failures += 1;
        retryTimer = setTimeout(connect, delay);
      };
    };

    const cancelStart = afterStoreSettles(queryClient, connect);
    return () => {
      stopped = true;
      cancelStart();
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient, staleQueries]);
}
