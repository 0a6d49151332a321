/** Square tiles (600x600) for shop categories and Dream Box categories: Marquee-branded goods. */
import { darken, lighten, mix } from './color.js';
import { placedProduct } from './hero.js';
import { toPalette } from './palette.js';
import type { ProductKind } from './products/context.js';
import { createRng } from './random.js';
import type { SceneKind } from './scenes.js';
import { blurFilter, idPrefix, linearGradient, n, radialGradient, svgDocument } from './svg.js';
import type { FilmArtInput } from './types.js';

export const CATEGORY_IMAGE_SIZE = 600;

export interface CategoryArtInput {
  slug: string;
  name: string;
  /** 1-3 product kinds drawn on the tile, biggest first. */
  kinds: readonly ProductKind[];
  /** 3-4 hex colours. */
  palette: readonly string[];
  /** Glyph printed on the goods. */
  scene: SceneKind;
}

const LAYOUTS: ReadonlyArray<ReadonlyArray<readonly [number, number, number, number]>> = [
  [[300, 300, 0.62, 0]],
  [
    [250, 300, 0.56, -6],
    [430, 360, 0.4, 8],
  ],
  [
    [280, 290, 0.52, -4],
    [450, 380, 0.34, 10],
    [150, 410, 0.3, -10],
  ],
];

function tile(category: CategoryArtInput, kindOfTile: 'c' | 'd'): string {
  const id = idPrefix(kindOfTile, category.slug);
  const p = toPalette(category.palette);
  const rng = createRng(`${kindOfTile}:${category.slug}`);
  const film: FilmArtInput = {
    slug: `marquee-${category.slug}`,
    title: 'Marquee',
    tagline: category.name,
    palette: category.palette,
    scene: category.scene,
    director: 'Marquee',
    cast: [],
    genres: [],
    releaseDate: '2025-01-01',
  };
  const kinds = category.kinds.slice(0, 3);
  const layout = LAYOUTS[Math.max(0, kinds.length - 1)] ?? LAYOUTS[0]!;
  const bodies = [p.mid, '#f1ebdf', p.deep];
  const placed = kinds.map((kind, i) => {
    const [x, y, s, r] = layout[i] ?? [300, 300, 0.5, 0];
    return placedProduct(kind, film, `${id}-k${i}`, x, y, s, r, { body: bodies[i] ?? p.mid, trim: p.accent });
  });
  const bg = kindOfTile === 'c' ? mix(p.paper, p.light, 0.3) : mix(p.deep, p.mid, 0.35);
  let decoration = '';
  if (kindOfTile === 'd') {
    // Dream Box: an open gift box the goods rise from, with sparkles.
    for (let i = 0; i < 16; i += 1) {
      const x = rng.range(30, 570);
      const y = rng.range(30, 400);
      const r = rng.range(3, 8);
      decoration += `<path d="M${n(x)} ${n(y - r)} Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)} Q${n(x)} ${n(y)} ${n(x)} ${n(y + r)} Q${n(x)} ${n(y)} ${n(x - r)} ${n(y)} Q${n(x)} ${n(y)} ${n(x)} ${n(y - r)} Z" fill="#fff7d6" opacity="${n(rng.range(0.5, 1))}"/>`;
    }
  } else {
    for (let i = 0; i < 5; i += 1) {
      decoration += `<circle cx="${n(rng.range(40, 560))}" cy="${n(rng.range(40, 560))}" r="${n(rng.range(30, 110))}" fill="${rng.pick([p.accent, p.mid, p.light])}" opacity="${n(rng.range(0.06, 0.14))}"/>`;
    }
  }
  const box =
    kindOfTile === 'd'
      ? `<path d="M120 440 H480 L462 600 H138 Z" fill="url(#${id}-box)"/>` +
        `<rect x="276" y="440" width="48" height="160" fill="${p.accent}"/>` +
        `<path d="M108 424 H492 V452 H108 Z" fill="${lighten(p.mid, 0.1)}"/>` +
        `<rect x="276" y="424" width="48" height="28" fill="${darken(p.accent, 0.1)}"/>`
      : '';
  const defs =
    linearGradient(`${id}-bg`, [
      [0, lighten(bg, 0.15)],
      [1, darken(bg, 0.08)],
    ]) +
    radialGradient(`${id}-halo`, [
      [0, kindOfTile === 'd' ? '#fff7d6' : '#ffffff', kindOfTile === 'd' ? 0.55 : 0.8],
      [1, '#ffffff', 0],
    ]) +
    linearGradient(`${id}-box`, [
      [0, p.mid],
      [1, darken(p.mid, 0.35)],
    ]) +
    blurFilter(`${id}-soft`, 10) +
    placed.map((l) => l.defs).join('');
  const floorShadow =
    kindOfTile === 'c'
      ? `<ellipse cx="300" cy="520" rx="210" ry="22" fill="#000" opacity="0.16" filter="url(#${id}-soft)"/>`
      : '';
  // Draw the smaller items first so the main one sits in front.
  const goods = [...placed]
    .reverse()
    .map((l) => l.body)
    .join('');
  const lift = kindOfTile === 'd' ? `<g transform="translate(0 -40)">${goods}</g>` : goods;
  const body =
    `<rect width="600" height="600" fill="url(#${id}-bg)"/>` +
    `<circle cx="300" cy="${kindOfTile === 'd' ? 380 : 290}" r="260" fill="url(#${id}-halo)"/>` +
    decoration +
    floorShadow +
    lift +
    box;
  return svgDocument({
    width: CATEGORY_IMAGE_SIZE,
    height: CATEGORY_IMAGE_SIZE,
    title: kindOfTile === 'd' ? `Dream Box: ${category.name}` : category.name,
    defs,
    body,
    id,
  });
}

/** A shop category tile (600x600). */
export function categoryImage(category: CategoryArtInput): string {
  return tile(category, 'c');
}

/** A Dream Box category tile (600x600): goods rising out of an open gift box. */
export function dreamBoxCategoryImage(category: CategoryArtInput): string {
  return tile(category, 'd');
}
