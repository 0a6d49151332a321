import { createQueryKeys } from '@/lib/query-keys';

/** The admin's hero slides: the list (by order). */
export const adminHeroSlideKeys = createQueryKeys('admin', 'hero-slides');
