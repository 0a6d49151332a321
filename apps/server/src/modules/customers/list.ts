/**
 * The admin's customer list (issue 12): customer accounts with their paid orders and what they
 * spent, searchable, sortable, paged by offset.
 *
 * At 200,000 customers and 500,000 orders (decision 073) no request reads more than a page and a
 * capped count: the page's ids come first, each sort from an index in its order
 * (users_customers_created_idx, users_customers_name_idx, customer_paid_totals' two); the search
 * is a trigram index (users_customers_search_trgm); the figures are customer_paid_totals, which a trigger
 * keeps as orders change, instead of summing every customer's orders per request.
 */
import { and, asc, count, desc, eq, gt, ilike, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import { ADMIN_LIST_COUNT_CAP } from '@marquee/contracts';
import { containsPattern } from '../../lib/like-pattern.js';
import type { z } from 'zod';
import type {
  AdminCustomerList,
  AdminCustomerRow,
  adminCustomerListQuerySchema,
  OrderStatusName,
} from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { profiles, user } from '../../db/schema/index.js';
import { cappedCount } from '../../lib/capped-count.js';
import { customerPaidTotals } from './paid-totals.js';

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

/**
 * Name or e-mail containing the search, any case; "Ada Love" matches across the two names.
 * users.name is "first last" (the sign-up and every profile save write it), so the text searched
 * is the one users_customers_search_trgm is built on.
 */
export function customerSearchCondition(q: string): SQL {
  return ilike(sql`(${user.name} || ' ' || ${user.email})`, containsPattern(q));
}

/** The query after validation, defaults filled in. */
type ListQuery = z.output<typeof adminCustomerListQuerySchema>;

const paidRanking = {
  spent_desc: [
    desc(customerPaidTotals.spentCents),
    desc(customerPaidTotals.paidOrders),
    desc(customerPaidTotals.userId),
  ],
  orders_desc: [
    desc(customerPaidTotals.paidOrders),
    desc(customerPaidTotals.spentCents),
    desc(customerPaidTotals.userId),
  ],
} as const;

const newestFirst = [desc(user.createdAt), desc(user.id)];
const accountOrder = {
  joined_desc: newestFirst,
  joined_asc: [asc(user.createdAt), asc(user.id)],
  name_asc: [asc(sql`lower(${user.name})`), asc(user.email), asc(user.id)],
} as const;

const hasPaid = gt(customerPaidTotals.paidOrders, 0);

/**
 * The ids of one page, in order. The joined and name sorts walk their users index and stop at
 * the page. The spent and orders sorts walk customer_paid_totals' index (customers who paid, by
 * their figures), then go on with the customers who never paid, newest first.
 */
async function pageIds(
  db: Db,
  sort: ListQuery['sort'],
  where: SQL | undefined,
  { offset, limit, fewMatches }: { offset: number; limit: number; fewMatches: boolean },
) {
  if (sort !== 'spent_desc' && sort !== 'orders_desc' && fewMatches) {
    // A search that matched at most the cap: sort its matches (read from the trigram index). Left
    // to itself the planner, guessing a rare word common, walks the newest-first index to its end
    // looking for 25 matches that are not there (200,000 entries for a word nobody has).
    const matches = db
      .select({
        id: user.id,
        createdAt: user.createdAt,
        lowerName: sql<string>`lower(${user.name})`.as('lower_name'),
        email: user.email,
      })
      .from(user)
      .where(where)
      .limit(ADMIN_LIST_COUNT_CAP + 1)
      .as('matches');
    const matchOrder = {
      joined_desc: [desc(matches.createdAt), desc(matches.id)],
      joined_asc: [asc(matches.createdAt), asc(matches.id)],
      name_asc: [asc(matches.lowerName), asc(matches.email), asc(matches.id)],
    }[sort];
    const rows = await db
      .select({ id: matches.id })
      .from(matches)
      .orderBy(...matchOrder)
      .limit(limit)
      .offset(offset);
    return rows.map((row) => row.id);
  }
  if (sort !== 'spent_desc' && sort !== 'orders_desc') {
    const rows = await db
      .select({ id: user.id })
      .from(user)
      .where(where)
      .orderBy(...accountOrder[sort])
      .limit(limit)
      .offset(offset);
    return rows.map((row) => row.id);
  }
  const payers = () =>
    db
      .select({ id: user.id })
      .from(customerPaidTotals)
      .innerJoin(user, eq(user.id, customerPaidTotals.userId))
      .where(and(hasPaid, where))
      .$dynamic();
  const paying = (
    await payers()
      .orderBy(...paidRanking[sort])
      .limit(limit)
      .offset(offset)
  ).map((row) => row.id);
  if (paying.length === limit) return paying;
  // How many payers come before the never-paid part of the list (at most `offset` are counted).
  const before =
    paying.length > 0
      ? offset + paying.length
      : ((await db.select({ n: count() }).from(payers().limit(offset).as('payers')))[0]?.n ?? 0);
  const neverPaid = await db
    .select({ id: user.id })
    .from(user)
    .where(
      and(
        where,
        notExists(
          db
            .select({ one: sql`1` })
            .from(customerPaidTotals)
            .where(and(eq(customerPaidTotals.userId, user.id), hasPaid)),
        ),
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit - paying.length)
    .offset(Math.max(0, offset - before));
  return [...paying, ...neverPaid.map((row) => row.id)];
}

export async function listCustomersForAdmin(db: Db, query: ListQuery): Promise<AdminCustomerList> {
  const { page, pageSize, sort, q } = query;
  const where = and(eq(user.role, 'customer'), q ? customerSearchCondition(q) : undefined);
  // With a search the count comes first: it says whether the matches are few enough to sort.
  const counted = await cappedCount(db, user, where, ADMIN_LIST_COUNT_CAP);
  const ids = await pageIds(db, sort, where, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
    fewMatches: q !== undefined && q !== '' && !counted.totalIsCapped,
  });
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            ...customerColumns,
            orderCount: sql<number>`coalesce(${customerPaidTotals.paidOrders}, 0)`.mapWith(Number),
            spent: sql<number>`coalesce(${customerPaidTotals.spentCents}, 0)`.mapWith(Number),
          })
          .from(user)
          .leftJoin(profiles, eq(profiles.userId, user.id))
          .leftJoin(customerPaidTotals, eq(customerPaidTotals.userId, user.id))
          .where(inArray(user.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    items: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toCustomerRow(row)] : [];
    }),
    ...counted,
    page,
    pageSize,
  };
}
