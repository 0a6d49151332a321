// Preloaded into the server by scripts/measure-memory.mjs (`node --import`): writes the
// process's memory figures to MEMORY_SAMPLE_FILE every 500 ms, so the measuring script can
// break the resident figure down without a debug route in the server itself.
import { renameSync, writeFileSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';

const file = process.env.MEMORY_SAMPLE_FILE;
if (file) {
  const write = () => {
    const usage = process.memoryUsage();
    const heap = getHeapStatistics();
    // Written aside and renamed, so the reader never sees half a file.
    try {
      writeFileSync(`${file}.tmp`, JSON.stringify({ ...usage, heapLimit: heap.heap_size_limit }));
      renameSync(`${file}.tmp`, file);
    } catch {
      // the measuring script has ended and removed its folder
    }
  };
  setInterval(write, 500).unref();
  write();
}
