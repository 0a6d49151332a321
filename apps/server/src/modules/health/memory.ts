/**
 * The server's memory, as the operator sees it (decision 075): resident memory against
 * MEMORY_BUDGET_MIB, V8's heap, ArrayBuffers and external memory, and PGlite's WebAssembly
 * memory when the database is embedded. Logged, never served: the health routes are public,
 * and a visitor watching memory move would learn what their requests cost us.
 */
import { memoryUsage } from 'node:process';
import { getHeapStatistics } from 'node:v8';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { Database } from '../../db/client.js';

const MiB = 1024 * 1024;
const toMiB = (bytes: number) => Math.round(bytes / MiB);

export interface MemoryFigures {
  rssMiB: number;
  heapUsedMiB: number;
  heapLimitMiB: number;
  externalMiB: number;
  arrayBuffersMiB: number;
  /** PGlite's WebAssembly memory (it is part of externalMiB); absent on PostgreSQL. */
  embeddedDatabaseMiB?: number;
}

export function readMemory(database: Pick<Database, 'embeddedMemoryBytes'>): MemoryFigures {
  const usage = memoryUsage();
  const embedded = database.embeddedMemoryBytes();
  return {
    rssMiB: toMiB(usage.rss),
    heapUsedMiB: toMiB(usage.heapUsed),
    heapLimitMiB: toMiB(getHeapStatistics().heap_size_limit),
    externalMiB: toMiB(usage.external),
    arrayBuffersMiB: toMiB(usage.arrayBuffers),
    ...(embedded !== undefined && { embeddedDatabaseMiB: toMiB(embedded) }),
  };
}

export interface MemoryLogOptions {
  database: Pick<Database, 'embeddedMemoryBytes'>;
  log: Logger;
  budgetMiB: number;
  /** How often resident memory is compared with the budget. */
  checkEveryMs?: number;
  /** How often the figures are logged when nothing is wrong. */
  reportEveryMs?: number;
  read?: () => MemoryFigures;
}

/**
 * Checks resident memory every minute: one warning when it passes the budget (repeated only
 * after it has fallen back below 90 % of it, so a server hovering at the line does not flood
 * the log), and the figures with their peak at info level every hour.
 */
export function startMemoryLog(options: MemoryLogOptions): { stop(): void } {
  const { log, budgetMiB, checkEveryMs = 60_000, reportEveryMs = 60 * 60_000 } = options;
  const read = options.read ?? (() => readMemory(options.database));
  let over = false;
  let peakMiB = 0;
  let sinceReportMs = 0;
  const check = () => {
    const figures = read();
    peakMiB = Math.max(peakMiB, figures.rssMiB);
    if (!over && figures.rssMiB > budgetMiB) {
      over = true;
      log.warn({ memory: figures, budgetMiB }, `resident memory ${figures.rssMiB} MiB is over MEMORY_BUDGET_MIB`);
    } else if (over && figures.rssMiB < budgetMiB * 0.9) {
      over = false;
    }
    sinceReportMs += checkEveryMs;
    if (sinceReportMs >= reportEveryMs) {
      sinceReportMs = 0;
      log.info({ memory: figures, peakRssMiB: peakMiB, budgetMiB }, 'memory');
    }
  };
  const timer = setInterval(check, checkEveryMs);
  // A timer must not keep a stopping server alive.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
