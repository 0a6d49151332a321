import { createQueryKeys } from '@/lib/query-keys';

/** The admin's products: lists by query, one product's form data, and the form's options. */
export const adminProductKeys = {
  ...createQueryKeys('admin-products'),
  formOptions: () => ['admin-products', 'form-options'] as const,
};
