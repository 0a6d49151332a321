import { hashString } from './random.js';

/** Font stacks: system fonts only, nothing is downloaded. */
export const FONT_SANS = "Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif";
export const FONT_DISPLAY = "'Helvetica Neue', Inter, 'Arial Black', Arial, 'Liberation Sans', sans-serif";
export const FONT_SERIF = "Georgia, 'Times New Roman', 'DejaVu Serif', serif";

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escape text for SVG element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** A number formatted compactly for path data (at most 1 decimal). */
export function n(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** A short id prefix unique to one document, so inlined SVGs never share gradient ids. */
export function idPrefix(kind: string, key: string): string {
  return `${kind}${hashString(`${kind}:${key}`).toString(36)}`;
}

export interface SvgDocument {
  width: number;
  height: number;
  /** Accessible name, shown as <title>. */
  title: string;
  /** Gradients, patterns, filters, clip paths. */
  defs?: string;
  body: string;
  /** Id prefix used for the title element. */
  id: string;
}

export function svgDocument({ width, height, title, defs = '', body, id }: SvgDocument): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-title">`,
    `<title id="${id}-title">${escapeXml(title)}</title>`,
    defs ? `<defs>${defs}</defs>` : '',
    body,
    '</svg>',
  ].join('');
}

/** Relative width of a character in a bold sans face, in ems (deliberately generous). */
function charWidth(ch: string): number {
  if (ch === ' ') return 0.3;
  if ("iIl.,:;!|'1j".includes(ch)) return 0.34;
  if ('MWmw@%&'.includes(ch)) return 0.98;
  if (/[A-Z]/.test(ch)) return 0.76;
  if (/[0-9]/.test(ch)) return 0.66;
  if (/[a-z]/.test(ch)) return 0.62;
  return 0.66;
}

/** Estimated rendered width of text at a font size, including letter spacing. */
export function textWidth(text: string, fontSize: number, letterSpacing = 0): number {
  let em = 0;
  for (const ch of text) em += charWidth(ch);
  return em * fontSize + Math.max(0, text.length - 1) * letterSpacing;
}

/** The largest font size (<= max) at which text fits maxWidth. */
export function fitFontSize(text: string, maxWidth: number, maxSize: number, letterSpacingEm = 0): number {
  const widthAt1 = textWidth(text, 1, letterSpacingEm);
  return Math.max(8, Math.min(maxSize, Math.floor(maxWidth / Math.max(widthAt1, 0.01))));
}

/**
 * Split a title into at most `maxLines` balanced lines, breaking at spaces,
 * minimising the longest line.
 */
export function wrapWords(text: string, maxLines: number): string[] {
  const words = text.trim().split(/\s+/);
  if (words.length <= 1 || maxLines <= 1) return [words.join(' ')];
  let best: string[] = [words.join(' ')];
  let bestScore = textWidth(best[0] ?? '', 1);
  const search = (start: number, lines: string[]) => {
    if (start === words.length) {
      const score = Math.max(...lines.map((l) => textWidth(l, 1))) + lines.length * 0.8;
      if (score < bestScore) {
        bestScore = score;
        best = [...lines];
      }
      return;
    }
    if (lines.length === maxLines) return;
    for (let end = start + 1; end <= words.length; end += 1) {
      search(end, [...lines, words.slice(start, end).join(' ')]);
    }
  };
  search(0, []);
  return best;
}

export interface TextOptions {
  x: number;
  y: number;
  size: number;
  fill: string;
  weight?: number | string;
  anchor?: 'start' | 'middle' | 'end';
  family?: string;
  letterSpacing?: number;
  /** When given, the browser scales the text to exactly this width (textLength). */
  fitWidth?: number;
  opacity?: number;
  extra?: string;
}

/** A <text> element with escaped content. */
export function text(content: string, o: TextOptions): string {
  const attrs = [
    `x="${n(o.x)}"`,
    `y="${n(o.y)}"`,
    `font-family="${escapeXml(o.family ?? FONT_SANS)}"`,
    `font-size="${n(o.size)}"`,
    `font-weight="${o.weight ?? 700}"`,
    `fill="${o.fill}"`,
    `text-anchor="${o.anchor ?? 'middle'}"`,
  ];
  if (o.letterSpacing) attrs.push(`letter-spacing="${n(o.letterSpacing)}"`);
  if (o.fitWidth) attrs.push(`textLength="${n(o.fitWidth)}" lengthAdjust="spacingAndGlyphs"`);
  if (o.opacity !== undefined) attrs.push(`opacity="${o.opacity}"`);
  if (o.extra) attrs.push(o.extra);
  return `<text ${attrs.join(' ')}>${escapeXml(content)}</text>`;
}

/** A vertical linear gradient from a list of [offset 0..1, colour, opacity?] stops. */
export function linearGradient(
  id: string,
  stops: ReadonlyArray<readonly [number, string, number?]>,
  direction: { x1?: number; y1?: number; x2?: number; y2?: number } = {},
): string {
  const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = direction;
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radialGradient(
  id: string,
  stops: ReadonlyArray<readonly [number, string, number?]>,
  at: { cx?: number; cy?: number; r?: number } = {},
): string {
  const { cx = 0.5, cy = 0.5, r = 0.5 } = at;
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${s}</radialGradient>`;
}

/** A film-grain filter (fractal noise, low alpha); apply to a full-size rect. */
export function grainFilter(id: string, seed: number, strength = 0.5): string {
  return (
    `<filter id="${id}" x="0" y="0" width="100%" height="100%">` +
    `<feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" seed="${seed % 1000}" stitchTiles="stitch"/>` +
    `<feColorMatrix type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 ${strength} 0"/>` +
    `<feComposite operator="in" in2="SourceGraphic"/>` +
    `</filter>`
  );
}

/** A Gaussian blur filter used for soft shadows and glows. */
export function blurFilter(id: string, deviation: number): string {
  return `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
}
