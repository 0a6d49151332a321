/**
 * The admin's customer list (issue 12): customer accounts with their paid orders and what they
 * spent, searchable, sortable, paged by offset.
 *
 * One query per page plus one count. The orders are aggregated per user in one of two shapes,
 * so 100,000 customers stay quick: for the joined and name sorts a LATERAL subquery runs only
 * for the page's 25 rows (the joined sorts read users_created_at_idx in order and stop at the
 * page), each an index lookup on orders_user_id_created_at_idx; the spent and orders sorts need
 * every customer's totals, so there the orders are grouped once by user_id and hash-joined.
 */
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/like-pattern.js';
import type { z } from 'zod';
import type {
  AdminCustomerList,
  AdminCustomerRow,
  adminCustomerListQuerySchema,
  OrderStatusName,
} from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { orders, profiles, user } from '../../db/schema/index.js';

/** Orders that were paid and kept: pending ones were never paid, cancelled and refunded were given back. */
export const paidOrderStatuses = ['processing', 'shipping', 'delivered'] as const satisfies readonly OrderStatusName[];

// A user without a profile row (an admin-made account) shows the name better-auth keeps.
const firstName = sql<string>`coalesce(${profiles.firstName}, split_part(${user.name}, ' ', 1))`;
const lastName = sql<string>`coalesce(${profiles.lastName}, '')`;

/** The customer columns of a row; the order figures come from whichever aggregate the sort uses. */
export const customerColumns = {
  id: user.id,
  email: user.email,
  emailVerified: user.emailVerified,
  createdAt: user.createdAt,
  banned: user.banned,
  firstName,
  lastName,
};

interface CustomerColumns {
  id: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  banned: boolean | null;
  firstName: string;
  lastName: string;
}

export function toCustomerRow(row: CustomerColumns & { orderCount: number; spent: number }): AdminCustomerRow {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerified,
    orderCount: row.orderCount,
    totalSpentCents: row.spent,
    joinedAt: row.createdAt.toISOString(),
    disabled: row.banned ?? false,
  };
}

/** Name or e-mail containing the search, any case; "Ada Love" matches across the two names. */
function searchCondition(q: string): SQL {
  const pattern = containsPattern(q);
  return ilike(sql`${firstName} || ' ' || ${lastName} || ' ' || ${user.email}`, pattern);
}

const paidOrders = inArray(orders.status, paidOrderStatuses);

function perCustomerLateral(db: Db) {
  return db
    .select({
      orderCount: sql<number>`count(*)::int`.as('order_count'),
      spent: sql<number>`coalesce(sum(${orders.totalCents}), 0)::bigint`.mapWith(Number).as('spent'),
    })
    .from(orders)
    .where(and(eq(orders.userId, user.id), paidOrders))
    .as('paid');
}

function groupedByCustomer(db: Db) {
  return db
    .select({
      userId: orders.userId,
      orderCount: sql<number>`count(*)::int`.as('order_count'),
      spent: sql<number>`sum(${orders.totalCents})::bigint`.mapWith(Number).as('spent'),
    })
    .from(orders)
    .where(paidOrders)
    .groupBy(orders.userId)
    .as('paid');
}

/** The query after validation, defaults filled in. */
type ListQuery = z.output<typeof adminCustomerListQuerySchema>;

export async function listCustomersForAdmin(db: Db, query: ListQuery): Promise<AdminCustomerList> {
  const { page, pageSize, sort, q } = query;
  const where = and(eq(user.role, 'customer'), q ? searchCondition(q) : undefined);
  const offset = (page - 1) * pageSize;
  // The id breaks ties, so a page boundary never shows a customer twice or skips one.
  const tieBreak = desc(user.id);

  const pageQuery = async () => {
    if (sort === 'spent_desc' || sort === 'orders_desc') {
      const paid = groupedByCustomer(db);
      const orderCount = sql<number>`coalesce(${paid.orderCount}, 0)`.mapWith(Number);
      const spent = sql<number>`coalesce(${paid.spent}, 0)`.mapWith(Number);
      const first = sort === 'spent_desc' ? [desc(spent), desc(orderCount)] : [desc(orderCount), desc(spent)];
      return db
        .select({ ...customerColumns, orderCount, spent })
        .from(user)
        .leftJoin(profiles, eq(profiles.userId, user.id))
        .leftJoin(paid, eq(paid.userId, user.id))
        .where(where)
        .orderBy(...first, desc(user.createdAt), tieBreak)
        .limit(pageSize)
        .offset(offset);
    }
    const order =
      sort === 'joined_asc'
        ? [asc(user.createdAt), asc(user.id)]
        : sort === 'name_asc'
          ? [asc(sql`lower(${firstName})`), asc(sql`lower(${lastName})`), asc(user.email), asc(user.id)]
          : [desc(user.createdAt), tieBreak];
    // The page's ids first, on their own: with the orders' lateral in the same query the
    // planner sums every customer's orders before it sorts; alone, the joined sorts walk
    // users_created_at_idx and stop after the page (the profile join drops out when unused).
    const pageIds = db
      .select({ id: sql<string>`${user.id}`.as('page_id') })
      .from(user)
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset(offset)
      .as('page_ids');
    const paid = perCustomerLateral(db);
    return db
      .select({ ...customerColumns, orderCount: paid.orderCount, spent: paid.spent })
      .from(user)
      .innerJoin(pageIds, eq(pageIds.id, user.id))
      .leftJoin(profiles, eq(profiles.userId, user.id))
      .leftJoinLateral(paid, sql`true`)
      .orderBy(...order);
  };

  const countQuery = db.select({ n: count() }).from(user).where(where).$dynamic();
  // The profile is joined for counting only when the search reads the names.
  if (q) countQuery.leftJoin(profiles, eq(profiles.userId, user.id));

  const [rows, [counted]] = await Promise.all([pageQuery(), countQuery]);
  return {
    items: rows.map((row) => toCustomerRow({ ...row, orderCount: row.orderCount ?? 0, spent: row.spent ?? 0 })),
    total: counted?.n ?? 0,
    page,
    pageSize,
  };
}
