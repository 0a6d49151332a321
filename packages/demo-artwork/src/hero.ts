/** Wide banners (1600x600): a film's hero and the home page's hero slides. Text-free. */
import { darken, lighten, mix } from './color.js';
import { sceneGlyph } from './emblem.js';
import { toPalette, type Palette } from './palette.js';
import { productShapes } from './products/index.js';
import type { ProductKind, ShapeContext } from './products/context.js';
import { createRng, hashString, type Rng } from './random.js';
import { drawScene, skyStops, type SceneKind } from './scenes.js';
import { blurFilter, grainFilter, idPrefix, linearGradient, n, radialGradient, svgDocument } from './svg.js';
import type { FilmArtInput, Layers } from './types.js';

export const HERO_WIDTH = 1600;
export const HERO_HEIGHT = 600;
const W = HERO_WIDTH;
const H = HERO_HEIGHT;

/** Darkens the left third so overlay text reads, and adds grain and a vignette. */
function finish(id: string, p: Palette, seed: string): Layers {
  return {
    defs:
      linearGradient(
        `${id}-left`,
        [
          [0, p.ink, 0.92],
          [0.3, p.ink, 0.7],
          [0.55, p.ink, 0],
        ],
        { x2: 1, y2: 0 },
      ) +
      radialGradient(
        `${id}-vig`,
        [
          [0.6, '#000000', 0],
          [1, '#000000', 0.4],
        ],
        { r: 0.8 },
      ) +
      grainFilter(`${id}-grain`, hashString(seed), 0.6),
    body:
      `<rect width="${W}" height="${H}" fill="url(#${id}-left)"/>` +
      `<rect width="${W}" height="${H}" fill="url(#${id}-vig)"/>` +
      `<rect width="${W}" height="${H}" filter="url(#${id}-grain)" opacity="0.18"/>`,
  };
}

/** A film's banner: its scene across the width, calm and dark on the left third. */
export function filmHero(film: FilmArtInput): string {
  const id = idPrefix('h', film.slug);
  const p = toPalette(film.palette);
  const rng = createRng(`hero:${film.slug}`);
  const scene = drawScene(film.scene, rng, { width: W, height: H, horizon: 390, quietLeft: 0.38, id }, p);
  const end = finish(id, p, film.slug);
  const defs = linearGradient(`${id}-sky`, skyStops(p)) + scene.defs + end.defs;
  const body = `<rect width="${W}" height="${H}" fill="url(#${id}-sky)"/>` + scene.sky + scene.land + end.body;
  return svgDocument({ width: W, height: H, title: `${film.title} banner`, defs, body, id });
}

export const HERO_THEMES = ['films', 'products', 'dreambox'] as const;
export type HeroTheme = (typeof HERO_THEMES)[number];

export interface HeroSlideArtInput {
  slug: string;
  title: string;
  theme: HeroTheme;
  /** 3-4 hex colours. */
  palette: readonly string[];
}

/** A stand-in film for store-level art: Marquee-branded merchandise. */
function brandFilm(palette: readonly string[], scene: SceneKind): FilmArtInput {
  return {
    slug: 'marquee',
    title: 'Marquee',
    tagline: 'Merch for movie lovers',
    palette,
    scene,
    director: 'Marquee',
    cast: [],
    genres: [],
    releaseDate: '2025-01-01',
  };
}

/** A product drawing placed at (x, y) (its canvas centre) and scale, for collages. */
export function placedProduct(
  kind: ProductKind,
  film: FilmArtInput,
  id: string,
  x: number,
  y: number,
  scale: number,
  rotate = 0,
  colourway?: Partial<Pick<ShapeContext, 'body' | 'trim'>>,
): Layers {
  const p = toPalette(film.palette);
  const body = colourway?.body ?? p.mid;
  const ctx: ShapeContext = {
    id,
    film,
    p,
    body,
    trim: colourway?.trim ?? p.accent,
    ink: lighten(p.light, 0.5),
    inkAccent: p.accent,
    view: 'front',
  };
  const art = productShapes[kind](ctx);
  const defs =
    (art.defs ?? '') +
    linearGradient(
      `${id}-sh`,
      [
        [0, '#ffffff', 0.2],
        [0.35, '#ffffff', 0],
        [1, '#000000', 0.3],
      ],
      { x2: 1, y2: 0 },
    ) +
    linearGradient(
      `${id}-gl`,
      [
        [0, '#ffffff', 0.28],
        [0.5, '#ffffff', 0],
      ],
      { x2: 0.6, y2: 1 },
    ) +
    linearGradient(
      `${id}-gold`,
      [
        [0, '#f7e08a'],
        [0.5, '#c4962f'],
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
    );
  return {
    defs,
    body: `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rotate)}) scale(${Math.round(scale * 1000) / 1000}) translate(-400 -400)">${art.body}</g>`,
  };
}

function sparkles(rng: Rng, count: number, x0: number, colour: string): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = rng.range(x0, W - 20);
    const y = rng.range(20, H - 20);
    const r = rng.range(3, 9);
    out += `<path d="M${n(x)} ${n(y - r)} Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)} Q${n(x)} ${n(y)} ${n(x)} ${n(y + r)} Q${n(x)} ${n(y)} ${n(x - r)} ${n(y)} Q${n(x)} ${n(y)} ${n(x)} ${n(y - r)} Z" fill="${colour}" opacity="${n(rng.range(0.4, 0.9))}"/>`;
  }
  return out;
}

/** Cinema: curtains, a glowing screen with a scene, marquee bulbs and spotlights. */
function cinemaSlide(id: string, p: Palette, rng: Rng): Layers {
  const sx = 760;
  const sy = 90;
  const sw = 620;
  const sh = 330;
  const screen = drawScene('mountains', rng, { width: sw, height: sh, horizon: sh * 0.62, id: `${id}-scr` }, p);
  let curtain = '';
  for (let i = 0; i < 9; i += 1) {
    const x = 1440 + i * 20;
    curtain += `<path d="M${x} 0 C${x + 6} 200 ${x - 8} 420 ${x + 4} 600" stroke="${darken(p.accent, 0.35 + (i % 2) * 0.15)}" stroke-width="22" fill="none"/>`;
  }
  let curtainL = '';
  for (let i = 0; i < 6; i += 1) {
    const x = 640 + i * 20;
    curtainL += `<path d="M${x} 0 C${x + 10} 200 ${x - 6} 420 ${x + 2} 600" stroke="${darken(p.accent, 0.35 + (i % 2) * 0.15)}" stroke-width="22" fill="none"/>`;
  }
  let bulbs = '';
  for (let x = 700; x <= 1440; x += 28) bulbs += `<circle cx="${x}" cy="40" r="6"/>`;
  let seats = '';
  for (let row = 0; row < 3; row += 1) {
    for (let x = 560 + row * 14; x < W; x += 58) {
      const y = 500 + row * 40;
      seats += `M${x} ${y + 60} V${y + 14} Q${x} ${y} ${x + 14} ${y} H${x + 36} Q${x + 50} ${y} ${x + 50} ${y + 14} V${y + 60} Z `;
    }
  }
  const defs =
    linearGradient(`${id}-bg`, [
      [0, darken(p.deep, 0.3)],
      [1, p.ink],
    ]) +
    linearGradient(`${id}-scrsky`, skyStops(p)) +
    screen.defs +
    `<clipPath id="${id}-scrclip"><rect width="${sw}" height="${sh}" rx="6"/></clipPath>` +
    radialGradient(`${id}-spill`, [
      [0, lighten(p.light, 0.3), 0.4],
      [1, p.light, 0],
    ]) +
    linearGradient(`${id}-beam`, [
      [0, '#ffffff', 0.28],
      [1, '#ffffff', 0],
    ]) +
    blurFilter(`${id}-blur`, 4);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#${id}-bg)"/>` +
    `<ellipse cx="${sx + sw / 2}" cy="${sy + sh / 2}" rx="560" ry="330" fill="url(#${id}-spill)"/>` +
    `<path d="M1080 600 L900 0 H980 Z M1200 600 L1340 0 H1420 Z" fill="url(#${id}-beam)" transform="rotate(180 1150 300)" opacity="0.6"/>` +
    `<g transform="translate(${sx} ${sy})" clip-path="url(#${id}-scrclip)"><rect width="${sw}" height="${sh}" fill="url(#${id}-scrsky)"/>${screen.sky}${screen.land}</g>` +
    `<rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="6" fill="none" stroke="${darken(p.ink, 0.3)}" stroke-width="6"/>` +
    curtain +
    curtainL +
    `<path d="M600 0 H1600 V30 Q1100 70 600 30 Z" fill="${darken(p.accent, 0.45)}"/>` +
    `<g fill="#fde68a" filter="url(#${id}-blur)">${bulbs}</g><g fill="#fffbe6">${bulbs.replace(/r="6"/g, 'r="3.5"')}</g>` +
    `<path d="${seats}" fill="${darken(p.ink, 0.4)}"/>`;
  return { defs, body };
}

/** A collage of merchandise floating over a soft gradient. */
function productsSlide(id: string, p: Palette, palette: readonly string[], rng: Rng): Layers {
  const film = brandFilm(palette, 'city');
  const items: Array<[ProductKind, number, number, number, number, string | undefined]> = [
    ['hoodie', 1000, 300, 0.62, -6, p.mid],
    ['mug', 1300, 400, 0.42, 5, '#f7f5f0'],
    ['plush', 760, 390, 0.42, -4, lighten(p.accent, 0.5)],
    ['cap', 1380, 170, 0.36, 10, p.deep],
    ['pin', 760, 150, 0.26, 8, p.deep],
    ['tshirt', 1200, 150, 0.3, -12, '#f1ebdf'],
  ];
  const placed = items.map(([kind, x, y, s, r, body], i) =>
    placedProduct(kind, film, `${id}-p${i}`, x, y, s, r, { body, trim: p.accent }),
  );
  const defs =
    linearGradient(
      `${id}-bg`,
      [
        [0, p.deep],
        [0.55, mix(p.deep, p.mid, 0.6)],
        [1, mix(p.mid, p.accent, 0.5)],
      ],
      { x2: 1, y2: 1 },
    ) +
    radialGradient(`${id}-halo`, [
      [0, lighten(p.accent, 0.3), 0.5],
      [1, p.accent, 0],
    ]) +
    blurFilter(`${id}-shadow`, 16) +
    placed.map((l) => l.defs).join('');
  let circles = '';
  for (let i = 0; i < 7; i += 1) {
    circles += `<circle cx="${n(rng.range(620, 1560))}" cy="${n(rng.range(40, 560))}" r="${n(rng.range(20, 90))}" fill="${rng.pick([p.accent, p.light, p.mid])}" opacity="${n(rng.range(0.08, 0.2))}"/>`;
  }
  const body =
    `<rect width="${W}" height="${H}" fill="url(#${id}-bg)"/>` +
    `<circle cx="1080" cy="300" r="460" fill="url(#${id}-halo)"/>` +
    circles +
    `<g filter="url(#${id}-shadow)" opacity="0.35" transform="translate(14 22)">${placed
      .map((l) => l.body)
      .join('')
      .replace(/fill="(?!none)[^"]*"/g, 'fill="#000"')
      .replace(/stroke="(?!none)[^"]*"/g, 'stroke="#000"')}</g>` +
    placed.map((l) => l.body).join('') +
    sparkles(rng, 18, 620, '#ffffff');
  return { defs, body };
}

/** The Dream Box: an opened gift box glowing, goodies rising out of it. */
function dreamBoxSlide(id: string, p: Palette, palette: readonly string[], rng: Rng): Layers {
  const film = brandFilm(palette, 'space');
  const cx = 1090;
  const rising = [
    placedProduct('poster', film, `${id}-r0`, cx - 120, 250, 0.36, -12),
    placedProduct('mug', film, `${id}-r2`, cx + 20, 260, 0.3, 4, { body: '#f7f5f0', trim: p.accent }),
    placedProduct('plush', film, `${id}-r1`, cx + 150, 280, 0.32, 12, {
      body: lighten(p.accent, 0.55),
      trim: '#ffc2cd',
    }),
  ];
  const box = p.mid;
  const ribbon = p.accent;
  const top = 400;
  const defs =
    linearGradient(
      `${id}-bg`,
      [
        [0, p.deep],
        [1, mix(p.deep, p.mid, 0.7)],
      ],
      { x2: 1, y2: 1 },
    ) +
    radialGradient(`${id}-glow`, [
      [0, '#fff7d6', 0.95],
      [0.4, lighten(p.accent, 0.4), 0.45],
      [1, p.accent, 0],
    ]) +
    linearGradient(`${id}-boxfront`, [
      [0, lighten(box, 0.1)],
      [1, darken(box, 0.3)],
    ]) +
    blurFilter(`${id}-soft`, 12) +
    rising.map((l) => l.defs).join('');
  let rays = '';
  for (let i = 0; i < 14; i += 1) {
    const a = -170 + i * (160 / 13);
    rays += `<path d="M${cx} ${top} L${n(cx + Math.cos((a * Math.PI) / 180) * 900)} ${n(top + Math.sin((a * Math.PI) / 180) * 900)} L${n(cx + Math.cos(((a + 4) * Math.PI) / 180) * 900)} ${n(top + Math.sin(((a + 4) * Math.PI) / 180) * 900)} Z" fill="#ffffff" opacity="0.05"/>`;
  }
  const body =
    `<rect width="${W}" height="${H}" fill="url(#${id}-bg)"/>` +
    rays +
    `<circle cx="${cx}" cy="${top - 40}" r="380" fill="url(#${id}-glow)"/>` +
    // lid, flipped open behind the box
    `<g transform="rotate(-24 ${cx - 210} ${top})"><rect x="${cx - 226}" y="${top - 200}" width="52" height="210" rx="6" fill="${darken(box, 0.15)}"/><rect x="${cx - 226}" y="${top - 118}" width="52" height="44" fill="${darken(ribbon, 0.15)}"/></g>` +
    // the inside back wall
    `<path d="M${cx - 210} ${top} L${cx - 180} ${top - 30} H${cx + 180} L${cx + 210} ${top} Z" fill="${darken(box, 0.55)}"/>` +
    rising.map((l) => l.body).join('') +
    `<ellipse cx="${cx}" cy="${top + 186}" rx="250" ry="18" fill="#000" opacity="0.4" filter="url(#${id}-soft)"/>` +
    `<path d="M${cx - 210} ${top} H${cx + 210} L${cx + 196} ${top + 180} H${cx - 196} Z" fill="url(#${id}-boxfront)"/>` +
    `<rect x="${cx - 26}" y="${top}" width="52" height="180" fill="${ribbon}"/>` +
    `<rect x="${cx - 26}" y="${top}" width="12" height="180" fill="#ffffff" opacity="0.25"/>` +
    `<rect x="${cx - 214}" y="${top - 6}" width="428" height="18" rx="4" fill="${lighten(box, 0.12)}"/>` +
    // bow on the front
    `<g transform="translate(${cx} ${top + 8})"><path d="M0 0 C-70 -56 -104 14 -34 24 Z M0 0 C70 -56 104 14 34 24 Z" fill="${ribbon}"/><path d="M-6 6 L-30 60 L-14 54 L-4 66 Z M6 6 L30 60 L14 54 L4 66 Z" fill="${darken(ribbon, 0.15)}"/><circle r="15" fill="${darken(ribbon, 0.2)}"/></g>` +
    sparkles(rng, 34, 600, '#fff7d6') +
    `<g transform="translate(1450 70) scale(0.7)" fill="${p.light}" opacity="0.35">${sceneGlyph('space')}</g>`;
  return { defs, body };
}

/** A home hero slide (1600x600), text-free on the left for the overlay. */
export function heroSlide(slide: HeroSlideArtInput): string {
  const id = idPrefix('s', slide.slug);
  const p = toPalette(slide.palette);
  const rng = createRng(`slide:${slide.slug}`);
  const art =
    slide.theme === 'films'
      ? cinemaSlide(id, p, rng)
      : slide.theme === 'products'
        ? productsSlide(id, p, slide.palette, rng)
        : dreamBoxSlide(id, p, slide.palette, rng);
  const end = finish(id, p, slide.slug);
  return svgDocument({
    width: W,
    height: H,
    title: slide.title,
    defs: art.defs + end.defs,
    body: art.body + end.body,
    id,
  });
}
