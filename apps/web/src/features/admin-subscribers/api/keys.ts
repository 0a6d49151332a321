import { createQueryKeys } from '@/lib/query-keys';

/** The admin's newsletter subscribers: lists by page, sort, search and status. */
export const adminSubscriberKeys = createQueryKeys('admin', 'newsletter-subscribers');
