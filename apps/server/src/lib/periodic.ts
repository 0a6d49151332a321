/**
 * Housekeeping that every instance runs on its own timer (sweeps of rows nobody will use again):
 * once a minute after start, so a start stays quick, then every `everyMs`. The timers never keep
 * the process alive. Returns the stop function for onClose.
 */
export function startPeriodic(task: () => void, everyMs: number, firstAfterMs = 60_000): () => void {
  const first = setTimeout(task, firstAfterMs);
  const timer = setInterval(task, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
