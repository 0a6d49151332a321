import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { readMemory, startMemoryLog, type MemoryFigures } from './memory.js';

const MiB = 1024 * 1024;

function fakeLog() {
  const log = { warn: vi.fn(), info: vi.fn() };
  return { log, logger: log as unknown as FastifyBaseLogger };
}

const figures = (rssMiB: number): MemoryFigures => ({
  rssMiB,
  heapUsedMiB: 60,
  heapLimitMiB: 256,
  externalMiB: 140,
  arrayBuffersMiB: 10,
});

describe('issue 15: the server reports its memory (decision 075)', () => {
  afterEach(() => vi.useRealTimers());

  it('reads resident memory, the heap and, on PGlite, the embedded database', () => {
    const embedded = readMemory({ embeddedMemoryBytes: () => 128 * MiB });
    expect(embedded.embeddedDatabaseMiB).toBe(128);
    expect(embedded.rssMiB).toBeGreaterThan(embedded.heapUsedMiB);
    expect(embedded.heapLimitMiB).toBeGreaterThan(0);
    expect(readMemory({ embeddedMemoryBytes: () => undefined })).not.toHaveProperty('embeddedDatabaseMiB');
  });

  it('warns once when resident memory passes the budget, again only after it fell back below 90 %', () => {
    vi.useFakeTimers();
    const { log, logger } = fakeLog();
    const rss = [300, 420, 450, 380, 410, 350, 430];
    let next = 0;
    const memory = startMemoryLog({
      database: { embeddedMemoryBytes: () => undefined },
      log: logger,
      budgetMiB: 400,
      checkEveryMs: 1000,
      reportEveryMs: 1_000_000,
      read: () => figures(rss[next++] ?? 0),
    });
    vi.advanceTimersByTime(rss.length * 1000);
    memory.stop();
    // 420 warns; 450 is still the same episode; 380 is not below 360, so 410 stays silent; 350 re-arms; 430 warns.
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(log.warn.mock.calls[0]?.[1]).toMatch(/420 MiB is over MEMORY_BUDGET_MIB/);
    expect(log.warn.mock.calls[1]?.[1]).toMatch(/430 MiB/);
    expect(log.info).not.toHaveBeenCalled();
  });

  it('logs the figures and their peak at each report', () => {
    vi.useFakeTimers();
    const { log, logger } = fakeLog();
    const rss = [250, 310, 280];
    let next = 0;
    const memory = startMemoryLog({
      database: { embeddedMemoryBytes: () => undefined },
      log: logger,
      budgetMiB: 400,
      checkEveryMs: 1000,
      reportEveryMs: 3000,
      read: () => figures(rss[next++] ?? 0),
    });
    vi.advanceTimersByTime(3000);
    memory.stop();
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info.mock.calls[0]?.[0]).toMatchObject({ memory: { rssMiB: 280 }, peakRssMiB: 310, budgetMiB: 400 });
    vi.advanceTimersByTime(10_000);
    expect(log.info).toHaveBeenCalledTimes(1);
  });
});
