/**
 * Where the demo artwork lives: URLs under /media/demo/ (served from the media directory).
 * `mediaFile` turns a URL into the path relative to the media directory.
 */
export const DEMO_MEDIA_PREFIX = '/media/demo';

export const mediaUrls = {
  siteLogo: () => `${DEMO_MEDIA_PREFIX}/logo.svg`,
  ogDefault: () => `${DEMO_MEDIA_PREFIX}/og-default.svg`,
  filmPoster: (slug: string) => `${DEMO_MEDIA_PREFIX}/films/${slug}/poster.svg`,
  filmHero: (slug: string) => `${DEMO_MEDIA_PREFIX}/films/${slug}/hero.svg`,
  filmLogo: (slug: string) => `${DEMO_MEDIA_PREFIX}/films/${slug}/logo.svg`,
  /** `index` is 0-based; files are named 1.svg..5.svg. */
  productImage: (slug: string, index: number) => `${DEMO_MEDIA_PREFIX}/products/${slug}/${index + 1}.svg`,
  category: (slug: string) => `${DEMO_MEDIA_PREFIX}/categories/${slug}.svg`,
  dreamBoxCategory: (slug: string) => `${DEMO_MEDIA_PREFIX}/dream-box/${slug}.svg`,
  heroSlide: (slug: string) => `${DEMO_MEDIA_PREFIX}/hero/${slug}.svg`,
  pageBanner: (slug: string) => `${DEMO_MEDIA_PREFIX}/pages/${slug}.svg`,
} as const;

/** "/media/demo/films/x/poster.svg" -> "demo/films/x/poster.svg" (relative to the media dir). */
export function mediaFile(url: string): string {
  return url.replace(/^\/media\//, '');
}
