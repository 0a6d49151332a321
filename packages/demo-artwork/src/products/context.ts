/** What every product drawing receives, and the print (emblem + wordmark) it puts on itself. */
import { emblem, wordmark } from '../emblem.js';
import type { Palette } from '../palette.js';
import type { FilmArtInput } from '../types.js';

export const PRODUCT_KINDS = [
  'tshirt',
  'hoodie',
  'cap',
  'mug',
  'poster',
  'figure',
  'plush',
  'keychain',
  'pin',
  'notebook',
  'tote',
  'phonecase',
  'statue',
  'boardgame',
  'socks',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export interface ShapeContext {
  /** Id prefix for this document. */
  id: string;
  film: FilmArtInput;
  p: Palette;
  /** Main material colour of this colourway. */
  body: string;
  /** Secondary material colour (ribbing, rim, ribbon...). */
  trim: string;
  /** Ink of the print, chosen to contrast with body. */
  ink: string;
  /** Second print colour. */
  inkAccent: string;
  /** Front or back view (apparel and bags print differently on the back). */
  view: 'front' | 'back';
  /** A character name, for figures, plush toys and statues. */
  subject?: string;
}

export interface ShapeArt {
  defs?: string;
  body: string;
  /** Point to zoom into for the "detail" shot. */
  focus: { x: number; y: number };
}

export type Shape = (ctx: ShapeContext) => ShapeArt;

/** Shading overlays defined once per document by the composer. */
export const shade = (ctx: ShapeContext) => `url(#${ctx.id}-sh)`;
export const gloss = (ctx: ShapeContext) => `url(#${ctx.id}-gl)`;
export const gold = (ctx: ShapeContext) => `url(#${ctx.id}-gold)`;
export const chrome = (ctx: ShapeContext) => `url(#${ctx.id}-chrome)`;

/** The film's print: emblem over its wordmark, centred at (cx, cy), `size` wide. */
export function printMark(ctx: ShapeContext, cx: number, cy: number, size: number): string {
  const r = size * 0.32;
  const badge = emblem(ctx.film.scene, {
    cx,
    cy: cy - size * 0.16,
    r,
    fill: 'none',
    ink: ctx.ink,
  });
  const mark = wordmark(ctx.film.title, {
    cx,
    y: cy + size * 0.3,
    maxWidth: size,
    maxSize: size * 0.2,
    fill: ctx.inkAccent,
    maxLines: 2,
  });
  return badge + mark.svg;
}

/** The back print: big wordmark with a thin rule and the tagline's first words. */
export function backPrint(ctx: ShapeContext, cx: number, cy: number, size: number): string {
  const mark = wordmark(ctx.film.title, {
    cx,
    y: cy,
    maxWidth: size,
    maxSize: size * 0.28,
    fill: ctx.ink,
    maxLines: 2,
  });
  const ruleY = cy + mark.height - mark.lineHeight * 0.55;
  return (
    mark.svg +
    `<rect x="${cx - size * 0.3}" y="${ruleY}" width="${size * 0.6}" height="${Math.max(2, size * 0.012)}" fill="${ctx.inkAccent}"/>` +
    emblem(ctx.film.scene, { cx, cy: ruleY + size * 0.2, r: size * 0.12, fill: 'none', ink: ctx.inkAccent })
  );
}

/** Mirror an x coordinate around the 800-wide canvas centre. */
export const mx = (x: number) => 800 - x;
