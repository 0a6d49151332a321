import { LIVE_EVENTS_RECONNECT_DELAYS_MS } from '@marquee/contracts';
import { useEffect, useRef } from 'react';

/**
 * An EventSource on `url` while `enabled`: `onChange` runs for each message, and each time the
 * server says the stream is live (`event: ready`, sent once it listens): whatever changed
 * before, while the page loaded or the connection was down, is fetched then. Reconnects after
 * 1, 2, 5, then every 10 s. Used by the visitor's chat panel and the admin's Chat tab.
 */
export function useEventStream(url: string, enabled: boolean, onChange: () => void) {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    const connect = () => {
      source = new EventSource(url);
      source.onopen = () => {
        failures = 0;
      };
      source.addEventListener('ready', () => latest.current());
      source.onmessage = () => latest.current();
      source.onerror = () => {
        source?.close();
        source = null;
        if (stopped) return;
        const delays = LIVE_EVENTS_RECONNECT_DELAYS_MS;
        retryTimer = setTimeout(connect, delays[Math.min(failures, delays.length - 1)]);
        failures += 1;
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [url, enabled]);
}
