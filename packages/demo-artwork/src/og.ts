/** The default Open Graph / social share image (1200x630). */
import { sceneGlyph } from './emblem.js';
import { BRAND } from './palette.js';
import { SCENE_KINDS } from './scenes.js';
import { siteLogoLayers } from './logo.js';
import { FONT_SANS, linearGradient, radialGradient, svgDocument, text } from './svg.js';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

export function ogImage(): string {
  const id = 'mqog';
  const logo = siteLogoLayers(`${id}-logo`);
  const frames = SCENE_KINDS.map((kind, i) => {
    const x = 40 + i * 164;
    return (
      `<rect x="${x}" y="478" width="148" height="100" rx="6" fill="${i % 2 ? BRAND.mid : BRAND.accent}" opacity="0.9"/>` +
      `<g transform="translate(${x + 44} 498) scale(0.6)" fill="#ffffff" opacity="0.9">${sceneGlyph(kind)}</g>`
    );
  }).join('');
  let holes = '';
  for (let x = 30; x < 1200; x += 36) {
    holes += `<rect x="${x}" y="456" width="18" height="12" rx="3"/><rect x="${x}" y="588" width="18" height="12" rx="3"/>`;
  }
  const defs =
    linearGradient(
      `${id}-bg`,
      [
        [0, BRAND.deep],
        [0.6, '#2b1460'],
        [1, '#4c1d95'],
      ],
      { x2: 1, y2: 1 },
    ) +
    radialGradient(`${id}-spot`, [
      [0, '#ffffff', 0.25],
      [1, '#ffffff', 0],
    ]) +
    logo.defs;
  const body =
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#${id}-bg)"/>` +
    `<ellipse cx="600" cy="200" rx="520" ry="240" fill="url(#${id}-spot)"/>` +
    `<path d="M180 0 L420 0 L640 440 L520 440 Z M1020 0 L780 0 L560 440 L680 440 Z" fill="#ffffff" opacity="0.05"/>` +
    `<g transform="translate(300 60) scale(2)">${logo.body}</g>` +
    text('Merch for movie lovers', { x: 600, y: 320, size: 46, fill: '#ffffff', weight: 800, family: FONT_SANS }) +
    text('Apparel · Collectibles · Posters · Toys · The monthly Dream Box', {
      x: 600,
      y: 372,
      size: 22,
      fill: '#e9d5ff',
      weight: 500,
      family: FONT_SANS,
    }) +
    `<rect y="444" width="${OG_WIDTH}" height="168" fill="#0c0618"/>` +
    `<g fill="${BRAND.deep}">${holes}</g>` +
    frames;
  return svgDocument({ width: OG_WIDTH, height: OG_HEIGHT, title: 'Marquee: merch for movie lovers', defs, body, id });
}
