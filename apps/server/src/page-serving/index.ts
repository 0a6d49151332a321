import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createModuleFiles } from './build-manifest.js';
import { registerPageRoute } from './page-route.js';
import { loadPageTemplate } from './page-template.js';
import { loadServerRender } from './server-render.js';
import { registerStaticFiles } from './static-files.js';

/**
 * Serves the built web app (README.md in this folder walks one request through): its files,
 * and every other address as a page the web app's server entry describes and renders.
 */
export async function registerPageServing(app: FastifyInstance, options: { webDist: string; publicUrl: string }) {
  if (!existsSync(path.join(options.webDist, 'index.html'))) {
    app.log.warn({ webDist: options.webDist }, 'web app is not built; only the API is served (run npm run build)');
    return;
  }
  const serverRender = await loadServerRender(options.webDist);
  if (!serverRender) app.log.warn('the server-rendering bundle is not built; pages are rendered by the browser');
  await registerStaticFiles(app, options.webDist);
  registerPageRoute(app, {
    publicUrl: options.publicUrl,
    template: loadPageTemplate(options.webDist),
    moduleFiles: createModuleFiles(options.webDist),
    serverRender,
  });
}
