/**
 * A JSON object column's value as an object. Rows written by older tools may hold the JSON
 * as a string, or something that is not an object at all; those read as `{}`.
 */
export function parseJsonObject(value: unknown): Record<string, unknown> {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
}
