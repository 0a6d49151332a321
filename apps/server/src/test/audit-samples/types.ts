import type { TestClient, TestStore } from '../app.js';

/** One valid request to an admin write route, and the audit row's resource it must leave. */
export interface AuditSample {
  path: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The audit row's resource. */
  resource: string;
}

/** What a sample may use to set up the row it writes to (the test's store and signed-in admin). */
export interface AuditSampleContext {
  store: TestStore;
  admin: TestClient;
  unique: () => string;
}

/** Samples keyed "METHOD /url pattern", e.g. 'PUT /api/admin/hero-slides/:slideId'. */
export type AuditSamples = (context: AuditSampleContext) => Record<string, () => Promise<AuditSample>>;
