import { describe, expect, it } from 'vitest';
import { createFixedWindow } from './fixed-window.js';

describe('issue 10 fixed windows (the per-address rate limits)', () => {
  it('counts per key within a window and starts over when it ends', () => {
    const windows = createFixedWindow(60_000);
    expect(windows.hit('a', 0).count).toBe(1);
    expect(windows.hit('a', 59_999).count).toBe(2);
    expect(windows.hit('b', 59_999).count).toBe(1);
    expect(windows.hit('a', 60_000)).toEqual({ count: 1, resetAt: 120_000 });
    expect(windows.peek('b', 120_000)).toBeUndefined();
  });

  it('when full, drops ended windows first, then the oldest live one, never a renewed key', () => {
    const windows = createFixedWindow(1000, 3);
    windows.hit('a', 0);
    windows.hit('b', 100);
    windows.hit('c', 200);
    // 'a' ended and is renewed: it is now the newest, so 'b' (ended) and then live ones go first.
    windows.hit('a', 1050);
    windows.hit('d', 1150); // 'b' ended: swept
    expect(windows.peek('b', 1150)).toBeUndefined();
    expect(windows.peek('a', 1150)?.count).toBe(1);
    windows.hit('e', 1180); // 'c' ended: swept; a, d, e remain
    windows.hit('f', 1190); // full of live windows: the oldest live one ('a') goes
    expect(windows.peek('a', 1190)).toBeUndefined();
    expect(windows.peek('d', 1190)?.count).toBe(1);
    expect(windows.peek('f', 1190)?.count).toBe(1);
  });
});
