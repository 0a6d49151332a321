/**
 * The admin's coupons (issue 11): list with usage counts, create, edit, deactivate, and delete
 * while no order has used the code. The body schemas (contracts) check each field; the rules
 * between fields are checked here again on the coupon as it will be after an edit, so a bad
 * coupon is a 400 naming the field and never a database check failure.
 */
import { and, count, desc, eq, ilike, inArray, notExists, sql } from 'drizzle-orm';
import {
  couponRuleIssues,
  errorCodes,
  type AdminCoupon,
  type AdminCouponList,
  type AdminCouponListQuery,
  type CouponCreate,
  type CouponUpdate,
} from '@marquee/contracts';
import type { Db } from '../../../db/client.js';
import { coupons, orders, type Coupon, type NewCoupon } from '../../../db/schema/index.js';
import { AppError, notFound } from '../../../lib/errors.js';
import { containsPattern } from '../../../lib/like-pattern.js';
import { readPage } from '../../../lib/paged-list.js';
import { auditTrail, type AdminActor } from '../../audit/record.js';

const audit = auditTrail('coupons');
const noCoupon = () => notFound('No coupon with this code.');

/** A 400 like a schema failure's: `fields` names each bad field. */
function invalid(fields: Record<string, string>): AppError {
  const [field, message] = Object.entries(fields)[0]!;
  return new AppError(400, errorCodes.VALIDATION_FAILED, `${field}: ${message}`, fields);
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toAdminCoupon(coupon: Coupon, orderCount: number): AdminCoupon {
  return {
    code: coupon.code,
    kind: coupon.kind,
    percentOff: coupon.percentOff,
    amountOffCents: coupon.amountOffCents,
    minSubtotalCents: coupon.minSubtotalCents,
    startsAt: iso(coupon.startsAt),
    endsAt: iso(coupon.endsAt),
    usageLimit: coupon.usageLimit,
    perCustomerLimit: coupon.perCustomerLimit,
    isActive: coupon.isActive,
    timesUsed: coupon.timesUsed,
    orderCount,
    createdAt: coupon.createdAt.toISOString(),
  };
}

/** How many orders carry each code, in one grouped query for a page of coupons. */
async function orderCounts(db: Db, codes: string[]): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: orders.couponCode, n: count() })
    .from(orders)
    .where(inArray(orders.couponCode, codes))
    .groupBy(orders.couponCode);
  return new Map(rows.map((row) => [row.code!, row.n]));
}

async function withOrderCount(db: Db, coupon: Coupon): Promise<AdminCoupon> {
  const counts = await orderCounts(db, [coupon.code]);
  return toAdminCoupon(coupon, counts.get(coupon.code) ?? 0);
}

/** Newest first; `q` matches any part of the code, in any case. */
export async function listCouponsForAdmin(db: Db, query: AdminCouponListQuery): Promise<AdminCouponList> {
  const { page, pageSize } = query;
  const where = query.q ? ilike(coupons.code, containsPattern(query.q)) : undefined;
  const { rows, total } = await readPage(
    db,
    query,
    db.select().from(coupons).where(where).orderBy(desc(coupons.createdAt), coupons.code).$dynamic(),
    { table: coupons, where },
  );
  const counts = await orderCounts(
    db,
    rows.map((row) => row.code),
  );
  return {
    items: rows.map((row) => toAdminCoupon(row, counts.get(row.code) ?? 0)),
    total,
    page,
    pageSize,
  };
}

export async function getCouponForAdmin(db: Db, code: string): Promise<AdminCoupon> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (!coupon) throw noCoupon();
  return withOrderCount(db, coupon);
}

const toDate = (value: string | null) => (value === null ? null : new Date(value));

/** A new code; 409 naming `code` when it exists (in any case: codes are stored upper-case). */
export async function createCoupon(db: Db, actor: AdminActor, body: CouponCreate): Promise<AdminCoupon> {
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(coupons)
      .values({ ...body, startsAt: toDate(body.startsAt), endsAt: toDate(body.endsAt) })
      .onConflictDoNothing({ target: coupons.code })
      .returning();
    if (!row)
      throw new AppError(409, errorCodes.COUPON_CODE_TAKEN, `A coupon with the code ${body.code} already exists.`, {
        code: 'This code is already taken',
      });
    await audit.created(tx, actor, row.code, row);
    return row;
  });
  return toAdminCoupon(created, 0);
}

const otherKindAmounts: Record<Coupon['kind'], Array<'percentOff' | 'amountOffCents'>> = {
  percent: ['amountOffCents'],
  fixed: ['percentOff'],
  free_shipping: ['percentOff', 'amountOffCents'],
};

/** The coupon as it will be: the change over the stored one; a new kind clears the other kind's amount unless set. */
export function applyCouponUpdate(current: Coupon, change: CouponUpdate): Omit<NewCoupon, 'code'> {
  const next = {
    ...current,
    ...change,
    startsAt: change.startsAt === undefined ? current.startsAt : toDate(change.startsAt),
    endsAt: change.endsAt === undefined ? current.endsAt : toDate(change.endsAt),
  };
  if (change.kind !== undefined && change.kind !== current.kind)
    for (const field of otherKindAmounts[change.kind]) if (change[field] === undefined) next[field] = null;
  const { code: _code, timesUsed: _timesUsed, createdAt: _createdAt, ...values } = next;
  return values;
}

/** Edits any field but the code; `{ isActive: false }` deactivates. */
export async function updateCoupon(
  db: Db,
  actor: AdminActor,
  code: string,
  change: CouponUpdate,
): Promise<AdminCoupon> {
  const updated = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
    if (!current) throw noCoupon();
    const values = applyCouponUpdate(current, change);
    const issues = couponRuleIssues({
      kind: values.kind ?? current.kind,
      percentOff: values.percentOff ?? null,
      amountOffCents: values.amountOffCents ?? null,
      startsAt: values.startsAt ?? null,
      endsAt: values.endsAt ?? null,
    });
    if (Object.keys(issues).length > 0) throw invalid(issues);
    const [row] = await tx.update(coupons).set(values).where(eq(coupons.code, code)).returning();
    await audit.updated(tx, actor, code, current, row);
    return row!;
  });
  return withOrderCount(db, updated);
}

/**
 * Removes a coupon no order has used. One that has been used keeps its row (orders name it and
 * its limits count it): 409, deactivate it instead.
 */
export async function deleteUnusedCoupon(db: Db, actor: AdminActor, code: string): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(coupons)
      .where(
        and(
          eq(coupons.code, code),
          eq(coupons.timesUsed, 0),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(orders)
              .where(eq(orders.couponCode, code)),
          ),
        ),
      )
      .returning();
    if (rows[0]) await audit.deleted(tx, actor, code, rows[0]);
    return rows;
  });
  if (deleted.length > 0) return;
  const [exists] = await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.code, code));
  if (!exists) throw noCoupon();
  throw new AppError(
    409,
    errorCodes.COUPON_IN_USE,
    'This coupon has been used by orders, so it cannot be deleted. Deactivate it instead.',
    { code: 'Used by orders: deactivate it instead' },
  );
}
