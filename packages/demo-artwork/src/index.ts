/**
 * Demo artwork: pure functions from seed data to SVG strings. Deterministic (a PRNG seeded
 * by the slug), self-contained (no remote URLs, no web fonts), accessible (<title>). The
 * store's seed decides which images exist and where they are written.
 */
export { categoryImage, dreamBoxCategoryImage, CATEGORY_IMAGE_SIZE, type CategoryArtInput } from './category.js';
export {
  filmHero,
  heroSlide,
  HERO_THEMES,
  HERO_WIDTH,
  HERO_HEIGHT,
  type HeroSlideArtInput,
  type HeroTheme,
} from './hero.js';
export { filmLogo, siteLogo, FILM_LOGO_WIDTH, FILM_LOGO_HEIGHT, SITE_LOGO_WIDTH, SITE_LOGO_HEIGHT } from './logo.js';
export { ogImage, OG_WIDTH, OG_HEIGHT } from './og.js';
export { filmPoster, POSTER_WIDTH, POSTER_HEIGHT } from './poster.js';
export { productImage, MAX_PRODUCT_IMAGES, PRODUCT_IMAGE_SIZE, SHOT_NAMES, type ProductArtInput } from './product.js';
export { PRODUCT_KINDS, type ProductKind } from './products/index.js';
export { createRng, type Rng } from './random.js';
export { SCENE_KINDS, type SceneKind } from './scenes.js';
export { escapeXml } from './svg.js';
export type { FilmArtInput } from './types.js';
/** For tests: a well-formedness check of generated SVG. */
export { checkSvg, type XmlCheck } from './xml-check.js';
