/**
 * What Dream Box subscribers picked (films and box categories), as staff deletes meet it: a film
 * or category that a subscription still shipping boxes (pending, active or suspended) picked is
 * kept, so a subscriber's picks never vanish. Ended subscriptions lose the pick with it (the
 * tables' cascade).
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { errorCodes } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import {
  dreamBoxSubscriptionCategories,
  dreamBoxSubscriptionFilms,
  dreamBoxSubscriptions,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/** Subscriptions that still ship boxes. */
const shippingStatuses: ['pending', 'active', 'suspended'] = ['pending', 'active', 'suspended'];

type Picked = { filmId: number } | { categoryId: number };

/** How many subscriptions that still ship boxes picked the film or the category. */
async function livePicks(tx: Db, picked: Picked): Promise<number> {
  const link =
    'filmId' in picked
      ? {
          table: dreamBoxSubscriptionFilms,
          subscriptionId: dreamBoxSubscriptionFilms.subscriptionId,
          isPick: eq(dreamBoxSubscriptionFilms.filmId, picked.filmId),
        }
      : {
          table: dreamBoxSubscriptionCategories,
          subscriptionId: dreamBoxSubscriptionCategories.subscriptionId,
          isPick: eq(dreamBoxSubscriptionCategories.dreamBoxCategoryId, picked.categoryId),
        };
  const [row] = await tx
    .select({ n: count() })
    .from(link.table)
    .innerJoin(dreamBoxSubscriptions, eq(dreamBoxSubscriptions.id, link.subscriptionId))
    .where(and(link.isPick, inArray(dreamBoxSubscriptions.status, shippingStatuses)));
  return row?.n ?? 0;
}

/** 409 IN_USE when a subscription that still ships boxes picked the film or category; `instead` says what to do. */
export async function refuseIfPicked(
  tx: Db,
  picked: Picked,
  instead: string,
  fields: Record<string, string>,
): Promise<void> {
  const n = await livePicks(tx, picked);
  if (n === 0) return;
  const what = 'filmId' in picked ? 'film' : 'category';
  throw new AppError(
    409,
    errorCodes.IN_USE,
    `${n} Dream Box subscription${n === 1 ? ' has' : 's have'} picked this ${what}, so it cannot be deleted. ${instead}`,
    fields,
  );
}
