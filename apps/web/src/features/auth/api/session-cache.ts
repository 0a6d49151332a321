import type { SessionResponse, SessionUser } from '@marquee/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '@/features/account/api/keys';
import { adminKeys } from '@/features/admin/api/keys';
import { cartKeys } from '@/features/cart/api/keys';
import { chatKeys } from '@/features/chat/api/keys';
import { checkoutKeys } from '@/features/checkout/api/keys';
import { orderKeys } from '@/features/orders/api/keys';
import { reviewKeys } from '@/features/reviews/api/keys';
import { wishlistKeys } from '@/features/wishlist/api/keys';
import { authKeys } from './keys';

/**
 * What belongs to one person: their orders, chat, account, cart, wishlist, checkout (its
 * saved address and e-mail) and own reviews. At a change of person none of it may show, not even while it
 * refetches (issue 27, point 1).
 */
const personalKeys = [
  orderKeys.all,
  chatKeys.all,
  accountKeys.all,
  cartKeys.all,
  wishlistKeys.all,
  checkoutKeys.all,
  reviewKeys.all,
];

/**
 * After sign-in, sign-up or sign-out the browser acts for someone else (the server has issued
 * a new guest id too): set the new session at once, forget everything personal (reset: no
 * stale data is shown, and what is on screen refetches for the new person), then refetch the
 * rest.
 */
export async function replaceSession(queryClient: QueryClient, user: SessionUser | null): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.setQueryData<SessionResponse>(authKeys.session(), { user });
  if (!user || user.role !== 'admin') queryClient.removeQueries({ queryKey: adminKeys.all });
  await Promise.all(personalKeys.map((queryKey) => queryClient.resetQueries({ queryKey })));
  await queryClient.invalidateQueries();
}
