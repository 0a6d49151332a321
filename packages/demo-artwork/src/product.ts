/**
 * Product photographs (800x800): a studio, lifestyle or flat-lay backdrop in the film's palette,
 * a product-type silhouette with the film's print, and up to five visibly different shots.
 */
import { darken, lighten, luminance, mix } from './color.js';
import { sceneGlyph } from './emblem.js';
import { toPalette, type Palette } from './palette.js';
import { productShapes } from './products/index.js';
import type { ProductKind, ShapeContext } from './products/context.js';
import { createRng } from './random.js';
import { blurFilter, idPrefix, linearGradient, n, radialGradient, svgDocument } from './svg.js';
import type { FilmArtInput } from './types.js';

export interface ProductArtInput {
  slug: string;
  title: string;
  kind: ProductKind;
  film: FilmArtInput;
  /** Character name for figures, plush toys and statues. */
  subject?: string;
}

export const PRODUCT_IMAGE_SIZE = 800;
export const MAX_PRODUCT_IMAGES = 5;
export const SHOT_NAMES = ['front', 'back', 'detail', 'lifestyle', 'flat lay'] as const;

interface Colourway {
  body: string;
  trim: string;
}

const CHARCOAL = '#2a2a31';
const HEATHER = '#d6d7dc';
const CREAM = '#f1ebdf';
const CANVAS = '#e8dcc3';

function colourways(kind: ProductKind, p: Palette): Colourway[] {
  switch (kind) {
    case 'tshirt':
      return [
        { body: mix(p.deep, p.mid, 0.25), trim: p.accent },
        { body: HEATHER, trim: p.deep },
        { body: CREAM, trim: p.accent },
      ];
    case 'hoodie':
      return [
        { body: p.mid, trim: lighten(p.light, 0.3) },
        { body: CHARCOAL, trim: p.accent },
        { body: HEATHER, trim: p.deep },
      ];
    case 'cap':
      return [
        { body: mix(p.deep, p.mid, 0.3), trim: p.accent },
        { body: CREAM, trim: p.deep },
        { body: CHARCOAL, trim: CHARCOAL },
      ];
    case 'socks':
      return [
        { body: p.mid, trim: p.accent },
        { body: CHARCOAL, trim: p.accent },
        { body: CREAM, trim: p.mid },
      ];
    case 'tote':
      return [
        { body: CANVAS, trim: '#cbb68f' },
        { body: '#1f1f24', trim: '#1f1f24' },
        { body: lighten(p.light, 0.4), trim: p.deep },
      ];
    case 'mug':
      return [
        { body: '#f7f5f0', trim: p.accent },
        { body: '#1f1f24', trim: p.accent },
        { body: p.mid, trim: p.light },
      ];
    case 'notebook':
      return [
        { body: mix(p.deep, p.mid, 0.35), trim: p.accent },
        { body: '#2b2b30', trim: p.accent },
        { body: lighten(p.mid, 0.25), trim: p.deep },
      ];
    case 'phonecase':
      return [
        { body: mix(p.deep, p.mid, 0.3), trim: '#1a1a1f' },
        { body: p.deep, trim: '#1a1a1f' },
        { body: CREAM, trim: '#d9d4c8' },
      ];
    case 'keychain':
      return [
        { body: '#fdfbf6', trim: lighten(p.accent, 0.6) },
        { body: lighten(p.accent, 0.55), trim: '#fdfbf6' },
        { body: lighten(p.light, 0.5), trim: lighten(p.accent, 0.4) },
      ];
    case 'pin':
      return [
        { body: p.deep, trim: p.accent },
        { body: p.mid, trim: p.deep },
        { body: p.ink, trim: p.accent },
      ];
    case 'poster':
      return [
        { body: CREAM, trim: '#1b1b1f' },
        { body: CREAM, trim: '#b08457' },
        { body: CREAM, trim: '#f3f1ec' },
      ];
    case 'figure':
      return [
        { body: p.mid, trim: '#f0c6a4' },
        { body: mix(p.mid, p.accent, 0.35), trim: '#c68d63' },
        { body: p.deep, trim: '#8d5a3b' },
      ];
    case 'plush':
      return [
        { body: mix(lighten(p.accent, 0.45), CREAM, 0.35), trim: '#ffc2cd' },
        { body: '#e5d8c3', trim: lighten(p.accent, 0.35) },
        { body: lighten(p.mid, 0.45), trim: '#ffd7de' },
      ];
    case 'statue':
      return [
        { body: '#b87333', trim: '#d4af37' },
        { body: '#8e9aa6', trim: '#d4af37' },
        { body: mix(p.mid, '#b87333', 0.4), trim: '#d4af37' },
      ];
    case 'boardgame':
      return [
        { body: mix(p.deep, p.mid, 0.4), trim: p.accent },
        { body: lighten(p.light, 0.3), trim: p.deep },
        { body: p.mid, trim: p.accent },
      ];
  }
}

/** Print colours that read on the material. */
function inks(body: string, p: Palette): { ink: string; inkAccent: string } {
  if (luminance(body) > 0.42) {
    const accent = luminance(p.accent) > 0.35 ? darken(p.accent, 0.35) : p.accent;
    return { ink: luminance(p.deep) < 0.1 ? p.deep : darken(p.deep, 0.5), inkAccent: accent };
  }
  const accent = luminance(p.accent) < 0.2 ? lighten(p.accent, 0.45) : p.accent;
  return { ink: lighten(p.light, 0.5), inkAccent: accent };
}

interface ShotPlan {
  backdrop: 'studio' | 'studio-alt' | 'lifestyle' | 'flat';
  colourway: number;
  view: 'front' | 'back';
  zoom: number;
  rotate: number;
  /** Scale and offset of the object for lifestyle shots. */
  scale: number;
  dy: number;
}

const SHOTS: readonly ShotPlan[] = [
  { backdrop: 'studio', colourway: 0, view: 'front', zoom: 1, rotate: 0, scale: 1, dy: 0 },
  { backdrop: 'studio-alt', colourway: 1, view: 'back', zoom: 1, rotate: 0, scale: 1, dy: 0 },
  { backdrop: 'studio', colourway: 0, view: 'front', zoom: 2.1, rotate: 0, scale: 1, dy: 0 },
  { backdrop: 'lifestyle', colourway: 0, view: 'front', zoom: 1, rotate: -3, scale: 0.68, dy: 96 },
  { backdrop: 'flat', colourway: 2, view: 'front', zoom: 1, rotate: 7, scale: 0.86, dy: 0 },
];

function studio(id: string, p: Palette, alt: boolean): { defs: string; body: string } {
  const wall = alt ? mix(p.paper, p.light, 0.45) : p.paper;
  const floor = darken(wall, 0.08);
  const defs =
    linearGradient(`${id}-wall`, [
      [0, lighten(wall, 0.35)],
      [0.72, wall],
      [1, floor],
    ]) +
    radialGradient(`${id}-spot`, [
      [0, '#ffffff', 0.7],
      [1, '#ffffff', 0],
    ]);
  const body =
    `<rect width="800" height="800" fill="url(#${id}-wall)"/>` +
    `<ellipse cx="400" cy="380" rx="380" ry="330" fill="url(#${id}-spot)"/>`;
  return { defs, body };
}

function lifestyle(
  id: string,
  p: Palette,
  rng: ReturnType<typeof createRng>,
  film: FilmArtInput,
): { defs: string; body: string } {
  const wall = mix(p.paper, p.mid, 0.18);
  const wood = mix('#b98a5e', p.accent, 0.12);
  const plantX = rng.chance(0.5) ? 112 : 688;
  const frameX = plantX < 400 ? 560 : 120;
  const leaves = [-50, -25, 0, 25, 50]
    .map(
      (a, i) =>
        `<ellipse cx="${plantX}" cy="${470 - (i % 2) * 16}" rx="18" ry="70" fill="${i % 2 ? '#3f7d58' : '#2f6a49'}" transform="rotate(${a} ${plantX} 540)"/>`,
    )
    .join('');
  const defs =
    linearGradient(`${id}-lwall`, [
      [0, lighten(wall, 0.2)],
      [1, wall],
    ]) +
    linearGradient(`${id}-wood`, [
      [0, lighten(wood, 0.12)],
      [1, darken(wood, 0.2)],
    ]) +
    linearGradient(
      `${id}-window`,
      [
        [0, '#ffffff', 0.35],
        [1, '#ffffff', 0],
      ],
      { x2: 1, y2: 1 },
    );
  const body =
    `<rect width="800" height="800" fill="url(#${id}-lwall)"/>` +
    `<path d="M${plantX < 400 ? 300 : 80} 0 L${plantX < 400 ? 520 : 300} 0 L${plantX < 400 ? 700 : 480} 560 L${plantX < 400 ? 480 : 260} 560 Z" fill="url(#${id}-window)"/>` +
    `<rect x="${frameX}" y="120" width="120" height="150" fill="${darken(p.deep, 0.2)}"/>` +
    `<rect x="${frameX + 10}" y="130" width="100" height="130" fill="${p.mid}"/>` +
    `<g transform="translate(${frameX + 30} 165) scale(0.6)" fill="${p.light}">${sceneGlyph(film.scene)}</g>` +
    `<rect y="560" width="800" height="240" fill="url(#${id}-wood)"/>` +
    `<rect y="556" width="800" height="8" fill="${lighten(wood, 0.3)}"/>` +
    `<path d="M0 640 H800 M0 720 H800" stroke="${darken(wood, 0.25)}" stroke-width="2" opacity="0.4"/>` +
    leaves +
    `<path d="M${plantX - 44} 540 L${plantX + 44} 540 L${plantX + 34} 620 L${plantX - 34} 620 Z" fill="${mix('#d9cbb5', p.mid, 0.2)}"/>` +
    `<rect x="${plantX - 48}" y="532" width="96" height="14" rx="3" fill="${mix('#e6dac6', p.mid, 0.2)}"/>`;
  return { defs, body };
}

function flatLay(id: string, p: Palette, film: FilmArtInput): { defs: string; body: string } {
  const bg = mix(p.light, p.paper, 0.5);
  const defs =
    `<pattern id="${id}-flat" width="120" height="120" patternUnits="userSpaceOnUse" patternTransform="rotate(-12)">` +
    `<g transform="translate(20 20) scale(0.3)" fill="${darken(bg, 0.12)}">${sceneGlyph(film.scene)}</g>` +
    `<circle cx="90" cy="90" r="4" fill="${darken(bg, 0.1)}"/></pattern>`;
  const body = `<rect width="800" height="800" fill="${bg}"/><rect width="800" height="800" fill="url(#${id}-flat)"/>`;
  return { defs, body };
}

/** One product photo. `variant` 0..4 picks the shot (front, back, detail, lifestyle, flat lay). */
export function productImage(product: ProductArtInput, variant = 0): string {
  const shotIndex = ((variant % SHOTS.length) + SHOTS.length) % SHOTS.length;
  const shot = SHOTS[shotIndex] ?? SHOTS[0]!;
  const id = idPrefix('i', `${product.slug}:${shotIndex}`);
  const p = toPalette(product.film.palette);
  const rng = createRng(`product:${product.slug}`);
  const ways = colourways(product.kind, p);
  const offset = rng.int(0, ways.length - 1);
  const way = ways[(shot.colourway + offset) % ways.length] ?? ways[0]!;
  const ctx: ShapeContext = {
    id,
    film: product.film,
    p,
    body: way.body,
    trim: way.trim,
    ...inks(way.body, p),
    view: shot.view,
    subject: product.subject,
  };
  const art = productShapes[product.kind](ctx);

  const backdrop =
    shot.backdrop === 'lifestyle'
      ? lifestyle(id, p, rng, product.film)
      : shot.backdrop === 'flat'
        ? flatLay(id, p, product.film)
        : studio(id, p, shot.backdrop === 'studio-alt');

  const common =
    linearGradient(
      `${id}-sh`,
      [
        [0, '#ffffff', 0.2],
        [0.35, '#ffffff', 0],
        [0.7, '#000000', 0.06],
        [1, '#000000', 0.3],
      ],
      { x2: 1, y2: 0 },
    ) +
    linearGradient(
      `${id}-gl`,
      [
        [0, '#ffffff', 0.28],
        [0.5, '#ffffff', 0],
        [1, '#ffffff', 0],
      ],
      { x2: 0.6, y2: 1 },
    ) +
    linearGradient(
      `${id}-gold`,
      [
        [0, '#f7e08a'],
        [0.45, '#d4a83a'],
        [0.55, '#b8872a'],
        [1, '#f1d27a'],
      ],
      { x2: 1, y2: 1 },
    ) +
    linearGradient(
      `${id}-chrome`,
      [
        [0, '#f4f5f7'],
        [0.5, '#9aa0aa'],
        [1, '#e2e4e8'],
      ],
      { x2: 1, y2: 1 },
    ) +
    blurFilter(`${id}-soft`, 14);

  const shadow =
    product.kind === 'poster'
      ? `<rect x="246" y="150" width="336" height="474" fill="#000" opacity="0.28" filter="url(#${id}-soft)"/>`
      : `<ellipse cx="400" cy="${product.kind === 'keychain' ? 660 : 690}" rx="${product.kind === 'keychain' ? 120 : 230}" ry="26" fill="#000" opacity="${shot.backdrop === 'flat' ? 0.14 : 0.22}" filter="url(#${id}-soft)"/>`;

  let object = shadow + art.body;
  if (shot.scale !== 1 || shot.rotate !== 0 || shot.dy !== 0) {
    object = `<g transform="translate(400 ${400 + shot.dy}) rotate(${shot.rotate}) scale(${shot.scale}) translate(-400 -400)">${object}</g>`;
  }
  if (shot.zoom !== 1) {
    const z = shot.zoom;
    const fx = Math.min(Math.max(art.focus.x, 400 / z), 800 - 400 / z);
    const fy = Math.min(Math.max(art.focus.y, 400 / z), 800 - 400 / z);
    object = `<g transform="translate(400 400) scale(${z}) translate(${n(-fx)} ${n(-fy)})">${object}</g>`;
  }
  const vignette = `<rect width="800" height="800" fill="url(#${id}-vig)"/>`;
  const defs =
    backdrop.defs +
    common +
    (art.defs ?? '') +
    radialGradient(
      `${id}-vig`,
      [
        [0.6, '#000000', 0],
        [1, '#000000', 0.12],
      ],
      { r: 0.72 },
    );
  const shotName = SHOT_NAMES[shotIndex] ?? 'front';
  return svgDocument({
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
    title: `${product.title} (${shotName} view)`,
    defs,
    body: backdrop.body + object + vignette,
    id,
  });
}
