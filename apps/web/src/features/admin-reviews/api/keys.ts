import { createQueryKeys } from '@/lib/query-keys';

/** The admin's reviews: lists by state, search and page, and one review (the reply dialog). */
export const adminReviewKeys = createQueryKeys('admin', 'reviews');
