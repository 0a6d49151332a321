import type { AdminHomeSectionProduct } from '@marquee/contracts';
import { useProductSearch as useAdminProductSearch } from '@/features/admin-products/api/search-products';

/** The section form's picker: products by title, with their picture and whether they are archived. */
export const useProductSearch = (q: string) =>
  useAdminProductSearch(q, ({ id, title, priceCents, thumbnailUrl, archived }): AdminHomeSectionProduct => ({
    id,
    title,
    priceCents,
    imageUrl: thumbnailUrl,
    archived,
  }));
