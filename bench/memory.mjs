// The server process's resident memory from /proc (Linux): the peak of a stretch of time is
// read from VmHWM after resetting it (`echo 5 > clear_refs`), so no short spike between two
// samples is missed; where the reset is not allowed, from VmRSS sampled every 100 ms.
import { readFileSync, writeFileSync } from 'node:fs';

const MIB = 1024 * 1024;

function statusKib(pid, field) {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** Resident bytes of `pid` now. */
export const residentBytes = (pid) => statusKib(pid, 'VmRSS');

export const mib = (bytes) => bytes / MIB;

/** Starts watching `pid`; `stop()` answers the peak resident bytes since the start. */
export function watchPeak(pid) {
  let resettable = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    resettable = false;
  }
  let sampled = residentBytes(pid);
  const timer = setInterval(() => {
    try {
      sampled = Math.max(sampled, residentBytes(pid));
    } catch {
      // the process ended; stop() says what was seen
    }
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      try {
        return Math.max(sampled, resettable ? statusKib(pid, 'VmHWM') : 0, residentBytes(pid));
      } catch {
        return sampled;
      }
    },
  };
}
