/**
 * Which rows still show an upload. An upload's file and row are deleted only when none does:
 * the delete route (409 IN_USE otherwise), releaseMedia after an admin save, and the sweep of
 * uploads never attached. The check and the delete are one statement, so a save that attaches
 * the URL at the same moment cannot lose its file between the two.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/execute-rows.js';
import {
  checkoutPayments,
  customPages,
  dreamBoxCategories,
  films,
  heroSlides,
  mediaAssets,
  orderItems,
  pageElements,
  productImages,
  productSets,
  siteSettings,
} from '../../db/schema/index.js';

/** True when a row shows `url`: an image or URL column equal to it, or JSON that contains it. */
function referenced(url: SQL): SQL {
  return sql`(
    exists (select 1 from ${productImages} where ${productImages.url} = ${url})
    or exists (select 1 from ${films} where ${url} in (${films.posterUrl}, ${films.imageUrl}, ${films.bannerUrl}, ${films.logoUrl}, ${films.heroUrl}, ${films.trailerUrl}))
    or exists (select 1 from ${productSets} where ${productSets.imageUrl} = ${url})
    or exists (select 1 from ${dreamBoxCategories} where ${dreamBoxCategories.imageUrl} = ${url})
    or exists (select 1 from ${heroSlides} where ${heroSlides.imageUrl} = ${url})
    or exists (select 1 from ${pageElements} where ${pageElements.mediaUrl} = ${url})
    or exists (select 1 from ${customPages} where ${customPages.bannerImageUrl} = ${url} or strpos(${customPages.content}::text, ${url}) > 0)
    or exists (select 1 from ${siteSettings} where strpos(${siteSettings.settingValue}::text, ${url}) > 0)
    or exists (select 1 from ${orderItems} where ${orderItems.productImageUrl} = ${url})
    or exists (select 1 from ${checkoutPayments} where strpos(${checkoutPayments.lines}::text, ${url}) > 0)
  )`;
}

export interface MediaCandidate {
  storageKey: string;
  url: string;
}

/** The URLs among `urls` that some row still shows. */
export async function referencedUrls(db: Db, urls: readonly string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const values = sql.join(
    urls.map((url) => sql`(${url}::text)`),
    sql`, `,
  );
  const rows = await db.execute<{ url: string }>(
    sql`select c.url from (values ${values}) as c(url) where ${referenced(sql`c.url`)}`,
  );
  return new Set(rowsOf<{ url: string }>(rows).map((row) => row.url));
}

/**
 * Deletes the media rows of the candidates no row shows, in one statement, and returns the
 * storage keys deleted (their files are then removed by the caller, after the commit).
 */
export async function deleteUnreferencedMedia(
  db: Db,
  candidates: readonly MediaCandidate[],
): Promise<{ id: number; storageKey: string }[]> {
  if (candidates.length === 0) return [];
  const values = sql.join(
    candidates.map((c) => sql`(${c.storageKey}::text, ${c.url}::text)`),
    sql`, `,
  );
  const rows = await db.execute<{ id: number; storage_key: string }>(sql`
    delete from ${mediaAssets} as m
    using (values ${values}) as c(storage_key, url)
    where m.storage_key = c.storage_key and not ${referenced(sql`c.url`)}
    returning m.id, m.storage_key`);
  return rowsOf<{ id: number; storage_key: string }>(rows).map((row) => ({
    id: Number(row.id),
    storageKey: row.storage_key,
  }));
}
