// The bench's yardstick: a bare node:http server answering every request for a path with
// the exact bytes and content-type our server sent for it. Runs in its own process (as our
// server does), so it does not share autocannon's thread.
// Usage: node bench/plain-server.mjs <port> <responses.json>
//   responses.json: { "<path without query>": { "file": "<body file>", "contentType": "…", "contentEncoding"?: "br" } }
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port, manifestFile] = process.argv.slice(2);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const routes = new Map(
  Object.entries(manifest).map(([route, { file, contentType, contentEncoding }]) => [
    route,
    { body: readFileSync(file), contentType, contentEncoding },
  ]),
);

const server = http.createServer((request, response) => {
  const route = routes.get(request.url.split('?')[0]);
  if (!route) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': route.contentType,
    'content-length': route.body.length,
    ...(route.contentEncoding && { 'content-encoding': route.contentEncoding }),
  });
  response.end(route.body);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
