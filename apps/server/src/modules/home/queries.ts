import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  BEST_SELLERS_MAX,
  HOME_FILMS_MAX,
  homeSectionTranslatedFields,
  MISSING_ORDER,
  type FilmSummary,
  type HeroSlide,
  type Home,
  type HomeSection,
} from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { films, heroSlides, homeSectionProducts, homeSections, products } from '../../db/schema/index.js';
import { productSummariesByIds } from '../catalog/product-queries.js';
import { liveProduct } from '../catalog/live-products.js';
import { parseJsonObject } from '../../lib/json-object.js';
import { safeColour, safeUrl } from '../../lib/safe-url.js';
import { publicTranslations } from '../../lib/translations.js';
import { listPageElements } from '../content/page-elements.js';
import { filmSummaryColumns, toFilmSummary } from '../films/queries.js';

/** SF-HERO-10: translations may have been saved as a JSON string; only string fields are kept. */
function readSlideTranslations(value: unknown): HeroSlide['translations'] {
  const result: HeroSlide['translations'] = {};
  for (const [language, entry] of Object.entries(parseJsonObject(value))) {
    const fields = parseJsonObject(entry);
    result[language] = Object.fromEntries(
      Object.entries(fields)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        // button1_url and button2_url are addresses: read through the same rule as the slide's own.
        .map(([key, v]) => [key, key.endsWith('_url') ? safeUrl(v) : v]),
    );
  }
  return result;
}

/** SF-HERO-01: every slide, by order_index; addresses and the colour read through the admin's rules. */
export async function listHeroSlides(db: Db): Promise<HeroSlide[]> {
  const rows = await db.select().from(heroSlides).orderBy(asc(heroSlides.orderIndex), asc(heroSlides.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    imageUrl: safeUrl(row.imageUrl),
    gradient: row.gradient,
    destinationUrl: safeUrl(row.destinationUrl),
    buttonText: row.buttonText,
    // Empty uses the store's colour (SF-HERO-04).
    buttonColor: safeColour(row.buttonColor, ''),
    secondButtonText: row.secondButtonText,
    secondButtonUrl: safeUrl(row.secondButtonUrl),
    translations: readSlideTranslations(row.translations),
  }));
}

/** SF-HOME-05: active films marked for the homepage, by homepage_order (missing = 999), at most 10. */
export async function listHomepageFilms(db: Db): Promise<FilmSummary[]> {
  const rows = await db
    .select(filmSummaryColumns)
    .from(films)
    .where(and(eq(films.showOnHomepage, true), eq(films.isActive, true)))
    .orderBy(sql`coalesce(${films.homepageOrder}, ${MISSING_ORDER})`, asc(films.title), asc(films.id))
    .limit(HOME_FILMS_MAX);
  return rows.map(toFilmSummary);
}

/** SF-HOME-06: best sellers by bestseller_order (missing = 999), at most 8. */
export async function listBestSellers(db: Db) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isBestseller, true), liveProduct))
    .orderBy(sql`coalesce(${products.bestsellerOrder}, ${MISSING_ORDER})`, asc(products.id))
    .limit(BEST_SELLERS_MAX);
  return productSummariesByIds(
    db,
    rows.map((row) => row.id),
  );
}

/**
 * SF-HOME-07/08: active sections by section_order, each with its products in sort_order,
 * at most max_products_display of them (archived ones skipped); a section left without products is hidden.
 */
export async function listHomeSections(db: Db): Promise<HomeSection[]> {
  const sections = await db
    .select()
    .from(homeSections)
    .where(eq(homeSections.isActive, true))
    .orderBy(asc(homeSections.sectionOrder), asc(homeSections.id));
  if (sections.length === 0) return [];
  const links = await db
    .select({ sectionId: homeSectionProducts.homeSectionId, productId: homeSectionProducts.productId })
    .from(homeSectionProducts)
    .where(
      inArray(
        homeSectionProducts.homeSectionId,
        sections.map((s) => s.id),
      ),
    )
    .orderBy(asc(homeSectionProducts.sortOrder), asc(homeSectionProducts.id));
  const idsBySection = new Map<number, number[]>();
  for (const link of links) {
    const ids = idsBySection.get(link.sectionId) ?? [];
    ids.push(link.productId);
    idsBySection.set(link.sectionId, ids);
  }
  // Archived products are skipped before the limit, so a section still shows up to its maximum.
  const summaries = new Map(
    (await productSummariesByIds(db, [...idsBySection.values()].flat())).map((product) => [product.id, product]),
  );
  return sections.flatMap((section) => {
    const sectionProducts = (idsBySection.get(section.id) ?? [])
      .flatMap((id) => summaries.get(id) ?? [])
      .slice(0, section.maxProductsDisplay);
    if (sectionProducts.length === 0) return [];
    return [
      {
        id: section.id,
        title: section.title,
        description: section.description,
        translations: publicTranslations(section.translations, homeSectionTranslatedFields),
        products: sectionProducts,
      },
    ];
  });
}

export async function getHome(db: Db): Promise<Home> {
  const [heroSlideList, filmList, bestSellers, sections, elements] = await Promise.all([
    listHeroSlides(db),
    listHomepageFilms(db),
    listBestSellers(db),
    listHomeSections(db),
    listPageElements(db, 'home'),
  ]);
  return { heroSlides: heroSlideList, films: filmList, bestSellers, sections, elements };
}
