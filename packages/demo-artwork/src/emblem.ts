/** A film's emblem (a round badge with a scene glyph) and wordmark, printed on merchandise. */
import type { SceneKind } from './scenes.js';
import { fitFontSize, FONT_DISPLAY, n, text, wrapWords } from './svg.js';

/** One-colour pictogram of a scene kind, in a 100x100 box. */
export function sceneGlyph(kind: SceneKind): string {
  switch (kind) {
    case 'space':
      return '<circle cx="50" cy="50" r="22"/><path d="M8 62 C4 54 30 40 50 36 C70 32 96 30 92 38 C90 42 84 46 76 50 L74 45 C82 41 86 38 84 37 C78 35 62 38 50 42 C34 47 14 56 16 60 C18 62 24 62 30 60 L28 65 C16 68 10 66 8 62 Z"/><circle cx="80" cy="20" r="5"/>';
    case 'mountains':
      return '<circle cx="72" cy="26" r="11"/><path d="M4 84 L34 38 L46 54 L58 36 L96 84 Z"/>';
    case 'city':
      return '<path d="M6 86 V50 H20 V36 H32 V86 Z M36 86 V20 H54 V86 Z M58 86 V44 H70 V30 H74 V44 H86 V86 Z"/><circle cx="84" cy="16" r="6"/>';
    case 'castle':
      return '<path d="M10 86 V40 H16 V34 H22 V40 H28 V34 H34 V40 H38 V54 H44 V24 L50 12 L56 24 V54 H62 V40 H66 V34 H72 V40 H78 V34 H84 V40 H90 V86 H58 V70 A8 8 0 0 0 42 70 V86 Z"/>';
    case 'ocean':
      return '<path d="M26 56 A24 24 0 0 1 74 56 Z"/><path d="M4 66 Q16 58 28 66 T52 66 T76 66 T100 66 V72 Q88 64 76 72 T52 72 T28 72 T4 72 Z M4 80 Q16 72 28 80 T52 80 T76 80 T100 80 V86 Q88 78 76 86 T52 86 T28 86 T4 86 Z"/>';
    case 'forest':
      return '<path d="M30 88 V80 L14 80 L24 66 L17 66 L26 52 L20 52 L30 34 L40 52 L34 52 L43 66 L36 66 L46 80 L30 80 Z M66 88 V80 L48 80 L60 62 L52 62 L62 46 L55 46 L66 24 L77 46 L70 46 L80 62 L72 62 L84 80 L66 80 Z"/><circle cx="84" cy="18" r="6"/>';
    case 'desert':
      return '<circle cx="60" cy="40" r="18"/><path d="M4 86 Q30 62 56 74 Q78 84 96 70 V86 Z"/><path d="M22 78 V44 A5 5 0 0 1 32 44 V78 Z M22 60 H14 V50 A3 3 0 0 1 20 50 V56 H22 Z M32 56 H40 V46 A3 3 0 0 0 34 46 V52 H32 Z"/>';
  }
}

export interface EmblemOptions {
  cx: number;
  cy: number;
  r: number;
  /** Badge background. */
  fill: string;
  /** Rings and glyph. */
  ink: string;
  /** Small text under the glyph (e.g. initials or year). */
  label?: string;
}

/** A round badge: double ring, the scene glyph, an optional small label. */
export function emblem(kind: SceneKind, o: EmblemOptions): string {
  const { cx, cy, r } = o;
  const glyphSize = r * 1.05;
  const g = `<g transform="translate(${n(cx - glyphSize / 2)} ${n(cy - glyphSize * (o.label ? 0.62 : 0.5))}) scale(${n(glyphSize / 100)})" fill="${o.ink}">${sceneGlyph(kind)}</g>`;
  const label = o.label
    ? text(o.label, {
        x: cx,
        y: cy + r * 0.58,
        size: r * 0.2,
        fill: o.ink,
        family: FONT_DISPLAY,
        weight: 800,
        letterSpacing: r * 0.04,
      })
    : '';
  return (
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${o.fill}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.9)}" fill="none" stroke="${o.ink}" stroke-width="${n(r * 0.035)}"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.8)}" fill="none" stroke="${o.ink}" stroke-width="${n(r * 0.012)}" stroke-dasharray="${n(r * 0.04)} ${n(r * 0.05)}"/>` +
    g +
    label
  );
}

export interface WordmarkOptions {
  cx: number;
  /** Baseline of the first line. */
  y: number;
  maxWidth: number;
  maxSize: number;
  fill: string;
  maxLines?: number;
  letterSpacingEm?: number;
  weight?: number;
  family?: string;
  extra?: string;
}

/** The film title set in capitals, wrapped and fitted to a width. Returns the markup and its height. */
export function wordmark(
  title: string,
  o: WordmarkOptions,
): { svg: string; height: number; lineHeight: number; lines: number; size: number } {
  const lines = wrapWords(title.toUpperCase(), o.maxLines ?? 2);
  const ls = o.letterSpacingEm ?? 0.04;
  const size = Math.min(...lines.map((l) => fitFontSize(l, o.maxWidth, o.maxSize, ls)));
  const lineHeight = size * 0.98;
  const svg = lines
    .map((line, i) =>
      text(line, {
        x: o.cx,
        y: o.y + i * lineHeight,
        size,
        fill: o.fill,
        weight: o.weight ?? 900,
        family: o.family ?? FONT_DISPLAY,
        letterSpacing: size * ls,
        extra: o.extra,
      }),
    )
    .join('');
  return { svg, height: lineHeight * lines.length, lineHeight, lines: lines.length, size };
}

/** Initials of a title, skipping small words ("The Last Orbit" -> "LO"). */
export function initials(title: string): string {
  const skip = new Set(['the', 'of', 'on', 'a', 'an', 'and', '&']);
  const letters = title
    .split(/\s+/)
    .filter((w) => !skip.has(w.toLowerCase()))
    .map((w) =>
      w
        .replace(/[^A-Za-z0-9]/g, '')
        .charAt(0)
        .toUpperCase(),
    )
    .filter(Boolean);
  return letters.slice(0, 3).join('') || title.charAt(0).toUpperCase();
}
