/** Filled in by step 3. */
export function AuditLogScreen() {
  return null;
}
