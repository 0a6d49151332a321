import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, LEAD_IMAGE_SLOT, loadPageTemplate, SCRIPTS_SLOT } from './page-template.js';

function distWith(indexHtml: string, css?: string) {
  const dist = mkdtempSync(path.join(tmpdir(), 'marquee-template-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  if (css !== undefined) writeFileSync(path.join(dist, 'assets', 'index-1.css'), css);
  return dist;
}

const INDEX = `<html><head><!--seo:start--><title>x</title><!--seo:end-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head><body><div id="root"></div></body></html>`;

describe('the page template', () => {
  it('writes the stylesheet into <head> after the lead image slot, and no script tag', () => {
    const { html } = loadPageTemplate(distWith(INDEX, 'body{color:red}'));
    expect(html).not.toContain('rel="stylesheet"');
    const slot = html.indexOf(LEAD_IMAGE_SLOT);
    const style = html.indexOf('<style>body{color:red}</style>');
    expect(slot).toBeGreaterThan(-1);
    expect(slot).toBeLessThan(style);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html.indexOf(SCRIPTS_SLOT)).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it("lists the entry, its imports and the page's route modules for the start-up script", () => {
    const { scripts } = loadPageTemplate(distWith(INDEX, 'body{}'));
    const written = scripts(['/assets/product-1.js'], 'after-paint');
    const data = JSON.parse(/<script id="marquee-boot" type="application\/json">(.*?)<\/script>/.exec(written)![1]!);
    expect(data).toEqual({ entry: '/assets/index-1.js', modules: ['/assets/react-1.js', '/assets/product-1.js'] });
    expect(written).toContain('<script src="/boot.js" defer></script>');
  });

  it('issue 28 point 2: starts the scripts with the document for a page the browser draws (no paint to wait for)', () => {
    const { scripts } = loadPageTemplate(distWith(INDEX, 'body{}'));
    const written = scripts(['/assets/admin-1.js'], 'now');
    expect(written).not.toContain('boot.js');
    expect(written).not.toContain('marquee-boot');
    expect(written).toContain('<link rel="modulepreload" href="/assets/react-1.js">');
    expect(written).toContain('<link rel="modulepreload" href="/assets/admin-1.js">');
    expect(written).toContain('<script type="module" src="/assets/index-1.js"></script>');
  });

  it('cannot be ended early by stylesheet text', () => {
    const { html } = loadPageTemplate(distWith(INDEX, 'a::after{content:"</style><script>"}'));
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('keeps the link when the stylesheet file is missing', () => {
    const { html } = loadPageTemplate(distWith(INDEX));
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html).toContain(LEAD_IMAGE_SLOT);
  });
});

describe('issue 10 the early-input script', () => {
  it('stays in the page, and is allowed by its hash alone (the JSON blocks and module scripts are not inline code)', () => {
    const early = '\n      window.early = 1;\n    ';
    const dist = distWith(INDEX.replace('<!--seo:start-->', `<script>${early}</script><!--seo:start-->`), 'body{}');
    expect(loadPageTemplate(dist).html).toContain(`<script>${early}</script>`);
    const hash = createHash('sha256').update(early).digest('base64');
    expect(inlineScriptHashes(dist)).toEqual([`'sha256-${hash}'`]);
    expect(inlineScriptHashes(distWith(INDEX))).toEqual([]);
  });
});
