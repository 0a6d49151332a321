// `npm start`: build what is missing, then run the production server (it migrates,
// seeds the demo catalogue on first start and serves the store).
import { buildIfNeeded } from './build-if-needed.mjs';
import { SERVER_ENV, start } from './lib.mjs';

buildIfNeeded();
const server = start(process.execPath, ['apps/server/dist/main.js'], {
  env: { NODE_ENV: 'production', ...SERVER_ENV, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
