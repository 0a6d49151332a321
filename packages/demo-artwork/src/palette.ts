import { darken, lighten, luminance, mix } from './color.js';

/**
 * A film's 3-4 hex colours, turned into named roles the drawings use.
 * Order in the data: [deep base, mid tone, accent, highlight?].
 */
export interface Palette {
  /** Darkest colour: night sky top, silhouettes. */
  deep: string;
  /** Mid tone: sky middle, product bodies. */
  mid: string;
  /** Saturated accent: sun, lights, prints. */
  accent: string;
  /** Light highlight: horizon glow, text. */
  light: string;
  /** Near-black derived from deep, for front silhouettes. */
  ink: string;
  /** Very light tint, for studio backdrops. */
  paper: string;
}

export function toPalette(colours: readonly string[]): Palette {
  const [a = '#1e1b4b', b = '#6d28d9', c = '#f472b6', d] = colours;
  // Keep "deep" the darker of the first two so a palette given in another order still works.
  const [deep, mid] = luminance(a) <= luminance(b) ? [a, b] : [b, a];
  const light = d ?? lighten(c, 0.55);
  return {
    deep,
    mid,
    accent: c,
    light,
    ink: darken(deep, 0.55),
    paper: mix(lighten(light, 0.72), lighten(mid, 0.85), 0.35),
  };
}

/** The store's own brand palette (violet, pink, cyan), used for store-level artwork. */
export const BRAND = toPalette(['#1a1033', '#8b5cf6', '#ec4899', '#67e8f9']);
