/**
 * Every demo image as { url, file, svg }: `url` is what the database stores, `file` the path
 * under the media directory. A generator, so the seed can write files one at a time.
 */
import {
  categoryImage,
  dreamBoxCategoryImage,
  filmHero,
  filmLogo,
  filmPoster,
  heroSlide,
  ogImage,
  productImage,
  siteLogo,
  type ProductArtInput,
} from '@marquee/demo-artwork';
import { categories } from './data/categories.js';
import { films } from './data/films.js';
import { dreamBoxCategories, heroSlides } from './data/merchandising.js';
import { mediaFile, mediaUrls } from './data/media.js';
import { customPages } from './data/pages.js';
import { products, type SeedProduct } from './data/products.js';

export interface ArtworkFile {
  url: string;
  /** Relative to the media directory, e.g. "demo/films/nebula-drift/poster.svg". */
  file: string;
  svg: string;
}

const FILMS = new Map(films.map((f) => [f.slug, f]));

export function productArtInput(product: SeedProduct): ProductArtInput {
  const film = FILMS.get(product.filmSlug);
  if (!film) throw new Error(`Unknown film ${product.filmSlug} for ${product.slug}`);
  return {
    slug: product.slug,
    title: product.title,
    kind: product.kind,
    film,
    subject: product.character ?? undefined,
  };
}

/** The image URLs of a product, in order (the first is the main image). */
export function productImageUrls(product: SeedProduct): string[] {
  return Array.from({ length: product.imageCount }, (_, i) => mediaUrls.productImage(product.slug, i));
}

function entry(url: string, svg: () => string): ArtworkFile {
  return { url, file: mediaFile(url), svg: svg() };
}

export function* demoArtwork(): Generator<ArtworkFile> {
  yield entry(mediaUrls.siteLogo(), siteLogo);
  yield entry(mediaUrls.ogDefault(), ogImage);
  for (const film of films) {
    yield entry(mediaUrls.filmPoster(film.slug), () => filmPoster(film));
    yield entry(mediaUrls.filmHero(film.slug), () => filmHero(film));
    yield entry(mediaUrls.filmLogo(film.slug), () => filmLogo(film));
  }
  for (const category of categories) {
    yield entry(mediaUrls.category(category.slug), () =>
      categoryImage({ slug: category.slug, name: category.name, ...category.art }),
    );
  }
  for (const category of dreamBoxCategories) {
    yield entry(mediaUrls.dreamBoxCategory(category.slug), () =>
      dreamBoxCategoryImage({ slug: category.slug, name: category.name, ...category.art }),
    );
  }
  for (const slide of heroSlides) {
    yield entry(mediaUrls.heroSlide(slide.slug), () =>
      heroSlide({ slug: slide.slug, title: slide.title, ...slide.art }),
    );
  }
  for (const page of customPages) {
    yield entry(page.bannerImageUrl, () =>
      heroSlide({
        slug: page.slug,
        title: page.title,
        theme: 'films',
        palette: ['#1a1033', '#6d28d9', '#be185d', '#fde68a'],
      }),
    );
  }
  for (const product of products) {
    const input = productArtInput(product);
    for (let i = 0; i < product.imageCount; i += 1) {
      yield entry(mediaUrls.productImage(product.slug, i), () => productImage(input, i));
    }
  }
}
