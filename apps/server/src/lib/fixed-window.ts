export interface WindowCount {
  count: number;
  /** When the window ends (ms since the epoch). */
  resetAt: number;
}

/**
 * Counts per key in fixed windows, in this process's memory, for limits that count only
 * some answers. At most `maxKeys` keys are kept: ended windows go first, then the oldest.
 */
export function createFixedWindow(windowMs: number, maxKeys = 10_000) {
  const windows = new Map<string, WindowCount>();
  const current = (key: string, now: number) => {
    const entry = windows.get(key);
    return entry && entry.resetAt > now ? entry : undefined;
  };
  return {
    /** The key's count in its current window, without adding to it. */
    peek(key: string, now = Date.now()): WindowCount | undefined {
      return current(key, now);
    },
    /** Adds one to the key's count and returns the count. */
    hit(key: string, now = Date.now()): WindowCount {
      const entry = current(key, now);
      if (entry) {
        entry.count += 1;
        return entry;
      }
      if (windows.size >= maxKeys) {
        // Every window is as long as the next, so the map's order (insertion) is the order they
        // end in: the ended ones are at its start, and the sweep stops at the first live one.
        for (const [k, v] of windows) {
          if (v.resetAt > now) break;
          windows.delete(k);
        }
        if (windows.size >= maxKeys) windows.delete(windows.keys().next().value!);
      }
      const fresh = { count: 1, resetAt: now + windowMs };
      // Deleted first, so a renewed key moves to the end and the order stays the end order.
      windows.delete(key);
      windows.set(key, fresh);
      return fresh;
    },
  };
}
