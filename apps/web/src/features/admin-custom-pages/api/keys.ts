import { createQueryKeys } from '@/lib/query-keys';

/** The admin's custom pages (under 'admin': never written into a server-rendered page). */
export const adminCustomPageKeys = createQueryKeys('admin', 'custom-pages');
