import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

/** Stock given back when an order is cancelled or refunded. */
export async function restock(tx: Executor, lines: { productId: number | null; quantity: number }[]): Promise<void> {
  const known = lines.filter((line): line is { productId: number; quantity: number } => line.productId !== null);
  if (known.length === 0) return;
  await tx.execute(sql`
    update ${products} set stock_quantity = ${products.stockQuantity} + given.quantity
    from (values ${sql.join(
      known.map((line) => sql`(${line.productId}::integer, ${line.quantity}::integer)`),
      sql`, `,
    )}) as given(product_id, quantity)
    where ${products.id} = given.product_id`);
}
