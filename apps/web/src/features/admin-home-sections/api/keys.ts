import { createQueryKeys } from '@/lib/query-keys';

/** The admin's home sections: the list (section order) and one section by id. */
export const adminHomeSectionKeys = createQueryKeys('admin', 'home-sections');
