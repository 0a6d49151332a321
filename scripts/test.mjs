// `npm test`: lint, typecheck, unit + API tests on PGlite, then the end-to-end suite in Chromium.
// Each step's time is printed at the end, so a slow CI run says where its minutes went.
import { run } from './lib.mjs';

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['vitest', 'npx', ['vitest', 'run']],
  ['e2e', 'node', ['scripts/e2e.mjs']],
];
const times = [];
for (const [name, command, args] of steps) {
  const started = Date.now();
  run(command, args);
  times.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
}
console.log(`\nnpm test: ${times.join(', ')}`);
