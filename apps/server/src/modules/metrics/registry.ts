/**
 * The store's Prometheus metrics (decision 106). Each app has its own registry, so several apps
 * in one test process count apart; the process's own figures (memory, garbage collection, the
 * event loop, the start time) are prom-client's default metrics, collected once per process.
 */
import { getHeapStatistics } from 'node:v8';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, Db } from '../../db/client.js';
import { readOutboxBacklog, type OutboxBacklog } from '../email/outbox.js';

/** What the metrics read of the database beside its queries; absent in tests that pass only `db`. */
export type MetricsDatabase = Pick<Database, 'driver' | 'embeddedMemoryBytes' | 'poolUsage'>;

export interface StoreMetricsOptions {
  db: Db;
  database: MetricsDatabase | undefined;
  memoryBudgetMiB: number;
  log: FastifyBaseLogger;
}

/** The route label of a request no route matched: one value, whatever the address asked for. */
export const UNMATCHED_ROUTE = 'unmatched';

let processRegistry: Registry | undefined;

/** The default metrics, started on the first scrape: their GC and event-loop observers live as long as the process. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface StoreMetrics {
  /** Counts a finished request (the onResponse hook). */
  observe(request: FastifyRequest, reply: FastifyReply): void;
  /** The exposition text of the process's and this app's metrics. */
  render(): Promise<string>;
  contentType: string;
}

export function createStoreMetrics(options: StoreMetricsOptions): StoreMetrics {
  const { db, database, log } = options;
  const registry = new Registry();
  const registers = [registry];

  const requests = new Counter({
    name: 'marquee_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'marquee_http_request_duration_seconds',
    help: 'Time from receiving a request to sending its answer, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });

  if (database) {
    const labels = { driver: database.driver };
    new Gauge({
      name: 'marquee_database_pool_size',
      help: 'Connections the pool may open (PGlite: 1, the embedded database)',
      labelNames: ['driver'] as const,
      registers,
      collect() {
        this.set(labels, database.poolUsage().size);
      },
    });
    new Gauge({
      name: 'marquee_database_in_flight',
      help: 'Statements and transactions holding or waiting for a pool connection; above the pool size, they queue',
      labelNames: ['driver'] as const,
      registers,
      collect() {
        this.set(labels, database.poolUsage().inFlight);
      },
    });
    new Gauge({
      name: 'marquee_embedded_database_bytes',
      help: "PGlite's WebAssembly memory, part of the process's resident memory (absent on PostgreSQL)",
      registers,
      collect() {
        const bytes = database.embeddedMemoryBytes();
        if (bytes === undefined) this.reset();
        else this.set(bytes);
      },
    });
  }

  new Gauge({
    name: 'marquee_memory_budget_bytes',
    help: 'MEMORY_BUDGET_MIB: the resident memory above which the server logs a warning',
    registers,
    collect() {
      this.set(options.memoryBudgetMiB * 1024 * 1024);
    },
  });
  new Gauge({
    name: 'marquee_heap_limit_bytes',
    help: "V8's limit for the JavaScript heap",
    registers,
    collect() {
      this.set(getHeapStatistics().heap_size_limit);
    },
  });

  // One query for the three outbox gauges, made by whichever of them is collected first.
  let backlog: Promise<OutboxBacklog> | undefined;
  const readBacklog = () => {
    backlog ??= readOutboxBacklog(db).finally(() => {
      backlog = undefined;
    });
    return backlog;
  };
  const outboxGauge = (name: string, help: string, pick: (backlog: OutboxBacklog) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        try {
          this.set(pick(await readBacklog()));
        } catch (error) {
          // A scrape still answers when the database does not; the gauge is left out, which an alert can see.
          log.warn({ err: error }, 'metrics: the e-mail outbox could not be read');
          this.reset();
        }
      },
    });
  outboxGauge(
    'marquee_email_outbox_pending',
    'E-mails not yet sent, including those waiting for their send time',
    (b) => b.pending,
  );
  outboxGauge('marquee_email_outbox_due', 'E-mails whose send time has passed and that are not sent yet', (b) => b.due);
  outboxGauge(
    'marquee_email_outbox_oldest_due_seconds',
    'Seconds the longest-waiting due e-mail is past its send time (0 when none is due)',
    (b) => b.oldestDueSeconds,
  );

  return {
    contentType: registry.contentType,
    observe(request, reply) {
      const method = request.method;
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      requests.inc({ method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` });
      duration.observe({ method, route }, reply.elapsedTime / 1000);
    },
    async render() {
      const [own, process] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return `${process}\n${own}`;
    },
  };
}
