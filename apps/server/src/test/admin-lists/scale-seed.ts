/**
 * Generated data for the admin lists at scale (issue 15, decision 073): products, customers
 * with profiles, and orders with their lines, each one set-based INSERT … SELECT over
 * generate_series, so 150,000 products take seconds. Used by the plan test
 * (plans.test.ts) and to fill a copy of the million-product bench database for
 * scale-bench.test.ts; never by the demo seed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

const FIRST_NAMES = ['Ada', 'Ben', 'Chen', 'Dana', 'Eli', 'Fatima', 'Gil', 'Hana', 'Ivan', 'Julia', 'Kofi', 'Lea'];
const LAST_NAMES = ['Levi', 'Smith', 'Cohen', 'Garcia', 'Okafor', 'Tanaka', 'Novak', 'Rossi', 'Dubois', 'Khan'];
const WORDS = ['Vintage', 'Retro', 'Glow', 'Neon', 'Studio', 'Classic', 'Mini', 'Deluxe'];
const KINDS = ['Tee', 'Hoodie', 'Mug', 'Poster', 'Cap', 'Pin', 'Plush', 'Puzzle'];

const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

/**
 * `count` products spread over the store's categories, with stock 0 for one in 23, 1..120 for
 * the rest, one archived in 500, created over the last 4,000 hours (as db/seed/bench-catalog.ts).
 */
export async function seedScaleProducts(db: Db, count: number): Promise<void> {
  await db.execute(sql`
    insert into categories (slug, name)
    select 'scale-' || g, 'Scale category ' || g from generate_series(1, 8) as g
    on conflict (slug) do nothing`);
  await db.execute(sql`
    with cats as (select array_agg(id order by id) as ids from categories)
    insert into products (slug, title, price_cents, stock_quantity, category_id, archived_at, created_at)
    select 'scale-' || g,
           (${textArray(WORDS)})[1 + g % ${WORDS.length}] || ' ' || (${textArray(KINDS)})[1 + (g / 7) % ${KINDS.length}]
             || ' No. ' || g,
           (500 + (g::bigint * 7919) % 20000) / 100 * 100 + 99,
           case when g % 23 = 0 then 0 else (g * 31) % 120 + 1 end,
           cats.ids[1 + g % cardinality(cats.ids)],
           case when g % 500 = 0 then now() end,
           now() - make_interval(hours => g % 4000)
    from generate_series(1, ${count}) as g, cats`);
}

/**
 * `customers` customer accounts (with profiles) and `orders` orders of 1–3 lines each: one in
 * five a guest's, statuses mixed as a store's are, the newest now and one every
 * `orderEverySeconds` before (at 126 s, 500,000 orders span two years and the last 30 days hold
 * about 20,000).
 */
export async function seedScaleCustomersAndOrders(
  db: Db,
  { customers, orders, orderEverySeconds = 126 }: { customers: number; orders: number; orderEverySeconds?: number },
): Promise<void> {
  await db.execute(sql`
    insert into users (id, name, email, email_verified, role, created_at)
    select 'scale-u-' || g,
           (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' '
             || (${textArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] || g,
           'customer' || g || '@example.test',
           g % 3 = 0, 'customer', now() - make_interval(secs => g * 300)
    from generate_series(1, ${customers}) as g`);
  await db.execute(sql`
    insert into profiles (user_id, first_name, last_name)
    select id, split_part(name, ' ', 1), split_part(name, ' ', 2) from users where id like 'scale-u-%'`);
  await db.execute(sql`
    insert into orders (order_number, user_id, guest_id, email, subtotal_cents, total_cents, status,
                        payment_provider, shipping_address, created_at, updated_at)
    select 'MQ-S' || g,
           case when g % 5 <> 0 then 'scale-u-' || (1 + (g * 7) % ${customers}) end,
           case when g % 5 = 0 then 'scale-guest-' || g end,
           'customer' || (1 + (g * 7) % ${customers}) || '@example.test',
           1000 + (g * 37) % 20000, 1500 + (g * 37) % 20000,
           (array['delivered','delivered','delivered','delivered','delivered','delivered',
                  'processing','shipping','cancelled','pending','refunded','delivered'])[1 + g % 12],
           'test',
           jsonb_build_object('name', (${textArray(FIRST_NAMES)})[1 + (g * 7) % ${FIRST_NAMES.length}] || ' '
                                || (${textArray(LAST_NAMES)})[1 + g % ${LAST_NAMES.length}],
                              'line1', g || ' Main St', 'city', 'Springfield', 'postalCode', '12345', 'country', 'US'),
           now() - make_interval(secs => g * ${orderEverySeconds}), now() - make_interval(secs => g * ${orderEverySeconds})
    from generate_series(1, ${orders}) as g`);
  await db.execute(sql`
    with bounds as (select min(id) as low, max(id) - min(id) + 1 as span from products)
    insert into order_items (order_id, product_id, product_name, unit_price_cents, quantity)
    select o.id, bounds.low + (o.id::bigint * 13 + n * 7919) % bounds.span, 'Scale product', 1999, 1 + (o.id + n) % 3
    from orders o cross join bounds cross join lateral generate_series(0, o.id % 3) as n
    where o.order_number like 'MQ-S%'`);
}
