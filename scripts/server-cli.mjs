// `npm run admin:create | db:migrate | db:seed | backup | restore`: runs the server's compiled
// command (apps/server/dist/cli/<name>.js) with the arguments after `--`, so the commands work
// after `npm ci --omit=dev` as the server does; with the dev tools installed it builds first
// when the sources are newer (as `npm start`).
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { root, start } from './lib.mjs';

const [name, ...args] = process.argv.slice(2);
buildIfNeeded();
const command = start(process.execPath, [path.join(root, 'apps/server/dist/cli', `${name}.js`), ...args], {
  // npm runs scripts from the root; INIT_CWD keeps a relative DATA_DIR or file where the user typed it.
  env: { INIT_CWD: process.cwd(), ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => command.kill(signal));
command.on('exit', (code) => process.exit(code ?? 1));
