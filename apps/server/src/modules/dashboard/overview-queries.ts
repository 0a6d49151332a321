import { sql } from 'drizzle-orm';
import type { AdminOverview } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { categories, films, orders, products, user } from '../../db/schema/index.js';

const count = (table: typeof products | typeof categories | typeof films | typeof orders) =>
  sql<number>`(select count(*)::int from ${table})`;

/** The dashboard Overview's counts, in one round trip. */
export async function getAdminOverview(db: Db): Promise<AdminOverview> {
  const [row] = await db
    .select({
      products: count(products),
      categories: count(categories),
      films: count(films),
      orders: count(orders),
      customers: sql<number>`(select count(*)::int from ${user} where ${user.role} = 'customer')`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}
