import { createQueryKeys } from '@/lib/query-keys';

/** The admin's page elements: lists by page type, sort and search; one element. */
export const adminPageElementKeys = createQueryKeys('admin', 'page-elements');
