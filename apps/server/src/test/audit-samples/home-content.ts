import type { AuditSamples } from './types.js';

/** Issue 14: one sample per write route of this part (filled in by its builder). */
export const homeContentAuditSamples: AuditSamples = () => ({});
