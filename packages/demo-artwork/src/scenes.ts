/**
 * Silhouette landscapes behind posters and banners. Every scene is drawn for any width,
 * in three depth layers (hazy back, mid, near-black front), coloured from the palette.
 */
import { mix } from './color.js';
import type { Palette } from './palette.js';
import type { Rng } from './random.js';
import { n } from './svg.js';

export const SCENE_KINDS = ['city', 'mountains', 'space', 'castle', 'ocean', 'forest', 'desert'] as const;
export type SceneKind = (typeof SCENE_KINDS)[number];

export interface SceneFrame {
  width: number;
  height: number;
  /** y of the horizon (ground line of the back layer). */
  horizon: number;
  /** Left part (0..1 of width) kept free of tall shapes, e.g. for overlay text. */
  quietLeft?: number;
  /** Id prefix for gradients defined by the scene. */
  id: string;
}

export interface SceneArt {
  defs: string;
  /** Sun, moon, planets: drawn above the sky gradient, under the land. */
  sky: string;
  /** The land layers. */
  land: string;
}

interface LayerColours {
  back: string;
  mid: string;
  front: string;
  glow: string;
}

function layerColours(p: Palette): LayerColours {
  return {
    back: mix(p.mid, p.deep, 0.35),
    mid: mix(p.deep, p.ink, 0.35),
    front: p.ink,
    glow: p.accent,
  };
}

/** A jagged ridge from x=0 to width, closed along the bottom edge. */
function ridge(
  rng: Rng,
  frame: SceneFrame,
  baseY: number,
  amplitude: number,
  segments: number,
  smooth = false,
): string {
  const { width, height } = frame;
  const pts: Array<[number, number]> = [];
  for (let i = 0; i <= segments; i += 1) {
    const x = (i / segments) * width;
    const quiet = frame.quietLeft && x < frame.quietLeft * width ? 0.35 : 1;
    // Alternate peaks and saddles so ridges read as mountains, not noise.
    const high = smooth ? rng.range(0.15, 1) : i % 2 === 0 ? rng.range(0.55, 1) : rng.range(0.05, 0.45);
    pts.push([
      x + (smooth || i === 0 || i === segments ? 0 : rng.range(-0.25, 0.25) * (width / segments)),
      baseY - high * amplitude * quiet,
    ]);
  }
  let d = `M0 ${n(height)} L0 ${n(pts[0]?.[1] ?? baseY)}`;
  if (smooth) {
    for (let i = 1; i < pts.length; i += 1) {
      const [x0, y0] = pts[i - 1] ?? [0, baseY];
      const [x1, y1] = pts[i] ?? [width, baseY];
      const mx = (x0 + x1) / 2;
      d += ` C${n(mx)} ${n(y0)} ${n(mx)} ${n(y1)} ${n(x1)} ${n(y1)}`;
    }
  } else {
    for (const [x, y] of pts.slice(1)) d += ` L${n(x)} ${n(y)}`;
  }
  return `${d} L${n(width)} ${n(height)} Z`;
}

/** A layered pine tree outline. */
export function pine(x: number, baseY: number, h: number): string {
  const w = h * 0.42;
  const tiers = 4;
  let d = `M${n(x - w * 0.08)} ${n(baseY)} L${n(x - w * 0.08)} ${n(baseY - h * 0.12)}`;
  const left: string[] = [];
  const right: string[] = [];
  for (let t = 0; t < tiers; t += 1) {
    const yBottom = baseY - h * 0.12 - t * h * 0.2;
    const half = (w / 2) * (1 - t * 0.2);
    left.push(`L${n(x - half)} ${n(yBottom)} L${n(x - half * 0.45)} ${n(yBottom - h * 0.2)}`);
    right.unshift(`L${n(x + half * 0.45)} ${n(yBottom - h * 0.2)} L${n(x + half)} ${n(yBottom)}`);
  }
  d += ` ${left.join(' ')} L${n(x)} ${n(baseY - h)} ${right.join(' ')}`;
  d += ` L${n(x + w * 0.08)} ${n(baseY - h * 0.12)} L${n(x + w * 0.08)} ${n(baseY)} Z`;
  return d;
}

function moon(cx: number, cy: number, r: number, p: Palette, id: string): SceneArt {
  const defs = `<radialGradient id="${id}-moonglow"><stop offset="0.3" stop-color="${p.light}" stop-opacity="0.4"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></radialGradient>`;
  const sky =
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 3.2)}" fill="url(#${id}-moonglow)"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${mix(p.light, '#ffffff', 0.55)}"/>` +
    `<circle cx="${n(cx - r * 0.3)}" cy="${n(cy - r * 0.2)}" r="${n(r * 0.18)}" fill="${p.light}" opacity="0.5"/>` +
    `<circle cx="${n(cx + r * 0.35)}" cy="${n(cy + r * 0.3)}" r="${n(r * 0.12)}" fill="${p.light}" opacity="0.45"/>`;
  return { defs, sky, land: '' };
}

function stars(rng: Rng, frame: SceneFrame, count: number, maxY: number, colour: string): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const x = rng.range(0, frame.width);
    const y = rng.range(0, maxY);
    const r = rng.chance(0.08) ? rng.range(1.4, 2.2) : rng.range(0.5, 1.2);
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${colour}" opacity="${n(rng.range(0.35, 0.95))}"/>`;
  }
  return out;
}

/** The x where a focal object goes: centred on posters, right of centre on wide banners. */
function focusX(frame: SceneFrame, rng: Rng): number {
  const wide = frame.width / frame.height > 1.6;
  return wide ? frame.width * rng.range(0.62, 0.78) : frame.width * rng.range(0.38, 0.62);
}

function scale(frame: SceneFrame): number {
  return Math.min(frame.width, frame.height * (2 / 3)) / 600;
}

function mountains(rng: Rng, frame: SceneFrame, p: Palette, c: LayerColours): SceneArt {
  const s = scale(frame);
  const m = moon(focusX(frame, rng), frame.horizon - 300 * s, 62 * s, p, frame.id);
  const segs = Math.round(frame.width / (70 * s));
  const back = ridge(rng, frame, frame.horizon - 40 * s, 230 * s, Math.max(5, Math.round(segs / 2)));
  const mid = ridge(rng, frame, frame.horizon + 40 * s, 150 * s, segs);
  const front = ridge(rng, frame, frame.horizon + 130 * s, 70 * s, segs * 2, true);
  let trees = '';
  for (let x = rng.range(0, 40 * s); x < frame.width; x += rng.range(18, 46) * s) {
    if (frame.quietLeft && x < frame.quietLeft * frame.width && rng.chance(0.6)) continue;
    trees += pine(x, frame.horizon + 150 * s, rng.range(60, 130) * s) + ' ';
  }
  const land =
    `<path d="${back}" fill="${c.back}"/>` +
    `<path d="${back}" fill="url(#${frame.id}-haze)" opacity="0.6"/>` +
    `<path d="${mid}" fill="${c.mid}"/>` +
    `<path d="${front}" fill="${c.front}"/>` +
    `<path d="${trees}" fill="${c.front}"/>`;
  return { defs: m.defs, sky: m.sky, land };
}

function building(x: number, w: number, top: number, bottom: number, rng: Rng): string {
  let d = `M${n(x)} ${n(bottom)} L${n(x)} ${n(top)}`;
  const roof = rng.int(0, 3);
  if (roof === 1) {
    d += ` L${n(x + w / 2)} ${n(top - w * 0.5)}`; // gable
  } else if (roof === 2) {
    const sx = x + w / 2;
    d += ` L${n(sx - 2)} ${n(top)} L${n(sx - 2)} ${n(top - w * 1.1)} L${n(sx + 2)} ${n(top - w * 1.1)} L${n(sx + 2)} ${n(top)}`; // antenna
  } else if (roof === 3) {
    d += ` L${n(x + w * 0.2)} ${n(top)} L${n(x + w * 0.2)} ${n(top - w * 0.25)} L${n(x + w * 0.8)} ${n(top - w * 0.25)} L${n(x + w * 0.8)} ${n(top)}`; // setback
  }
  return `${d} L${n(x + w)} ${n(top)} L${n(x + w)} ${n(bottom)} Z`;
}

function city(rng: Rng, frame: SceneFrame, p: Palette, c: LayerColours): SceneArt {
  const s = scale(frame);
  const m = moon(focusX(frame, rng), frame.horizon - 320 * s, 48 * s, p, frame.id);
  const ground = frame.height;
  let back = '';
  for (let x = -10; x < frame.width;) {
    const w = rng.range(30, 70) * s;
    const quiet = frame.quietLeft && x < frame.quietLeft * frame.width ? 0.45 : 1;
    back += building(x, w, frame.horizon - rng.range(60, 260) * s * quiet, ground, rng) + ' ';
    x += w + rng.range(0, 6) * s;
  }
  let front = '';
  let windows = '';
  for (let x = -10; x < frame.width;) {
    const w = rng.range(46, 110) * s;
    const quiet = frame.quietLeft && x < frame.quietLeft * frame.width ? 0.4 : 1;
    const top = frame.horizon + 40 * s - rng.range(40, 200) * s * quiet;
    front += building(x, w, top, ground, rng) + ' ';
    const cols = Math.max(2, Math.floor(w / (14 * s)));
    const cellW = w / cols;
    for (let wy = top + 12 * s; wy < ground - 10 * s; wy += 16 * s) {
      for (let col = 0; col < cols; col += 1) {
        if (rng.chance(0.28)) {
          windows += `M${n(x + col * cellW + cellW * 0.3)} ${n(wy)}h${n(cellW * 0.4)}v${n(7 * s)}h${n(-cellW * 0.4)}Z`;
        }
      }
    }
    x += w + rng.range(4, 14) * s;
  }
  const land =
    `<path d="${back}" fill="${c.back}"/>` +
    `<rect x="0" y="${n(frame.horizon - 80 * s)}" width="${frame.width}" height="${n(frame.height)}" fill="url(#${frame.id}-haze)" opacity="0.5"/>` +
    `<path d="${front}" fill="${c.front}"/>` +
    `<path d="${windows}" fill="${c.glow}" opacity="0.85"/>`;
  return { defs: m.defs, sky: m.sky + stars(rng, frame, 40, frame.horizon - 200 * s, p.light), land };
}

function spaceship(cx: number, cy: number, size: number, angle: number, p: Palette): string {
  const k = size / 100;
  const body = `M${-50 * k} ${0} C${-30 * k} ${-16 * k} ${20 * k} ${-18 * k} ${60 * k} 0 C${20 * k} ${18 * k} ${-30 * k} ${16 * k} ${-50 * k} 0 Z`;
  const wing = `M${-10 * k} ${-8 * k} L${-40 * k} ${-34 * k} L${-28 * k} ${-8 * k} Z M${-10 * k} ${8 * k} L${-40 * k} ${34 * k} L${-28 * k} ${8 * k} Z`;
  const flame = `M${-50 * k} ${-6 * k} L${-120 * k} 0 L${-50 * k} ${6 * k} Z`;
  return (
    `<g transform="translate(${n(cx)} ${n(cy)}) rotate(${n(angle)})">` +
    `<path d="${flame}" fill="${p.accent}" opacity="0.8"/>` +
    `<path d="${wing}" fill="${p.ink}"/>` +
    `<path d="${body}" fill="${p.ink}"/>` +
    `<circle cx="${n(28 * k)}" cy="0" r="${n(5 * k)}" fill="${p.light}" opacity="0.9"/>` +
    `</g>`
  );
}

function space(rng: Rng, frame: SceneFrame, p: Palette, c: LayerColours): SceneArt {
  const s = scale(frame);
  const id = frame.id;
  const px = focusX(frame, rng);
  const py = frame.horizon - rng.range(180, 260) * s;
  const r = rng.range(120, 160) * s;
  const defs =
    `<radialGradient id="${id}-planet" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${p.light}"/><stop offset="0.45" stop-color="${p.accent}"/><stop offset="1" stop-color="${p.deep}"/></radialGradient>` +
    `<radialGradient id="${id}-atmo"><stop offset="0.6" stop-color="${p.accent}" stop-opacity="0.35"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>` +
    `<clipPath id="${id}-ringfront"><rect x="${n(px - r * 3)}" y="${n(py)}" width="${n(r * 6)}" height="${n(r * 2)}"/></clipPath>`;
  const tilt = rng.range(-22, -10);
  const ring = (clip: boolean) =>
    `<g transform="rotate(${n(tilt)} ${n(px)} ${n(py)})"${clip ? ` clip-path="url(#${id}-ringfront)"` : ''}>` +
    `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(r * 1.9)}" ry="${n(r * 0.42)}" fill="none" stroke="${p.light}" stroke-width="${n(10 * s)}" opacity="0.55"/>` +
    `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(r * 1.65)}" ry="${n(r * 0.34)}" fill="none" stroke="${p.accent}" stroke-width="${n(5 * s)}" opacity="0.6"/></g>`;
  const moonX = px + r * rng.range(-2.6, -1.8);
  let sky =
    stars(rng, frame, Math.round(160 * (frame.width / 600)), frame.height * 0.85, '#ffffff') +
    `<circle cx="${n(px)}" cy="${n(py)}" r="${n(r * 1.35)}" fill="url(#${id}-atmo)"/>` +
    ring(false) +
    `<circle cx="${n(px)}" cy="${n(py)}" r="${n(r)}" fill="url(#${id}-planet)"/>` +
    ring(true) +
    `<circle cx="${n(moonX)}" cy="${n(py - r * 0.9)}" r="${n(r * 0.18)}" fill="${mix(p.light, p.mid, 0.4)}"/>`;
  sky += spaceship(px - r * 0.4, py + r * 1.35, 90 * s, -14, p);
  const back = ridge(rng, frame, frame.horizon + 120 * s, 60 * s, 9, true);
  const front = ridge(rng, frame, frame.horizon + 200 * s, 40 * s, 14);
  const land = `<path d="${back}" fill="${c.mid}"/><path d="${front}" fill="${c.front}"/>`;
  return { defs, sky, land };
}

function castle(rng: Rng, frame: SceneFrame, p: Palette, c: LayerColours): SceneArt {
  const s = scale(frame);
  const cx = focusX(frame, rng);
  const m = moon(cx + rng.range(-60, 60) * s, frame.horizon - 330 * s, 80 * s, p, frame.id);
  const hillTop = frame.horizon + 30 * s;
  const hill = `M0 ${n(frame.height)} L0 ${n(hillTop + 120 * s)} C${n(cx - 260 * s)} ${n(hillTop + 60 * s)} ${n(cx - 160 * s)} ${n(hillTop)} ${n(cx)} ${n(hillTop)} C${n(cx + 160 * s)} ${n(hillTop)} ${n(cx + 260 * s)} ${n(hillTop + 60 * s)} ${n(frame.width)} ${n(hillTop + 140 * s)} L${n(frame.width)} ${n(frame.height)} Z`;
  const base = hillTop + 10 * s;
  let d = '';
  const towers: Array<[number, number, number]> = [
    [-150, 26, 190],
    [-70, 34, 260],
    [0, 44, 330],
    [70, 34, 250],
    [150, 26, 180],
  ];
  for (const [dx, w, h] of towers) {
    const x = cx + dx * s;
    const ww = w * s;
    const top = base - h * s;
    d += `M${n(x - ww / 2)} ${n(base)} L${n(x - ww / 2)} ${n(top)} L${n(x - ww / 2 - 6 * s)} ${n(top)} L${n(x)} ${n(top - ww * 1.5)} L${n(x + ww / 2 + 6 * s)} ${n(top)} L${n(x + ww / 2)} ${n(top)} L${n(x + ww / 2)} ${n(base)} Z `;
    // flag
    d += `M${n(x - 1 * s)} ${n(top - ww * 1.5)} L${n(x - 1 * s)} ${n(top - ww * 1.5 - 26 * s)} L${n(x + 18 * s)} ${n(top - ww * 1.5 - 20 * s)} L${n(x + 1 * s)} ${n(top - ww * 1.5 - 14 * s)} Z `;
  }
  // curtain walls with battlements
  const wallTop = base - 120 * s;
  d += `M${n(cx - 150 * s)} ${n(base)} L${n(cx - 150 * s)} ${n(wallTop)}`;
  for (let x = cx - 150 * s; x < cx + 150 * s; x += 16 * s) {
    d += ` L${n(x + 8 * s)} ${n(wallTop)} L${n(x + 8 * s)} ${n(wallTop - 10 * s)} L${n(x + 16 * s)} ${n(wallTop - 10 * s)} L${n(x + 16 * s)} ${n(wallTop)}`;
  }
  d += ` L${n(cx + 150 * s)} ${n(base)} Z`;
  let windows = '';
  for (const [dx, , h] of towers) {
    const x = cx + dx * s;
    for (let k = 0; k < 2; k += 1) {
      const wy = base - h * s + 40 * s + k * 60 * s;
      windows += `M${n(x - 4 * s)} ${n(wy + 14 * s)} L${n(x - 4 * s)} ${n(wy + 4 * s)} Q${n(x)} ${n(wy - 2 * s)} ${n(x + 4 * s)} ${n(wy + 4 * s)} L${n(x + 4 * s)} ${n(wy + 14 * s)} Z`;
    }
  }
  windows += `M${n(cx - 16 * s)} ${n(base)} L${n(cx - 16 * s)} ${n(base - 36 * s)} Q${n(cx)} ${n(base - 56 * s)} ${n(cx + 16 * s)} ${n(base - 36 * s)} L${n(cx + 16 * s)} ${n(base)} Z`;
  const back = ridge(rng, frame, frame.horizon + 20 * s, 110 * s, 8, true);
  let birds = '';
  for (let i = 0; i < 5; i += 1) {
    const bx = cx + rng.range(-220, 220) * s;
    const by = frame.horizon - rng.range(220, 420) * s;
    const bw = rng.range(7, 13) * s;
    birds += `M${n(bx - bw)} ${n(by)} Q${n(bx - bw / 2)} ${n(by - bw / 2)} ${n(bx)} ${n(by)} Q${n(bx + bw / 2)} ${n(by - bw / 2)} ${n(bx + bw)} ${n(by)} `;
  }
  const land =
    `<path d="${back}" fill="${c.back}"/>` +
    `<path d="${birds}" fill="none" stroke="${c.mid}" stroke-width="${n(2.2 * s)}" stroke-linecap="round"/>` +
    `<path d="${d}" fill="${c.mid}"/>` +
    `<path d="${windows}" fill="${c.glow}" opacity="0.9"/>` +
    `<path d="${hill}" fill="${c.front}"/>`;
  return { defs: m.defs, sky: m.sky, land };
}

function wavePath(frame: SceneFrame, y: number, amp: number, length: number, phase: number): string {
  let d = `M0 ${n(frame.height)} L0 ${n(y)}`;
  for (let x = 0; x <= frame.width + length; x += length / 2) {
    const up = Math.round((x + phase) / (length / 2)) % 2 === 0 ? -amp : amp;
    d += ` Q${n(x + length / 4)} ${n(y + up)} ${n(x + length / 2)} ${n(y)}`;
  }
  return `${d} L${n(frame.width + length)} ${n(frame.height)} Z`;
}

function ocean(rng: Rng, frame: SceneFrame, p: Palette, c: LayerColours): SceneArt {
  const s = scale(frame);
  const id = frame.id;
  const sx = focusX(frame, rng);
  const sr = 95 * s;
  const sunY = frame.horizon - 30 * s;
  const defs =
    `<linearGradient id="${id}-sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient>` +
    `<clipPath id="${id}-sunclip"><rect x="0" y="0" width="${frame.width}" height="${n(frame.horizon)}"/></clipPath>`;
  let stripes = '';
  for (let i = 0; i < 5; i += 1) {
    stripes += `<rect x="${n(sx - sr)}" y="${n(sunY + 10 * s - i * 16 * s)}" width="${n(sr * 2)}" height="${n((5 - i) * 1.6 * s)}" fill="${mix(p.mid, p.deep, 0.3)}"/>`;
  }
  let sky = `<g clip-path="url(#${id}-sunclip)"><circle cx="${n(sx)}" cy="${n(sunY)}" r="${n(sr)}" fill="url(#${id}-sun)"/>${stripes}</g>`;
  sky += stars(rng, frame, 30, frame.horizon * 0.5, p.light);
  const sea = `<rect x="0" y="${n(frame.horizon)}" width="${frame.width}" height="${n(frame.height - frame.horizon)}" fill="${c.mid}"/>`;
  let glints = '';
  for (let i = 0; i < 14; i += 1) {
    const gy = frame.horizon + 8 * s + i * i * 1.6 * s;
    const gw = (sr * 1.6 - i * 6 * s) * rng.range(0.5, 1);
    glints += `<rect x="${n(sx - gw / 2 + rng.range(-10, 10) * s)}" y="${n(gy)}" width="${n(Math.max(8, gw))}" height="${n(2.5 * s)}" rx="1" fill="${p.light}" opacity="${n(0.7 - i * 0.04)}"/>`;
  }
  const lx =
    frame.width / frame.height > 1.6
      ? frame.width * 0.9
      : sx > frame.width / 2
        ? frame.width * 0.18
        : frame.width * 0.82;
  const ly = frame.horizon + 30 * s;
  const rocks = `M${n(lx - 90 * s)} ${n(ly + 40 * s)} Q${n(lx - 60 * s)} ${n(ly - 10 * s)} ${n(lx - 20 * s)} ${n(ly)} Q${n(lx + 20 * s)} ${n(ly - 20 * s)} ${n(lx + 70 * s)} ${n(ly + 10 * s)} L${n(lx + 100 * s)} ${n(ly + 40 * s)} Z`;
  const house = `M${n(lx - 14 * s)} ${n(ly)} L${n(lx - 9 * s)} ${n(ly - 150 * s)} L${n(lx + 9 * s)} ${n(ly - 150 * s)} L${n(lx + 14 * s)} ${n(ly)} Z M${n(lx - 13 * s)} ${n(ly - 150 * s)} h${n(26 * s)} v${n(-6 * s)} h${n(-26 * s)} Z M${n(lx - 8 * s)} ${n(ly - 156 * s)} v${n(-20 * s)} h${n(16 * s)} v${n(20 * s)} Z M${n(lx - 11 * s)} ${n(ly - 176 * s)} L${n(lx)} ${n(ly - 190 * s)} L${n(lx + 11 * s)} ${n(ly - 176 * s)} Z`;
  const beamDir = lx > frame.width / 2 ? -1 : 1;
  const beamDefs = `<linearGradient id="${id}-beam" x1="${beamDir > 0 ? 0 : 1}" y1="0" x2="${beamDir > 0 ? 1 : 0}" y2="0"><stop offset="0" stop-color="${p.light}" stop-opacity="0.55"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></linearGradient>`;
  const beam = `M${n(lx)} ${n(ly - 166 * s)} L${n(lx + beamDir * 420 * s)} ${n(ly - 215 * s)} L${n(lx + beamDir * 420 * s)} ${n(ly - 135 * s)} Z`;
  const land =
    sea +
    glints +
    `<path d="${beam}" fill="url(#${id}-beam)"/>` +
    `<path d="${house}" fill="${c.front}"/>` +
    `<circle cx="${n(lx)}" cy="${n(ly - 166 * s)}" r="${n(5 * s)}" fill="${p.light}"/>` +
    `<path d="${rocks}" fill="${c.front}"/>` +
    `<path d="${wavePath(frame, frame.horizon + 150 * s, 14 * s, 120 * s, rng.range(0, 60))}" fill="${mix(c.mid, c.front, 0.5)}"/>` +
    `<path d="${wavePath(frame, frame.horizon + 200 * s, 18 * s, 160 * s, rng.range(0, 80))}" fill="${c.front}"/>`;
  return { defs: defs + beamDefs, sky, land };
}

function forest(rng: Rng, frame: SceneFrame, p: Palette, c: LayerColours): SceneArt {
  const s = scale(frame);
  const m = moon(focusX(frame, rng), frame.horizon - 280 * s, 70 * s, p, frame.id);
  const rows: Array<[number, number, number, string]> = [
    [frame.horizon - 10 * s, 110, 170, c.back],
    [frame.horizon + 70 * s, 150, 240, c.mid],
    [frame.horizon + 170 * s, 200, 330, c.front],
  ];
  let land = '';
  rows.forEach(([baseY, minH, maxH, colour], row) => {
    let d = `M0 ${n(baseY)} H${n(frame.width)} V${n(frame.height)} H0 Z `;
    const gap = (28 + row * 16) * s;
    for (let x = rng.range(-10, 10); x < frame.width + 40; x += gap * rng.range(0.6, 1.2)) {
      const quiet = frame.quietLeft && x < frame.quietLeft * frame.width ? 0.55 : 1;
      d += pine(x, baseY + 4 * s, rng.range(minH, maxH) * s * quiet) + ' ';
    }
    land += `<path d="${d}" fill="${colour}"/>`;
    if (row === 0) {
      land += `<rect x="0" y="${n(baseY - 120 * s)}" width="${frame.width}" height="${n(200 * s)}" fill="url(#${frame.id}-haze)" opacity="0.55"/>`;
    }
  });
  let flies = '';
  for (let i = 0; i < 26; i += 1) {
    const fx = rng.range(0, frame.width);
    const fy = frame.horizon + rng.range(40, 260) * s;
    flies += `<circle cx="${n(fx)}" cy="${n(fy)}" r="${n(rng.range(1.5, 3.2) * s)}" fill="${p.accent}" opacity="${n(rng.range(0.5, 1))}"/>`;
  }
  return { defs: m.defs, sky: m.sky + stars(rng, frame, 50, frame.horizon - 150 * s, p.light), land: land + flies };
}

function cactus(x: number, baseY: number, h: number): string {
  const w = h * 0.14;
  const armY = baseY - h * 0.55;
  return (
    `M${n(x - w / 2)} ${n(baseY)} V${n(baseY - h + w / 2)} A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w / 2)} ${n(baseY - h + w / 2)} V${n(baseY)} Z ` +
    `M${n(x - w / 2)} ${n(armY)} H${n(x - w * 1.6)} V${n(armY - h * 0.25)} A${n(w / 2.4)} ${n(w / 2.4)} 0 0 1 ${n(x - w * 0.77)} ${n(armY - h * 0.25)} V${n(armY - w * 0.8)} H${n(x - w / 2)} Z ` +
    `M${n(x + w / 2)} ${n(armY + h * 0.12)} H${n(x + w * 1.6)} V${n(armY - h * 0.1)} A${n(w / 2.4)} ${n(w / 2.4)} 0 0 0 ${n(x + w * 0.77)} ${n(armY - h * 0.1)} V${n(armY + h * 0.12 - w * 0.8)} H${n(x + w / 2)} Z`
  );
}

function desert(rng: Rng, frame: SceneFrame, p: Palette, c: LayerColours): SceneArt {
  const s = scale(frame);
  const id = frame.id;
  const sx = focusX(frame, rng);
  const sr = 120 * s;
  const sunY = frame.horizon - 60 * s;
  const defs =
    `<linearGradient id="${id}-sun" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.accent}"/></linearGradient>` +
    `<radialGradient id="${id}-sunglow"><stop offset="0.4" stop-color="${p.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.accent}" stop-opacity="0"/></radialGradient>`;
  const sky =
    `<circle cx="${n(sx)}" cy="${n(sunY)}" r="${n(sr * 2.2)}" fill="url(#${id}-sunglow)"/>` +
    `<circle cx="${n(sx)}" cy="${n(sunY)}" r="${n(sr)}" fill="url(#${id}-sun)"/>`;
  // mesas
  let mesas = '';
  const mesaCount = Math.max(2, Math.round(frame.width / (260 * s)));
  for (let i = 0; i < mesaCount; i += 1) {
    const mx = (i + rng.range(0.1, 0.9)) * (frame.width / mesaCount);
    if (frame.quietLeft && mx < frame.quietLeft * frame.width) continue;
    const mw = rng.range(90, 170) * s;
    const mh = rng.range(70, 150) * s;
    const b = frame.horizon + 30 * s;
    mesas += `M${n(mx - mw)} ${n(b)} L${n(mx - mw * 0.55)} ${n(b - mh * 0.3)} L${n(mx - mw * 0.45)} ${n(b - mh)} L${n(mx + mw * 0.4)} ${n(b - mh)} L${n(mx + mw * 0.5)} ${n(b - mh * 0.35)} L${n(mx + mw)} ${n(b)} Z `;
  }
  const dunes1 = ridge(rng, frame, frame.horizon + 60 * s, 40 * s, 5, true);
  const dunes2 = ridge(rng, frame, frame.horizon + 170 * s, 50 * s, 4, true);
  let cacti = '';
  for (let i = 0; i < Math.max(2, Math.round(frame.width / (300 * s))); i += 1) {
    const cx0 = rng.range(0.05, 0.95) * frame.width;
    if (frame.quietLeft && cx0 < frame.quietLeft * frame.width) continue;
    cacti += cactus(cx0, frame.horizon + 180 * s, rng.range(90, 160) * s) + ' ';
  }
  const land =
    `<path d="${mesas}" fill="${c.back}"/>` +
    `<path d="${dunes1}" fill="${c.mid}"/>` +
    `<path d="${cacti}" fill="${c.front}"/>` +
    `<path d="${dunes2}" fill="${c.front}"/>`;
  return { defs, sky, land };
}

const SCENES: Record<SceneKind, (rng: Rng, f: SceneFrame, p: Palette, c: LayerColours) => SceneArt> = {
  city,
  mountains,
  space,
  castle,
  ocean,
  forest,
  desert,
};

/** Draws the scene's sky objects and land layers (the sky gradient is the caller's). */
export function drawScene(kind: SceneKind, rng: Rng, frame: SceneFrame, p: Palette): SceneArt {
  const art = SCENES[kind](rng, frame, p, layerColours(p));
  const haze = `<linearGradient id="${frame.id}-haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}" stop-opacity="0"/><stop offset="0.5" stop-color="${p.light}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.light}" stop-opacity="0"/></linearGradient>`;
  return { ...art, defs: art.defs + haze };
}

/** The sky gradient stops for a palette: deep at the top, glowing towards the horizon. */
export function skyStops(p: Palette): ReadonlyArray<readonly [number, string]> {
  return [
    [0, p.deep],
    [0.45, mix(p.deep, p.mid, 0.75)],
    [0.75, mix(p.mid, p.accent, 0.45)],
    [1, mix(p.accent, p.light, 0.5)],
  ];
}
