import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Vitest's global setup: the run's temporary files (each test store's data folder, config and
 * template folders, the web builds tests render with) go in one folder of their own, removed when
 * the run ends, so a CI machine's /tmp does not gain a few thousand folders a day. The test
 * processes Vitest starts afterwards inherit TMPDIR, which os.tmpdir() reads. Each project runs
 * the setup; the first one made the folder.
 */
export default function setup() {
  if (process.env.MARQUEE_TEST_TMPDIR) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-vitest-'));
  process.env.MARQUEE_TEST_TMPDIR = dir;
  process.env.TMPDIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
