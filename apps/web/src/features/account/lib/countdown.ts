/** `hh:mm:ss` of a wait in milliseconds, rounded up to the second (ACC-13); 0 and less read 00:00:00. */
export function formatCountdown(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, '0')).join(':');
}

/** Milliseconds left until an ISO 8601 instant; null when there is none or it has passed. */
export function remainingUntil(until: string | null | undefined, now: number): number | null {
  if (!until) return null;
  const end = Date.parse(until);
  if (Number.isNaN(end) || end <= now) return null;
  return end - now;
}
