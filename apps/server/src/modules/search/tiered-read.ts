/**
 * Reads several tiers of the products group in one statement (decision 083). Each tier is a
 * CTE: it reads at most its `candidates` products from its index, unordered, ranks them and
 * keeps the best. A tier runs only while the tiers before it left room, a condition on their
 * CTEs alone that PostgreSQL checks once before the tier reads anything (a "One-Time
 * Filter"), and it leaves out what they found, so a full first tier costs the others nothing.
 * With the search sample (decision 071) a tier first reads the sample, and reads its full
 * index only when the sample holds too few hits to stand for the rest.
 *
 * Why one statement: on PGlite each statement costs about 1.3 ms whatever it does (the
 * categories' query ran in 0.15 ms of it), several times what a small catalogue's tier costs.
 */
import { and, notInArray, sql, type SQL } from 'drizzle-orm';
import { SEARCH_GROUP_LIMIT, type ProductImage } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { executeRows } from '../../db/execute-rows.js';
import { productImages, products } from '../../db/schema/index.js';
import { liveProduct } from '../catalog/live-products.js';

/** The search sample is the products whose id hashes to 0 modulo this (migration 0012's partial indexes). */
export const SAMPLE_SHARE = 32;
/** Rows a ranked tier reads at most: ranking 1,000 short titles costs a few milliseconds. */
export const CANDIDATES = 1000;
/** Sample hits that stand for about CANDIDATES hits in all. */
const SAMPLE_ENOUGH = Math.ceil(CANDIDATES / SAMPLE_SHARE);
/** The sample's rows a tier ranks at most. */
const SAMPLE_CANDIDATES = 300;
/** Exactly the partial indexes' predicate (with liveProduct), so the planner can use them. */
const inSample = sql`(hashint4(${products.id}) & ${sql.raw(String(SAMPLE_SHARE - 1))}) = 0`;

export interface Tier {
  /** Names the tier's CTEs. */
  name: string;
  /** Which products the tier holds: an indexed condition on `products`. */
  where: SQL;
  /** Most relevant first, over the candidates `c` (their title first by title, then id, after these). */
  rank: SQL[];
  /** Rows read at most, unordered, before ranking. */
  candidates: number;
  /** Read from the search sample first (the tiers served by a GIN index). */
  sampleFirst: boolean;
  /** Columns the ranking needs besides id, title, translations and price. */
  columns?: SQL;
  /**
   * Which candidates `c` are ranked: those that can be among the best, so the ranking computes
   * less, or those a test too costly for the read admits; `candidates` names them all.
   */
  among?: (candidates: SQL) => SQL;
}

export type Hit = { id: number; title: string; priceCents: number; image: ProductImage | null };

interface HitRow {
  id: number;
  title: string;
  priceCents: number;
  url: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
}

const name = (...parts: string[]) => sql.identifier(parts.join('_'));

/**
 * The best products of `tiers`, in order, up to the room `found` leaves, none of `found`.
 * `lang`: the shown title is that translation where there is one.
 */
export async function readTiers(
  db: Db,
  tiers: Tier[],
  { lang, sample, found }: { lang: string | undefined; sample: boolean; found: Hit[] },
): Promise<Hit[]> {
  const room = SEARCH_GROUP_LIMIT - found.length;
  const ctes: SQL[] = [];
  const earlier: SQL[] = [];
  for (const [index, tier] of tiers.entries()) {
    const foundHere = sql.join(earlier, sql` union all `);
    const hasRoom = earlier.length ? sql`(select count(*) from (${foundHere}) f) < ${room}` : undefined;
    const read = (fromSample: boolean, limit: number, only?: SQL) => sql`
      select ${products.id}, ${products.title}, ${products.translations}, ${products.priceCents}
        ${tier.columns ? sql`, ${tier.columns}` : sql``}
      from ${products}
      where ${and(
        liveProduct,
        fromSample ? inSample : undefined,
        tier.where,
        found.length
          ? notInArray(
              products.id,
              found.map((hit) => hit.id),
            )
          : undefined,
        earlier.length ? sql`${products.id} not in (${foundHere})` : undefined,
        hasRoom,
        only,
      )}
      limit ${limit}`;
    const candidates = name(tier.name, 'candidates');
    if (sample && tier.sampleFirst) {
      const sampled = name(tier.name, 'sample');
      const enough = sql`(select count(*) from ${sampled}) >= ${SAMPLE_ENOUGH}`;
      ctes.push(sql`${sampled} as materialized (${read(true, Math.min(SAMPLE_CANDIDATES, tier.candidates))})`);
      ctes.push(sql`${name(tier.name, 'full')} as materialized (${read(false, tier.candidates, sql`not ${enough}`)})`);
      ctes.push(sql`${candidates} as materialized (
        select * from ${sampled} where ${enough} union all select * from ${name(tier.name, 'full')})`);
    } else {
      ctes.push(sql`${candidates} as materialized (${read(false, tier.candidates)})`);
    }
    const shown = lang ? sql`coalesce(c.translations->${lang}->>'title', c.title)` : sql`c.title`;
    ctes.push(sql`${name(tier.name)} as materialized (
      select c.id, ${shown} as title, c.price_cents, ${sql.raw(String(index))} as tier,
        row_number() over (order by ${sql.join([...tier.rank, sql`c.title`, sql`c.id`], sql`, `)}) as pos
      from ${candidates} c
      ${tier.among ? sql`where ${tier.among(sql`${candidates}`)}` : sql``}
      order by pos
      limit ${room})`);
    earlier.push(sql`select id from ${name(tier.name)}`);
  }
  const rows = await executeRows<HitRow>(
    db,
    sql`with ${sql.join(ctes, sql`, `)}
      select h.id, h.title, h.price_cents as "priceCents", i.url, i.alt, i.width, i.height
      from (${sql.join(
        tiers.map((tier) => sql`select * from ${name(tier.name)}`),
        sql` union all `,
      )}) h
      left join lateral (
        select ${productImages.url}, ${productImages.alt}, ${productImages.width}, ${productImages.height}
        from ${productImages}
        where ${productImages.productId} = h.id and ${productImages.kind} = 'image'
        order by ${productImages.sortOrder}, ${productImages.id}
        limit 1
      ) i on true
      order by h.tier, h.pos
      limit ${room}`,
  );
  return rows.map(({ id, title, priceCents, url, alt, width, height }) => ({
    id,
    title,
    priceCents,
    // The main image: lowest sort order (SF-SRCH-04 shows a thumbnail per product).
    image: url === null ? null : { url, alt: alt ?? '', width: width ?? 800, height: height ?? 800 },
  }));
}
