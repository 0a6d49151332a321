/** Film posters (600x900): sky, genre scene, grain, big title, tagline and a billing block. */
import { darken, mix } from './color.js';
import { emblem, initials, wordmark } from './emblem.js';
import { toPalette } from './palette.js';
import { createRng, hashString } from './random.js';
import { drawScene, skyStops } from './scenes.js';
import {
  blurFilter,
  fitFontSize,
  FONT_SANS,
  grainFilter,
  idPrefix,
  linearGradient,
  radialGradient,
  svgDocument,
  text,
  wrapWords,
} from './svg.js';
import type { FilmArtInput, Layers } from './types.js';

export const POSTER_WIDTH = 600;
export const POSTER_HEIGHT = 900;

const MONTHS = [
  'JANUARY',
  'FEBRUARY',
  'MARCH',
  'APRIL',
  'MAY',
  'JUNE',
  'JULY',
  'AUGUST',
  'SEPTEMBER',
  'OCTOBER',
  'NOVEMBER',
  'DECEMBER',
];

/** "2024-06-14" -> "JUNE 14" plus the year, for the release line. */
export function releaseLine(iso: string): string {
  const [y, m, d] = iso.split('-').map((v) => Number(v));
  const month = MONTHS[(m ?? 1) - 1] ?? '';
  return `IN CINEMAS ${month} ${d ?? ''}, ${y ?? ''}`.replace(/\s+/g, ' ').trim();
}

/** The poster's drawing, in a 600x900 space, with ids prefixed by `id`. */
export function posterLayers(film: FilmArtInput, id: string): Layers {
  const p = toPalette(film.palette);
  const rng = createRng(`poster:${film.slug}`);
  const W = POSTER_WIDTH;
  const H = POSTER_HEIGHT;
  const scene = drawScene(film.scene, rng, { width: W, height: H, horizon: 560, id }, p);

  const defs =
    linearGradient(`${id}-sky`, skyStops(p)) +
    linearGradient(`${id}-fade`, [
      [0, p.ink, 0],
      [0.45, p.ink, 0.85],
      [1, darken(p.ink, 0.4), 1],
    ]) +
    linearGradient(`${id}-ttl`, [
      [0, '#ffffff'],
      [1, mix(p.light, p.accent, 0.35)],
    ]) +
    radialGradient(
      `${id}-vignette`,
      [
        [0.55, '#000000', 0],
        [1, '#000000', 0.55],
      ],
      { r: 0.75 },
    ) +
    grainFilter(`${id}-grain`, hashString(film.slug), 0.6) +
    blurFilter(`${id}-glow`, 14) +
    scene.defs;

  // Top: cast names and tagline.
  const castLine = film.cast
    .slice(0, 3)
    .map((c) => c.toUpperCase())
    .join('     ');
  const top =
    text(castLine, { x: W / 2, y: 46, size: 13, fill: p.light, weight: 600, letterSpacing: 2.4, opacity: 0.85 }) +
    wrapWords(film.tagline, 2)
      .map((line, i) =>
        text(line, {
          x: W / 2,
          y: 96 + i * 28,
          size: 22,
          fill: '#ffffff',
          weight: 300,
          family: FONT_SANS,
          letterSpacing: 0.5,
          opacity: 0.92,
          extra: 'font-style="italic"',
        }),
      )
      .join('');

  // Title block.
  const titleTop = 700;
  const glowMark = wordmark(film.title, {
    cx: W / 2,
    y: titleTop,
    maxWidth: 520,
    maxSize: 92,
    fill: p.accent,
    letterSpacingEm: 0.03,
  });
  const titleMark = wordmark(film.title, {
    cx: W / 2,
    y: titleTop,
    maxWidth: 520,
    maxSize: 92,
    fill: `url(#${id}-ttl)`,
    letterSpacingEm: 0.03,
  });
  // Multi-line titles grow upwards from a fixed last baseline, so the credits never move.
  const lift = 16 - (titleMark.lines - 1) * titleMark.lineHeight;
  const title =
    `<g transform="translate(0 ${Math.round(lift)})">` +
    `<g filter="url(#${id}-glow)" opacity="0.55">${glowMark.svg}</g>${titleMark.svg}</g>` +
    text(releaseLine(film.releaseDate), {
      x: W / 2,
      y: titleTop + 54,
      size: 15,
      fill: p.accent,
      weight: 700,
      letterSpacing: 4,
    });

  // Billing block: the dense small print at the foot of every real poster.
  const billing = [
    `MARQUEE PICTURES PRESENTS  A ${film.director.toUpperCase()} FILM  ${film.cast.map((c) => c.toUpperCase()).join('  ')}`,
    `"${film.title.toUpperCase()}"  ${film.genres.map((g) => g.toUpperCase()).join(' · ')}  MUSIC BY ${film.cast[film.cast.length - 1]?.split(' ')[0]?.toUpperCase() ?? 'ORCHESTRA'} HALVERSEN  EDITED BY R. OKAFOR`,
    `PRODUCED BY M. ALVES  J. WINTERBOURNE  WRITTEN AND DIRECTED BY ${film.director.toUpperCase()}`,
  ];
  const credits = billing
    .map((line, i) =>
      text(line, {
        x: W / 2,
        y: 812 + i * 15,
        size: Math.min(10.5, fitFontSize(line, 560, 11) * 0.92),
        fill: '#ffffff',
        weight: 500,
        opacity: 0.62,
        fitWidth: 500,
        family: "'Arial Narrow', 'Helvetica Neue', Arial, sans-serif",
      }),
    )
    .join('');
  const badges =
    `<rect x="214" y="862" width="44" height="18" rx="3" fill="none" stroke="#ffffff" stroke-opacity="0.55"/>` +
    text(initials(film.title), { x: 236, y: 875, size: 10, fill: '#ffffff', weight: 800, opacity: 0.7 }) +
    text('MARQUEE', { x: 300, y: 876, size: 12, fill: '#ffffff', weight: 900, letterSpacing: 3, opacity: 0.7 }) +
    `<g opacity="0.7">${emblem(film.scene, { cx: 372, cy: 871, r: 10, fill: 'none', ink: '#ffffff' })}</g>`;

  const body =
    `<rect width="${W}" height="${H}" fill="url(#${id}-sky)"/>` +
    scene.sky +
    scene.land +
    `<rect y="560" width="${W}" height="340" fill="url(#${id}-fade)"/>` +
    `<rect width="${W}" height="${H}" fill="url(#${id}-vignette)"/>` +
    top +
    title +
    credits +
    badges +
    `<rect width="${W}" height="${H}" filter="url(#${id}-grain)" opacity="0.22"/>`;
  return { defs, body };
}

/** A 600x900 film poster. */
export function filmPoster(film: FilmArtInput): string {
  const id = idPrefix('p', film.slug);
  const { defs, body } = posterLayers(film, id);
  return svgDocument({ width: POSTER_WIDTH, height: POSTER_HEIGHT, title: `${film.title} poster`, defs, body, id });
}
