/**
 * The bench catalogue (`npm run bench`): tops the demo catalogue up to `target` products
 * with varied titles (adjective × film × kind), descriptions, Hebrew titles for some, tags of
 * several types, extra category links, 1–3 images reusing the demo artwork and some reviews.
 *
 * Set-based SQL (INSERT … SELECT over generate_series) in batches of `batchSize` products, one
 * transaction each, so no statement grows with the catalogue (1,000,000 products on PostgreSQL
 * is ten statement sets of 100,000) and a batch's temp tables stay small. The secondary indexes
 * and foreign keys of the tables it fills are dropped first and restored once at the end, then
 * ANALYZE: building a trigram GIN index once, and checking a foreign key in one join, is several
 * times cheaper than keeping them up to date row by row (decision 078).
 * Only the bench calls it, into a throwaway database (apps/server/src/cli/bench-seed.ts refuses
 * anything else); it is never part of the demo seed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { executeRows } from '../execute-rows.js';

/** A kind of product: English noun, Hebrew noun, primary category slug, price band in cents. */
const KINDS: ReadonlyArray<readonly [en: string, he: string, category: string, min: number, max: number]> = [
  ['Tee', 'חולצת טי', 'clothing', 1999, 3499],
  ['Hoodie', 'קפוצ׳ון', 'clothing', 4999, 6999],
  ['Socks', 'גרביים', 'clothing', 899, 1499],
  ['Scarf', 'צעיף', 'clothing', 1999, 3499],
  ['Mug', 'ספל', 'home-kitchen', 1299, 1999],
  ['Tumbler', 'כוס תרמית', 'home-kitchen', 1999, 2999],
  ['Cushion', 'כרית', 'home-kitchen', 2499, 3999],
  ['Poster', 'פוסטר', 'posters-art', 1499, 3999],
  ['Art Print', 'הדפס אמנותי', 'posters-art', 2999, 7999],
  ['Action Figure', 'דמות אקשן', 'toys-figures', 1999, 4999],
  ['Plush', 'בובת פרווה', 'toys-figures', 1799, 2999],
  ['Keychain', 'מחזיק מפתחות', 'accessories', 699, 1299],
  ['Cap', 'כובע', 'accessories', 2299, 2799],
  ['Tote Bag', 'תיק בד', 'accessories', 1599, 2499],
  ['Phone Case', 'כיסוי לטלפון', 'accessories', 1999, 2999],
  ['Enamel Pin', 'סיכה', 'collectibles', 799, 1499],
  ['Statue', 'פסל', 'collectibles', 8999, 24999],
  ['Notebook', 'מחברת', 'books-stationery', 999, 1999],
  ['Art Book', 'ספר אמנות', 'books-stationery', 2999, 5999],
  ['Puzzle', 'פאזל', 'games-puzzles', 1999, 3499],
  ['Board Game', 'משחק קופסה', 'games-puzzles', 3499, 5999],
];

const ADJECTIVES = [
  'Vintage',
  'Deluxe',
  'Classic',
  'Retro',
  'Limited',
  'Glow',
  'Midnight',
  'Collector',
  'Signature',
  'Studio',
  'Premiere',
  'Matte Black',
  'Neon',
  'Pastel',
  'Anniversary',
  'Pocket',
  'Oversized',
  'Mini',
];

const DETAILS = [
  'Officially licensed and packed in a recycled gift box.',
  'Printed with water-based inks that keep their colour wash after wash.',
  'Designed by our studio from the original production sketches.',
  'A numbered run: once it is gone, it is gone.',
  'Sturdy, everyday quality that makes a great gift for any fan.',
];

const REVIEWERS = ['Maya', 'Daniel', 'Noa', 'Ethan', 'Lior', 'Sofia', 'Amit', 'Grace', 'Yael', 'Omar'];
const REVIEW_TEXTS = [
  'Exactly as pictured, arrived quickly.',
  'Great quality, my kids love it.',
  'Good, but smaller than I expected.',
  'A perfect gift for a movie night.',
  'Colours are a little darker than on screen.',
];

/** A text[] literal parameter for unnest/array indexing. */
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/"/g, '\\"')}"`).join(',')}}`}::text[]`;

/**
 * The tables the seed fills: their secondary indexes are rebuilt once at the end. Triggers fill
 * listing_tag_memberships (~7 rows a product); its primary key stays, the triggers look rows up
 * by it.
 */
const FILLED_TABLES = [
  'products',
  'product_images',
  'product_tag_assignments',
  'product_category_assignments',
  'product_reviews',
  'category_filters',
  'listing_tag_memberships',
];

export interface BenchSeedOptions {
  /** Products per transaction; default 100,000. */
  batchSize?: number;
  /** `maintenance_work_mem` for the final index builds (e.g. '512MB' on PostgreSQL). */
  indexMemory?: string;
  /** Index builds run at once (PostgreSQL: one connection each); default 1. */
  parallelBuilds?: number;
  /** Told after each batch and before the index builds. */
  onProgress?: (message: string) => void;
}

/**
 * Adds products until the catalogue holds `target`; returns how many were added. Assumes
 * the demo seed ran (it reuses its films, categories, tags and artwork).
 */
export async function seedBenchCatalog(db: Db, target = 10_000, options: BenchSeedOptions = {}): Promise<number> {
  const { batchSize = 100_000, onProgress = () => {} } = options;
  const [counted] = await executeRows<{ count: number; last: number }>(
    db,
    sql`select count(*)::int as count,
               coalesce(max(substring(slug from 7)::int) filter (where slug ~ '^bench-[0-9]+$'), 0)::int as last
        from products`,
  );
  const missing = target - Number(counted?.count ?? 0);
  if (missing <= 0) return 0;

  // Secondary indexes and foreign keys: primary keys and unique constraints stay (the inserts
  // rely on them). Checking a foreign key costs a lookup per inserted row; re-adding it checks
  // every row in one join.
  const tables = sql.join(
    FILLED_TABLES.map((t) => sql`${t}`),
    sql`, `,
  );
  const indexes = await executeRows<{ name: string; definition: string }>(
    db,
    sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i
        join pg_class t on t.oid = i.indrelid
        join pg_namespace n on n.oid = t.relnamespace and n.nspname = current_schema()
        where t.relname in (${tables})
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
        order by (select amname from pg_am a join pg_class ic on ic.relam = a.oid where ic.oid = i.indexrelid) = 'gin' desc,
                 t.relname = 'products' desc`,
  );
  const foreignKeys = await executeRows<{ tableName: string; name: string; definition: string }>(
    db,
    sql`select c.conrelid::regclass::text as "tableName", quote_ident(c.conname) as name,
               pg_get_constraintdef(c.oid) as definition
        from pg_constraint c
        join pg_class t on t.oid = c.conrelid
        join pg_namespace n on n.oid = t.relnamespace and n.nspname = current_schema()
        where c.contype = 'f' and t.relname in (${tables})`,
  );
  await db.transaction(async (tx) => {
    for (const { name } of indexes) await tx.execute(sql.raw(`drop index ${name}`));
    for (const fk of foreignKeys) await tx.execute(sql.raw(`alter table ${fk.tableName} drop constraint ${fk.name}`));
  });

  const first = Number(counted?.last ?? 0) + 1;
  for (let from = first; from < first + missing; from += batchSize) {
    const to = Math.min(from + batchSize, first + missing) - 1;
    await db.transaction((tx) => seedBatch(tx as unknown as Db, from, to));
    onProgress(`${to - first + 1} of ${missing} products`);
  }

  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    // Category pages offer as filters the tags their products now carry.
    await tx.execute(sql`
      insert into category_filters (category_id, tag_id)
      select distinct pr.category_id, a.tag_id
      from products pr
      join product_tag_assignments a on a.product_id = pr.id
      where pr.slug like 'bench-%' and pr.category_id is not null
      on conflict do nothing
    `);
  });
  onProgress(`building ${indexes.length} indexes, checking ${foreignKeys.length} foreign keys`);
  // GIN indexes first (the products' trigram indexes take most of the time), so the longest
  // builds start at once and the short ones fill in beside them.
  const queue = [...indexes];
  const build = async () => {
    for (let index = queue.shift(); index; index = queue.shift()) {
      const { definition } = index;
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local statement_timeout = 0`);
        if (options.indexMemory) await tx.execute(sql.raw(`set local maintenance_work_mem = '${options.indexMemory}'`));
        await tx.execute(sql.raw(definition));
      });
    }
  };
  // On PostgreSQL each worker's transaction holds its own pool connection: builds run side by side.
  await Promise.all(Array.from({ length: Math.max(1, options.parallelBuilds ?? 1) }, build));
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    for (const fk of foreignKeys) {
      await tx.execute(sql.raw(`alter table ${fk.tableName} add constraint ${fk.name} ${fk.definition}`));
    }
  });
  await db.execute(sql`analyze`);
  // One-tag pages read listing_tag_memberships' indexes alone once its pages are marked all
  // visible; otherwise PostgreSQL visits a heap row per index entry, and for deep pages of a
  // small range prefers sorting the range (decision 080). Autovacuum would get there, during the bench.
  await db.execute(sql`vacuum listing_tag_memberships`);
  return missing;
}

/** Products `bench-<from>` … `bench-<to>` with their images, tags, categories and reviews. */
async function seedBatch(tx: Db, from: number, to: number): Promise<void> {
  // A batch of 100,000 products outlasts the client's default statement timeout on a busy machine.
  await tx.execute(sql`set local statement_timeout = 0`);

  // One planned row per new product: which film, kind and adjective it combines.
  await tx.execute(sql`
    create temp table bench_plan on commit drop as
    with film_list as (
      select row_number() over (order by id) - 1 as n, id, title, description,
             coalesce(translations->'he'->>'title', title) as title_he
      from films
    ), kind_list as (
      select k.ord - 1 as n, k.en, k.he, k.category, k.min_cents, k.max_cents
      from unnest(${textArray(KINDS.map((k) => k[0]))}, ${textArray(KINDS.map((k) => k[1]))},
                  ${textArray(KINDS.map((k) => k[2]))}, ${textArray(KINDS.map((k) => String(k[3])))},
                  ${textArray(KINDS.map((k) => String(k[4])))})
           with ordinality as k(en, he, category, min_cents, max_cents, ord)
    ), adjectives as (
      select a.ord - 1 as n, a.word from unnest(${textArray(ADJECTIVES)}) with ordinality as a(word, ord)
    )
    select g,
           f.id as film_id, f.title as film_title, f.title_he, f.description as film_description,
           k.en as kind, k.he as kind_he, k.category, k.min_cents::int, k.max_cents::int,
           a.word as adjective
    from generate_series(${from}::int, ${to}::int) as g
    join film_list f on f.n = g % (select count(*) from film_list)
    join kind_list k on k.n = (g / (select count(*) from film_list)) % (select count(*) from kind_list)
    join adjectives a on a.n = (g * 7 + g / 97) % (select count(*) from adjectives)
  `);

  // The new products' ids by plan row, so later inserts join on an int, not on the slug.
  await tx.execute(sql`create temp table bench_new (g int primary key, id int not null) on commit drop`);
  await tx.execute(sql`
    with inserted as (
      insert into products (slug, title, description, price_cents, stock_quantity, category_id, translations,
                            badge_enabled, badge_text, badge_color, created_at)
      select 'bench-' || p.g,
             p.adjective || ' ' || p.film_title || ' ' || p.kind || ' No. ' || p.g,
             'A ' || lower(p.adjective) || ' ' || lower(p.kind) || ' for fans of ' || p.film_title || '. '
               || split_part(p.film_description, '.', 1) || '. '
               || (${textArray(DETAILS)})[1 + p.g % ${DETAILS.length}],
             -- Prices end in 99, spread over the kind's band.
             (p.min_cents + (p.g::bigint * 7919) % greatest(p.max_cents - p.min_cents, 1)) / 100 * 100 + 99,
             case when p.g % 23 = 0 then 0 else (p.g * 31) % 120 + 1 end,
             c.id,
             case when p.g % 5 < 2
                  then jsonb_build_object('he', jsonb_build_object('title', p.kind_he || ' ' || p.title_he || ' ' || p.g))
                  else '{}'::jsonb end,
             p.g % 17 = 0,
             case when p.g % 17 = 0 then 'New' end,
             'red',
             now() - make_interval(hours => p.g % 4000)
      from bench_plan p
      left join categories c on c.slug = p.category
      returning id, slug
    )
    insert into bench_new (g, id) select substring(slug from 7)::int, id from inserted
  `);
  await tx.execute(sql`analyze bench_plan`);
  await tx.execute(sql`analyze bench_new`);

  // 1–3 images each, reusing the artwork of demo products in the same category.
  await tx.execute(sql`
    create temp table bench_art on commit drop as
    select c.slug as category, array_agg(distinct i.url order by i.url) as urls
    from product_images i
    join products pr on pr.id = i.product_id and pr.slug not like 'bench-%'
    join categories c on c.id = pr.category_id
    group by c.slug
  `);
  await tx.execute(sql`
    insert into product_images (product_id, url, alt, width, height, sort_order)
    select b.id, a.urls[1 + (p.g * 13 + n * 5) % cardinality(a.urls)],
           p.adjective || ' ' || p.film_title || ' ' || p.kind || ' No. ' || p.g
             || case when n = 0 then '' else ', view ' || (n + 1) end,
           800, 800, n
    from bench_plan p
    join bench_new b on b.g = p.g
    join bench_art a on a.category = p.category
    cross join lateral generate_series(0, p.g % 3) as n
  `);

  // Tags: the film's franchise tag, one general tag, sizes for clothing, a promotion now and then.
  await tx.execute(sql`
    with general as (select array_agg(id order by id) as ids from product_tags where tag_type = 'general'),
    wanted as (
      select b.id as product_id, t.id as tag_id
      from bench_plan p
      join bench_new b on b.g = p.g
      join product_tags t on t.tag_type = 'franchise' and t.name = lower(p.film_title)
      union all
      select b.id, g.ids[1 + p.g % cardinality(g.ids)]
      from bench_plan p join bench_new b on b.g = p.g cross join general g
      union all
      select b.id, t.id
      from bench_plan p
      join bench_new b on b.g = p.g
      join product_tags t on (p.category = 'clothing' and t.tag_type = 'size' and t.name in ('s', 'm', 'l', 'xl'))
        or (p.category = 'clothing' and t.tag_type = 'gender' and t.name = 'unisex')
        or (p.g % 11 = 0 and t.tag_type = 'promotion' and t.name = 'sale')
    )
    insert into product_tag_assignments (product_id, tag_id)
    select distinct product_id, tag_id from wanted where tag_id is not null
    on conflict do nothing
  `);

  // A third of the products also appear in a second category.
  await tx.execute(sql`
    insert into product_category_assignments (product_id, category_id)
    select b.id, c.id
    from bench_plan p
    join bench_new b on b.g = p.g
    join (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from categories) c
      on c.n = (p.g / 3) % c.total
    left join categories own on own.slug = p.category
    where p.g % 3 = 0 and c.id is distinct from own.id
    on conflict do nothing
  `);

  // Reviews on about 30% of the products, 1–3 each.
  await tx.execute(sql`
    insert into product_reviews (product_id, user_name, rating, review_text, created_at)
    select b.id,
           (${textArray(REVIEWERS)})[1 + (p.g + n) % ${REVIEWERS.length}],
           1 + (p.g * 3 + n) % 5,
           (${textArray(REVIEW_TEXTS)})[1 + (p.g + n * 2) % ${REVIEW_TEXTS.length}],
           now() - make_interval(days => (p.g + n) % 300)
    from bench_plan p
    join bench_new b on b.g = p.g
    cross join lateral generate_series(0, p.g % 3) as n
    where p.g % 10 < 3
  `);
}
