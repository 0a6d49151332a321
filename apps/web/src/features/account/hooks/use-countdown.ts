import { useEffect, useRef, useState } from 'react';
import { remainingUntil } from '../lib/countdown';

/**
 * A clock for a deadline: `now` ticks every second while `until` is ahead, and `remaining` is
 * the milliseconds left (null when there is none or it has passed). `onEnd` runs once when the
 * time runs out while shown (ACC-13: the lock ends by itself).
 */
export function useCountdown(until: string | null | undefined, onEnd?: () => void) {
  const [now, setNow] = useState(() => Date.now());
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (remainingUntil(until, current) === null) return;
      // Aligned to the deadline's seconds, so the display changes as the seconds turn.
      const left = Date.parse(until as string) - current;
      timer = setTimeout(
        () => {
          tick();
          if (remainingUntil(until, Date.now()) === null) onEndRef.current?.();
        },
        (left % 1000 || 1000) + 5,
      );
    };
    // The clock may be long stale when a new deadline arrives: read it before the first second.
    timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [until]);

  return { now, remaining: remainingUntil(until, now) };
}
