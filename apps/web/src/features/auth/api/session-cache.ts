import type { SessionResponse, SessionUser } from '@marquee/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

/**
 * After sign-in or sign-out everything cached may belong to someone else (cart, wishlist,
 * admin data): set the new session at once, then drop or refetch the rest.
 */
export async function replaceSession(queryClient: QueryClient, user: SessionUser | null): Promise<void> {
  await queryClient.cancelQueries();
  queryClient.setQueryData<SessionResponse>(queryKeys.auth.session(), { user });
  if (!user || user.role !== 'admin') queryClient.removeQueries({ queryKey: queryKeys.admin.all });
  await queryClient.invalidateQueries();
}
