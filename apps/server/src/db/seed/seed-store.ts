import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  coupons,
  currencies,
  customPages,
  dreamBoxCategories,
  dynamicPages,
  heroSlides,
  homeSectionProducts,
  homeSections,
  productSetItems,
  productSets,
  productSetTargets,
  siteSettings,
} from '../schema/index.js';
import * as data from './data/index.js';

async function isEmpty(
  db: Db,
  table: typeof heroSlides | typeof homeSections | typeof productSets | typeof dreamBoxCategories,
) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return (row?.n ?? 0) === 0;
}

/** A row's `translations` from its Hebrew texts, if the demo has them (issue 29). */
const inHebrew = <T extends object>(texts: T | undefined) => (texts ? { he: texts } : {});

/** The default hero slides, as ordinary rows (an admin edits them in place), while there are none. */
export async function seedHeroSlides(db: Db) {
  if (!(await isEmpty(db, heroSlides))) return;
  await db.insert(heroSlides).values(
    data.heroSlides.map((s) => ({
      title: s.title,
      subtitle: s.subtitle,
      description: s.description,
      imageUrl: data.mediaUrls.heroSlide(s.slug),
      cta: s.cta,
      gradient: s.gradient,
      orderIndex: s.orderIndex,
      destinationUrl: s.destinationUrl,
      buttonText: s.buttonText,
      buttonColor: s.buttonColor,
      secondButtonText: s.secondButtonText,
      secondButtonUrl: s.secondButtonUrl,
      translations: s.translations,
    })),
  );
}

/** Settings, currencies, coupons, merchandising and content pages; existing rows are kept. */
export async function seedStore(db: Db, productIds: Map<string, number>) {
  const productId = (slug: string) => {
    const id = productIds.get(slug);
    if (id === undefined) throw new Error(`Seed: unknown product ${slug}`);
    return id;
  };

  await db
    .insert(siteSettings)
    .values(data.siteSettingRows.map((row) => ({ settingKey: row.key, settingValue: row.value })))
    .onConflictDoNothing();
  await db.insert(currencies).values(data.currencies).onConflictDoNothing();
  await db.insert(coupons).values(data.coupons).onConflictDoNothing();

  // Tables without a natural key are seeded only while empty.
  await seedHeroSlides(db);

  if (await isEmpty(db, homeSections)) {
    for (const section of data.homeSections) {
      const [row] = await db
        .insert(homeSections)
        .values({
          title: section.title,
          description: section.description,
          isActive: section.isActive,
          sectionOrder: section.sectionOrder,
          maxProductsDisplay: section.maxProductsDisplay,
          translations: inHebrew(data.hebrewHomeSections[section.slug]),
        })
        .returning({ id: homeSections.id });
      await db
        .insert(homeSectionProducts)
        .values(
          section.productSlugs.map((slug, i) => ({ homeSectionId: row!.id, productId: productId(slug), sortOrder: i })),
        );
    }
  }

  if (await isEmpty(db, productSets)) {
    for (const set of data.productSets) {
      const [row] = await db
        .insert(productSets)
        .values({
          name: set.name,
          description: set.description,
          priceCents: set.priceCents,
          isActive: set.isActive,
          translations: inHebrew(data.hebrewProductSets[set.slug]),
        })
        .returning({ id: productSets.id });
      await db
        .insert(productSetItems)
        .values(set.productSlugs.map((slug, i) => ({ setId: row!.id, productId: productId(slug), sortOrder: i })));
      await db
        .insert(productSetTargets)
        .values(set.targetProductSlugs.map((slug) => ({ setId: row!.id, productId: productId(slug) })));
    }
  }

  if (await isEmpty(db, dreamBoxCategories)) {
    await db.insert(dreamBoxCategories).values(
      data.dreamBoxCategories.map((c) => {
        const name = data.hebrewDreamBoxCategories[c.slug];
        return {
          name: c.name,
          imageUrl: data.mediaUrls.dreamBoxCategory(c.slug),
          translations: inHebrew(name ? { name } : undefined),
        };
      }),
    );
  }

  await db
    .insert(dynamicPages)
    .values(
      data.dynamicPages.map((p) => ({
        slug: p.slug,
        title: p.title,
        content: p.content,
        metaDescription: p.metaDescription,
        isPublished: p.isPublished,
        translations: inHebrew(data.hebrewDynamicPages[p.slug]),
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(customPages)
    .values(
      data.customPages.map((p) => ({
        slug: p.slug,
        title: p.title,
        description: p.description,
        bannerImageUrl: p.bannerImageUrl,
        metaTitle: p.metaTitle,
        metaDescription: p.metaDescription,
        seoKeywords: p.seoKeywords,
        isPublished: p.isPublished,
        content: p.blocks,
        translations: inHebrew(hebrewCustomPage(p.slug)),
      })),
    )
    .onConflictDoNothing();
}

/** A custom page's Hebrew texts, its blocks as the row's `content` holds them. */
function hebrewCustomPage(slug: string) {
  const page = data.hebrewCustomPages[slug];
  if (!page) return undefined;
  const { blocks, ...texts } = page;
  return { ...texts, content: blocks };
}
