import type { ServerRender } from '@marquee/contracts';
import { renderPage } from './ssr/render-page';

/** Built to dist-ssr/entry-server.js (npm run build) and loaded by the server (web/server-render.ts). */
export const render: ServerRender = renderPage;
