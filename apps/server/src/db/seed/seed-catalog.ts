import { inArray } from 'drizzle-orm';
import { PRODUCT_IMAGE_SIZE } from '@marquee/demo-artwork';
import type { Db } from '../client.js';
import {
  categories,
  categoryFilters,
  filmCategories,
  films,
  productCategoryAssignments,
  productImages,
  productReviews,
  products,
  productTagAssignments,
  productTags,
} from '../schema/index.js';
import { productImageUrls } from './artwork-manifest.js';
import * as data from './data/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** Maps slug (or name) -> id for rows that already exist, so reruns reuse them. */
async function idsBy<T extends { id: number }>(rows: Promise<T[]>, key: (row: T) => string) {
  return new Map((await rows).map((row) => [key(row), row.id]));
}

function must<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Seed: unknown ${what} ${String(key)}`);
  return value;
}

export async function seedCatalog(db: Db) {
  await db
    .insert(categories)
    .values(
      data.categories.map((c) => ({
        slug: c.slug,
        name: c.name,
        description: c.description,
        translations: c.translations,
      })),
    )
    .onConflictDoNothing();
  const categoryIds = await idsBy(
    db.select({ id: categories.id, slug: categories.slug }).from(categories),
    (r) => r.slug,
  );

  await db
    .insert(films)
    .values(
      data.films.map((f) => ({
        slug: f.slug,
        title: f.title,
        description: f.description,
        posterUrl: data.mediaUrls.filmPoster(f.slug),
        imageUrl: data.mediaUrls.filmPoster(f.slug),
        bannerUrl: data.mediaUrls.filmHero(f.slug),
        heroUrl: data.mediaUrls.filmHero(f.slug),
        logoUrl: data.mediaUrls.filmLogo(f.slug),
        heroButtonText: f.heroButtonText,
        heroButtonUrl: f.heroButtonUrl,
        heroButtonText2: f.heroButtonText2,
        heroButtonUrl2: f.heroButtonUrl2,
        trailerUrl: f.trailerUrl,
        releaseDate: f.releaseDate,
        director: f.director,
        cast: f.cast,
        genre: f.genres,
        rating: f.rating,
        durationMinutes: f.durationMinutes,
        translations: f.translations,
        isActive: f.isActive,
        showOnHomepage: f.showOnHomepage,
        homepageOrder: f.homepageOrder,
        displayOrder: f.displayOrder,
      })),
    )
    .onConflictDoNothing();
  const filmIds = await idsBy(db.select({ id: films.id, slug: films.slug }).from(films), (r) => r.slug);
  const filmsWithCategories = new Set(
    (await db.selectDistinct({ filmId: filmCategories.filmId }).from(filmCategories)).map((r) => r.filmId),
  );
  const newFilmCategories = data.films
    .filter((f) => !filmsWithCategories.has(must(filmIds, f.slug, 'film')))
    .flatMap((f) => f.categories.map((title, i) => ({ filmId: must(filmIds, f.slug, 'film'), title, sortOrder: i })));
  if (newFilmCategories.length) await db.insert(filmCategories).values(newFilmCategories);

  await db
    .insert(productTags)
    .values(
      data.tags.map((t) => {
        const hebrew = data.hebrewTagNames[t.name];
        return { name: t.name, tagType: t.type, translations: hebrew ? { he: { name: hebrew } } : {} };
      }),
    )
    .onConflictDoNothing();
  const tagIds = await idsBy(
    db.select({ id: productTags.id, name: productTags.name }).from(productTags),
    (r) => r.name,
  );

  await db
    .insert(products)
    .values(
      data.products.map((p) => ({
        slug: p.slug,
        title: p.title,
        description: p.description,
        priceCents: p.priceCents,
        stockQuantity: p.stockQuantity,
        categoryId: must(categoryIds, p.categorySlug, 'category'),
        translations: p.translations,
        isBestseller: p.isBestseller,
        bestsellerOrder: p.bestsellerOrder,
        badgeEnabled: p.badge !== null,
        badgeText: p.badge?.text ?? null,
        badgeColor: p.badge?.color ?? 'red',
        createdAt: daysAgo(p.createdDaysAgo),
      })),
    )
    .onConflictDoNothing();
  const productIds = await idsBy(
    db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(
        inArray(
          products.slug,
          data.products.map((p) => p.slug),
        ),
      ),
    (r) => r.slug,
  );

  // Images and reviews only for demo products that have none yet (reruns add nothing).
  const withImages = new Set(
    (await db.selectDistinct({ id: productImages.productId }).from(productImages)).map((r) => r.id),
  );
  const images = data.products
    .filter((p) => !withImages.has(must(productIds, p.slug, 'product')))
    .flatMap((p) =>
      productImageUrls(p).map((url, i) => ({
        productId: must(productIds, p.slug, 'product'),
        url,
        alt: `${p.title}${i === 0 ? '' : `, view ${i + 1}`}`,
        width: PRODUCT_IMAGE_SIZE,
        height: PRODUCT_IMAGE_SIZE,
        sortOrder: i,
      })),
    );
  if (images.length) await db.insert(productImages).values(images);

  const withReviews = new Set(
    (await db.selectDistinct({ id: productReviews.productId }).from(productReviews)).map((r) => r.id),
  );
  const reviews = data.reviews
    .filter((r) => !withReviews.has(must(productIds, r.productSlug, 'product')))
    .map((r) => ({
      productId: must(productIds, r.productSlug, 'product'),
      userName: r.userName,
      rating: r.rating,
      reviewText: r.text,
      createdAt: daysAgo(r.createdDaysAgo),
    }));
  if (reviews.length) await db.insert(productReviews).values(reviews);

  const tagLinks = data.products.flatMap((p) =>
    p.tags.map((name) => ({ productId: must(productIds, p.slug, 'product'), tagId: must(tagIds, name, 'tag') })),
  );
  await db.insert(productTagAssignments).values(tagLinks).onConflictDoNothing();

  const extraLinks = data.products.flatMap((p) =>
    p.extraCategorySlugs.map((slug) => ({
      productId: must(productIds, p.slug, 'product'),
      categoryId: must(categoryIds, slug, 'category'),
    })),
  );
  if (extraLinks.length) await db.insert(productCategoryAssignments).values(extraLinks).onConflictDoNothing();

  // A category offers as filters the tags its products carry (SF-CAT filter groups).
  const filterLinks = new Map<string, { categoryId: number; tagId: number }>();
  for (const p of data.products) {
    for (const slug of [p.categorySlug, ...p.extraCategorySlugs]) {
      for (const name of p.tags) {
        const link = { categoryId: must(categoryIds, slug, 'category'), tagId: must(tagIds, name, 'tag') };
        filterLinks.set(`${link.categoryId}:${link.tagId}`, link);
      }
    }
  }
  await db
    .insert(categoryFilters)
    .values([...filterLinks.values()])
    .onConflictDoNothing();

  return { productIds, filmIds };
}
