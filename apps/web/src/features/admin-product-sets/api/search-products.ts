import type { ProductSetProduct } from '@marquee/contracts';
import { useProductSearch as useAdminProductSearch } from '@/features/admin-products/api/search-products';

/** The set form's pickers: products by title, with their price. */
export const useProductSearch = (q: string) =>
  useAdminProductSearch(q, ({ id, title, priceCents }): ProductSetProduct => ({ id, title, priceCents }));
