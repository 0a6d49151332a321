/** Wordmarks: a film's title logo (transparent) and the store's "Marquee" sign. */
import { darken, lighten, mix } from './color.js';
import { sceneGlyph, wordmark } from './emblem.js';
import { BRAND, toPalette } from './palette.js';
import { FONT_DISPLAY, idPrefix, linearGradient, n, svgDocument, text, blurFilter } from './svg.js';
import type { FilmArtInput, Layers } from './types.js';

export const FILM_LOGO_WIDTH = 800;
export const FILM_LOGO_HEIGHT = 240;

/** The film's title as a logo on a transparent background (800x240). */
export function filmLogo(film: FilmArtInput): string {
  const id = idPrefix('l', film.slug);
  const p = toPalette(film.palette);
  // Fit the width first, then make sure the lines fit the height above the ornament.
  const first = wordmark(film.title, {
    cx: 400,
    y: 0,
    maxWidth: 720,
    maxSize: 118,
    fill: '#fff',
    letterSpacingEm: 0.05,
  });
  const maxSize = Math.min(118, Math.floor(176 / (first.lines * 0.98)));
  const probe = wordmark(film.title, { cx: 400, y: 0, maxWidth: 720, maxSize, fill: '#fff', letterSpacingEm: 0.05 });
  const blockTop = (200 - probe.height) / 2 + probe.size * 0.78;
  const attrs = `stroke="${darken(p.ink, 0.2)}" stroke-width="${n(probe.size * 0.09)}" stroke-linejoin="round" paint-order="stroke"`;
  const mark = wordmark(film.title, {
    cx: 400,
    y: blockTop,
    maxWidth: 720,
    maxSize,
    fill: `url(#${id}-fill)`,
    letterSpacingEm: 0.05,
    extra: attrs,
  });
  const ruleY = Math.min(222, blockTop + mark.height - mark.lineHeight + probe.size * 0.3 + 6);
  const defs =
    linearGradient(`${id}-fill`, [
      [0, '#ffffff'],
      [0.5, lighten(p.light, 0.4)],
      [1, p.accent],
    ]) + blurFilter(`${id}-glow`, 10);
  const ornament =
    `<rect x="210" y="${n(ruleY - 1.5)}" width="150" height="3" rx="1.5" fill="${p.accent}"/>` +
    `<rect x="440" y="${n(ruleY - 1.5)}" width="150" height="3" rx="1.5" fill="${p.accent}"/>` +
    `<g transform="translate(382 ${n(ruleY - 18)}) scale(0.36)" fill="${p.accent}">${sceneGlyph(film.scene)}</g>`;
  const body =
    `<g filter="url(#${id}-glow)" opacity="0.55">${mark.svg.replace(/fill="url\([^)]*\)"/g, `fill="${p.accent}"`)}</g>` +
    mark.svg +
    ornament;
  return svgDocument({ width: FILM_LOGO_WIDTH, height: FILM_LOGO_HEIGHT, title: `${film.title} logo`, defs, body, id });
}

/**
 * The Marquee sign: a dark marquee board ringed with light bulbs, in a 300x100 box.
 * Returned as layers so bigger artwork (the Open Graph image) can place it.
 */
export function siteLogoLayers(id: string): Layers {
  const bulbs: string[] = [];
  const x0 = 10;
  const y0 = 10;
  const w = 280;
  const h = 80;
  const step = 17.5;
  for (let x = x0 + 10; x <= x0 + w - 10 + 0.1; x += step) {
    bulbs.push(`<circle cx="${n(x)}" cy="${y0 + 7}" r="3.4"/>`, `<circle cx="${n(x)}" cy="${y0 + h - 7}" r="3.4"/>`);
  }
  for (let y = y0 + 7 + step; y < y0 + h - 7 - 1; y += step) {
    bulbs.push(`<circle cx="${x0 + 7}" cy="${n(y)}" r="3.4"/>`, `<circle cx="${x0 + w - 7}" cy="${n(y)}" r="3.4"/>`);
  }
  const defs =
    linearGradient(`${id}-board`, [
      [0, '#2a1650'],
      [1, BRAND.deep],
    ]) +
    linearGradient(`${id}-word`, [
      [0, '#ffffff'],
      [0.55, '#fbcfe8'],
      [1, BRAND.accent],
    ]) +
    blurFilter(`${id}-bulbglow`, 2.2);
  const body =
    `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" rx="14" fill="url(#${id}-board)"/>` +
    `<rect x="${x0 + 2}" y="${y0 + 2}" width="${w - 4}" height="${h - 4}" rx="12" fill="none" stroke="${BRAND.mid}" stroke-width="2"/>` +
    `<g fill="#fcd34d" filter="url(#${id}-bulbglow)" opacity="0.9">${bulbs.join('')}</g>` +
    `<g fill="#fff7d1">${bulbs.join('').replace(/r="3.4"/g, 'r="2.2"')}</g>` +
    `<rect x="${x0 + 20}" y="${y0 + 18}" width="${w - 40}" height="${h - 36}" rx="6" fill="${darken(BRAND.deep, 0.35)}"/>` +
    text('MARQUEE', {
      x: 150,
      y: 64,
      size: 31,
      fill: `url(#${id}-word)`,
      weight: 900,
      letterSpacing: 5,
      family: FONT_DISPLAY,
      fitWidth: 226,
    }) +
    `<path d="M48 72 H252" stroke="${BRAND.accent}" stroke-width="2" opacity="0.8"/>` +
    `<path d="M56 72 h6 M70 72 h6 M84 72 h6 M98 72 h6 M112 72 h6 M126 72 h6 M140 72 h6 M154 72 h6 M168 72 h6 M182 72 h6 M196 72 h6 M210 72 h6 M224 72 h6 M238 72 h6" stroke="${mix(BRAND.deep, '#000', 0.4)}" stroke-width="2"/>`;
  return { defs, body };
}

export const SITE_LOGO_WIDTH = 300;
export const SITE_LOGO_HEIGHT = 100;

/** The store's logo (300x100), a marquee board with bulbs and the "MARQUEE" wordmark. */
export function siteLogo(): string {
  const id = 'mqlogo';
  const { defs, body } = siteLogoLayers(id);
  return svgDocument({ width: SITE_LOGO_WIDTH, height: SITE_LOGO_HEIGHT, title: 'Marquee', defs, body, id });
}
