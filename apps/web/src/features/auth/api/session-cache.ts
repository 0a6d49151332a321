import type { SessionResponse, SessionUser } from '@marquee/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { adminKeys } from '@/features/admin/api/keys';
import { authKeys } from './keys';

/**
 * After sign-in or sign-out everything cached may belong to someone else (cart, wishlist,
 * admin data): set the new session at once, then drop or refetch the rest.
 */
export async function replaceSession(queryClient: QueryClient, user: SessionUser | null): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.setQueryData<SessionResponse>(authKeys.session(), { user });
  if (!user || user.role !== 'admin') queryClient.removeQueries({ queryKey: adminKeys.all });
  await queryClient.invalidateQueries();
}
