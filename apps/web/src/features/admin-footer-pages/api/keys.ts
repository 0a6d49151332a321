import { createQueryKeys } from '@/lib/query-keys';

/** The admin's footer pages: lists by sort and search; one page with its HTML. */
export const adminFooterPageKeys = createQueryKeys('admin', 'footer-pages');
