import { SERVER_STATE_ELEMENT_ID, type RenderedPage } from '@marquee/contracts';
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
    return template.html.replace(LEAD_IMAGE_SLOT, '').replace(SCRIPTS_SLOT, () => template.scripts([]));
  }
  const meta = headMeta(page.meta, { ...options, exists: page.status !== 404 });
  // Function replacers: admin text may contain `$'` or `$&`, which a replacement string would expand.
  let html = injectMeta(template.html, meta)
    .replace(LEAD_IMAGE_SLOT, () => (meta.leadImage ? leadImagePreload(meta.leadImage) : ''))
    .replace(SCRIPTS_SLOT, () => template.scripts(options.moduleFiles(page.modules)));
  const { markup } = page;
  if (markup) {
    html = html
      .replace('<html lang="en" dir="ltr">', () => `<html lang="${markup.language}" dir="${markup.direction}">`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${markup.html}</div>\n    ${jsonScript(SERVER_STATE_ELEMENT_ID, markup.state)}`,
      );
  }
  return html;
}
