import { createQueryKeys } from '@/lib/query-keys';

/**
 * The session's orders and one order by number. Personal:
 * never in the server-rendered allow-list (ssr/shared-queries.ts), so the browser fetches them
 * with the shopper's cookies.
 */
export const orderKeys = createQueryKeys('orders');
