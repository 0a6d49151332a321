import type { SceneKind } from './scenes.js';

/** What the artwork needs to know about a film (the seed's film data satisfies it). */
export interface FilmArtInput {
  slug: string;
  title: string;
  tagline: string;
  /** 3-4 hex colours: [deep base, mid tone, accent, highlight?]. */
  palette: readonly string[];
  scene: SceneKind;
  director: string;
  cast: readonly string[];
  genres: readonly string[];
  /** ISO date, e.g. 2024-06-14. */
  releaseDate: string;
}

/** Markup fragments that can be placed inside a bigger drawing. */
export interface Layers {
  defs: string;
  body: string;
}
