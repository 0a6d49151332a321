import { parse, parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
type ParentNode = DefaultTreeAdapterMap['parentNode'];

/** An element, named the way the tests report it: `<a href="…">` with the attribute at fault. */
export interface Finding {
  element: string;
  problem: string;
  tag: string;
  /** The attribute at fault, if it is one. */
  attribute?: { name: string; value: string };
}

/** A script the page may carry: the app's own, not something written by an admin or a visitor. */
export type ScriptAllowed = (script: { id?: string; type?: string; src?: string; text: string }) => boolean;

/** Elements that run, load or navigate by themselves; content never needs them on a store page. */
const FORBIDDEN_ELEMENTS = new Set([
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'base',
  'portal',
  'style',
  'template',
  'noscript',
  'plaintext',
  'xmp',
  // SVG animation and references re-target links and load other documents.
  'animate',
  'animatemotion',
  'animatetransform',
  'set',
  'use',
  'foreignobject',
  // The app draws no MathML; from content it is only a way into foreign-content parsing.
  'math',
]);

/** Attributes holding a URL the browser may navigate to, submit to, or load as a document. */
const URL_ATTRIBUTES = new Set([
  'href',
  'xlink:href',
  'src',
  'action',
  'formaction',
  'data',
  'poster',
  'background',
  'codebase',
  'cite',
  'ping',
  'lowsrc',
  'dynsrc',
]);
const SRCSET_ATTRIBUTES = new Set(['srcset', 'imagesrcset']);

/**
 * A URL as the browser reads its scheme: leading controls and spaces dropped, tabs and newlines
 * removed anywhere (the URL parser does both), then lower-cased. parse5 has already decoded
 * character references, as the browser's HTML parser does.
 */
function browserScheme(url: string): string {
  let start = 0;
  while (start < url.length && url.charCodeAt(start) <= 0x20) start += 1;
  return url
    .slice(start)
    .replace(/[\t\n\r]/g, '')
    .toLowerCase();
}

/** Images may use data:image/… (the sanitiser and the CSP's img-src allow it); no other data: URL is safe. */
function dangerousUrl(url: string, tag: string): boolean {
  const normal = browserScheme(url);
  if (normal.startsWith('javascript:') || normal.startsWith('vbscript:')) return true;
  if (normal.startsWith('data:')) return !(['img', 'source'].includes(tag) && normal.startsWith('data:image/'));
  return false;
}

/** Style text that could run script in some browser, or load a URL other than an image. */
const DANGEROUS_STYLE = /expression\(|javascript:|vbscript:|behavior:|-moz-binding|data:text\/html|@import/;
const normalStyle = (style: string) =>
  style
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\/g, '')
    .replace(/\s+/g, '')
    .toLowerCase();

const attributeName = (attr: { name: string; prefix?: string }) =>
  (attr.prefix ? `${attr.prefix}:${attr.name}` : attr.name).toLowerCase();

function finding(element: Element, problem: string, attribute?: { name: string; value: string }): Finding {
  const tag = element.tagName;
  return attribute
    ? { element: `<${tag} ${attribute.name}="${attribute.value}">`, problem, tag, attribute }
    : { element: `<${tag}>`, problem, tag };
}

function textOf(element: Element): string {
  return element.childNodes
    .map((child) => ('value' in child && child.nodeName === '#text' ? child.value : ''))
    .join('');
}

function* elements(node: Node | ParentNode): Generator<Element> {
  if ('tagName' in node) yield node;
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
  // A <template>'s content sits apart from its children in the tree.
  if ('content' in node && node.content) yield* elements(node.content);
}

function inspect(root: ParentNode, allowScript: ScriptAllowed): Finding[] {
  const findings: Finding[] = [];
  for (const element of elements(root)) {
    const tag = element.tagName.toLowerCase();
    const attributes = element.attrs.map((attr) => ({ name: attributeName(attr), value: attr.value }));
    const attribute = (name: string) => attributes.find((attr) => attr.name === name)?.value;

    if (tag === 'script') {
      const script = { id: attribute('id'), type: attribute('type'), src: attribute('src'), text: textOf(element) };
      if (!allowScript(script)) findings.push(finding(element, 'a script that is not the app’s'));
    }
    // The app's own icons point into its sprite (components/ui/icon-sprite.tsx, decision 074): a
    // same-document reference to one of its symbols loads nothing.
    const appIcon =
      tag === 'use' &&
      attributes.every((attr) => !/href$/.test(attr.name) || /^#marquee-icon-[a-z-]+$/.test(attr.value));
    if (FORBIDDEN_ELEMENTS.has(tag) && !appIcon) findings.push(finding(element, 'a forbidden element'));
    if (tag === 'meta' && attribute('http-equiv') !== undefined) {
      findings.push(finding(element, 'a meta http-equiv'));
    }
    if (tag === 'link' && /(^|\s)import(\s|$)/i.test(attribute('rel') ?? '')) {
      findings.push(finding(element, 'an HTML import'));
    }
    for (const attr of attributes) {
      if (attr.name.startsWith('on')) findings.push(finding(element, 'an event handler', attr));
      else if (attr.name === 'srcdoc') findings.push(finding(element, 'a frame document', attr));
      else if (URL_ATTRIBUTES.has(attr.name) && dangerousUrl(attr.value, tag)) {
        findings.push(finding(element, 'a script or document URL', attr));
      } else if (SRCSET_ATTRIBUTES.has(attr.name)) {
        const candidates = attr.value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
        if (candidates.some((url) => dangerousUrl(url, tag))) {
          findings.push(finding(element, 'a script or document URL', attr));
        }
      } else if (attr.name === 'style' && DANGEROUS_STYLE.test(normalStyle(attr.value))) {
        findings.push(finding(element, 'a style that runs or imports', attr));
      }
    }
  }
  return findings;
}

/**
 * Everything in a whole page that could run script, as a browser parses it (parse5 follows the
 * HTML standard's parsing, so mutation tricks parse here as they would there): scripts that
 * are not the app's, event handlers, javascript:/vbscript:/data: document URLs, frames,
 * plugins, base and meta refresh, HTML imports, stylesheets and style attributes that run.
 */
export function executableMarkup(html: string, allowScript: ScriptAllowed): Finding[] {
  return inspect(parse(html), allowScript);
}

/** The same for a fragment (sanitised page HTML as the API sends it), where no script is allowed. */
export function executableFragment(html: string): Finding[] {
  return inspect(parseFragment(html), () => false);
}

/** The elements of a page whose tag is `tag` (e.g. every <script>), with their attributes and text. */
export function findElements(html: string, tag: string) {
  return [...elements(parse(html))]
    .filter((element) => element.tagName === tag)
    .map((element) => ({
      attributes: Object.fromEntries(element.attrs.map((attr) => [attributeName(attr), attr.value])),
      text: textOf(element),
    }));
}
