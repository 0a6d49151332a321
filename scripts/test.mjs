// `npm test`: lint, typecheck, unit + API tests on PGlite, then the end-to-end suite in Chromium.
import { run } from './lib.mjs';

run('npm', ['run', 'lint']);
run('npm', ['run', 'typecheck']);
run('npx', ['vitest', 'run']);
run('node', ['scripts/e2e.mjs']);
