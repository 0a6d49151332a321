import { RRGGBB_COLOR, SERVER_STATE_ELEMENT_ID, type RenderedPage } from '@marquee/contracts';
import { jsonScript } from '../lib/html.js';
import { leadImagePreload } from './lead-image.js';
import { headMeta, injectMeta } from './meta-tags.js';
import { LEAD_IMAGE_SLOT, SCRIPTS_SLOT, type PageTemplate } from './page-template.js';

export interface DocumentOptions {
  publicUrl: string;
  pathname: string;
  /** The built files of the page's modules (build-manifest.ts). */
  moduleFiles: (modules: readonly string[]) => string[];
}

/**
 * The HTML document of a page the web app's server entry described: its meta tags, lead-image
 * preload and modules, and its markup and state when it was rendered. Without a description
 * (no server entry, or its render failed) the template is sent with its own default tags and
 * the browser renders the page.
 */
export function writeDocument(template: PageTemplate, page: RenderedPage | null, options: DocumentOptions): string {
  if (!page) {
    return template.html.replace(LEAD_IMAGE_SLOT, '').replace(SCRIPTS_SLOT, () => template.scripts([], 'now'));
  }
  const meta = headMeta(page.meta, { ...options, exists: page.status !== 404 });
  // Function replacers: admin text may contain `$'` or `$&`, which a replacement string would expand.
  let html = injectMeta(template.html, meta)
    .replace(LEAD_IMAGE_SLOT, () => (meta.leadImage ? leadImagePreload(meta.leadImage) : ''))
    .replace(SCRIPTS_SLOT, () =>
      template.scripts(options.moduleFiles(page.modules), page.markup ? 'after-paint' : 'now'),
    );
  const { markup } = page;
  if (markup) {
    html = html
      .replace(
        '<html lang="en" dir="ltr">',
        () => `<html lang="${markup.language}" dir="${markup.direction}"${themeStyle(markup.state)}>`,
      )
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${markup.html}</div>\n    ${jsonScript(SERVER_STATE_ELEMENT_ID, markup.state)}`,
      );
  }
  return html;
}

const THEME_NAMES = ['primary', 'secondary', 'accent'] as const;

interface DehydratedQuery {
  queryKey?: unknown;
  state?: { data?: unknown };
}

/**
 * the store's theme colours as CSS variables on <html>, so the first paint (and a page
 * seen without JavaScript) already has them; the browser's applyThemeColors keeps them current
 * after a live change. They come from the settings the page was rendered with (the shell's
 * ['settings', 'public'] query in its state). Only `#rrggbb` values are written, so nothing else
 * can reach the attribute. The CSP allows style attributes (style-src 'unsafe-inline').
 */
export function themeStyle(state: string): string {
  let queries: unknown;
  try {
    queries = (JSON.parse(state) as { queries?: { queries?: unknown } }).queries?.queries;
  } catch {
    return '';
  }
  if (!Array.isArray(queries)) return '';
  const settings = (queries as DehydratedQuery[]).find(
    (query) => Array.isArray(query.queryKey) && query.queryKey[0] === 'settings' && query.queryKey[1] === 'public',
  );
  const theme = (settings?.state?.data as { theme?: Record<string, unknown> } | undefined)?.theme;
  if (!theme) return '';
  const variables = THEME_NAMES.flatMap((name) => {
    const value = theme[name];
    return typeof value === 'string' && RRGGBB_COLOR.test(value) ? [`--color-${name}:${value.toLowerCase()}`] : [];
  });
  return variables.length ? ` style="${variables.join(';')}"` : '';
}
