import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml, jsonScript } from '../lib/html.js';

/** Where a page's lead-image preload goes: first in <head>, ahead of the stylesheet. */
export const LEAD_IMAGE_SLOT = '<!--lead-image-->';
/** Where the list of the app's scripts and the script that starts them go: the end of <body>. */
export const SCRIPTS_SLOT = '<!--scripts-->';
/** The classic script in apps/web/public that starts the app after the first paint. */
const BOOT_SCRIPT = '/boot.js';
const BOOT_DATA_ID = 'marquee-boot';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>\s*/;
const ENTRY_SCRIPT = /<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>\s*/g;

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * The CSP sources that let the page's own inline scripts run (the early-input script of
 * apps/web/index.html, decision 063): each by its hash, so no other inline script can.
 */
export function inlineScriptHashes(webDist: string): string[] {
  const file = path.join(webDist, 'index.html');
  if (!existsSync(file)) return [];
  return [...readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`,
  );
}

/**
 * When a page's scripts start: after its first paint (a page that arrives drawn, so the HTML and
 * its lead image have the connection first), or at once (a page the browser draws, such as the
 * admin's: it paints nothing before its scripts run, so waiting for a paint would wait for
 * boot.js's 2.5 s limit).
 */
export type ScriptStart = 'after-paint' | 'now';

export interface PageTemplate {
  html: string;
  /** Writes the app's start-up: the entry and the modules to fetch with it (a page adds its route's). */
  scripts: (routeModules: readonly string[], start: ScriptStart) => string;
}

/**
 * The built index.html, prepared once at start-up.
 * - Its stylesheet (about 11 KB compressed) is written into the page: the page arrives
 *   rendered, so the first paint waits only for the HTML instead of also for a stylesheet
 *   that shares the connection with the scripts.
 * - Its scripts are not in <head>: public/boot.js fetches them after the first paint and the
 *   lead image (decision 047), or, for a page the browser draws, they start with the document
 *   (ScriptStart). Without a built entry (tests) the page is left as it is.
 */
export function loadPageTemplate(webDist: string): PageTemplate {
  const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const link = STYLESHEET_LINK.exec(html);
  const cssFile = link && path.join(webDist, link[1]!);
  const style =
    link && cssFile && existsSync(cssFile)
      ? // No stylesheet text may end the element early.
        `\n    <style>${readFileSync(cssFile, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`
      : '';
  let page = style && link ? html.replace(link[0], '') : html;
  page = page.replace('<!--seo:end-->', () => `<!--seo:end-->\n    ${LEAD_IMAGE_SLOT}${style}`);

  const entry = ENTRY_SCRIPT.exec(page);
  if (!entry) return { html: page, scripts: () => '' };
  const entryModules = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  page = page.replace(entry[0], '').replace(MODULE_PRELOAD, '').replace('</body>', `  ${SCRIPTS_SLOT}\n  </body>`);
  return {
    html: page,
    scripts: (routeModules, start) => {
      const modules = [...entryModules, ...routeModules];
      if (start === 'now') {
        return [
          ...modules.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
          `<script type="module" src="${escapeHtml(entry[1]!)}"></script>`,
        ].join('\n    ');
      }
      const data = JSON.stringify({ entry: entry[1], modules });
      return `${jsonScript(BOOT_DATA_ID, data)}\n    <script src="${BOOT_SCRIPT}" defer></script>`;
    },
  };
}
