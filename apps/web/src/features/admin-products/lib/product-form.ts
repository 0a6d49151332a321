import type { AdminProductBody, AdminProductDetail, AdminProductUpdate, AdminProductValues } from '@marquee/contracts';

/** The form edits the save body itself (the contract's schema checks it); only the price input shows dollars. */
export type ProductFormValues = Omit<AdminProductValues, 'translations'> & {
  translations: { he: { title: string; description: string } };
};

export const emptyProductForm: ProductFormValues = {
  title: '',
  description: '',
  priceCents: 0,
  stockQuantity: 0,
  categoryId: null,
  categoryIds: [],
  tagIds: [],
  translations: { he: { title: '', description: '' } },
  isBestseller: false,
  bestsellerOrder: null,
  badgeEnabled: false,
  badgeText: '',
  badgeColor: 'red',
  media: [],
};

export function fromProduct(product: AdminProductDetail): ProductFormValues {
  return {
    title: product.title,
    description: product.description,
    priceCents: product.priceCents,
    stockQuantity: product.stockQuantity,
    categoryId: product.categoryId,
    categoryIds: product.categoryIds,
    tagIds: product.tagIds,
    translations: { he: product.translations.he ?? { title: '', description: '' } },
    isBestseller: product.isBestseller,
    bestsellerOrder: product.bestsellerOrder,
    badgeEnabled: product.badgeEnabled,
    badgeText: product.badgeText ?? '',
    badgeColor: product.badgeColor,
    media: product.media,
  };
}

export function toUpdateBody(
  values: AdminProductBody,
  product: AdminProductDetail,
  archived?: boolean,
): AdminProductUpdate {
  return { ...values, version: product.version, ...(archived === undefined ? {} : { archived }) };
}

/** The server's field names (`media.0.url`) mapped to the form's fields. */
export const formFields = [
  'title',
  'description',
  'priceCents',
  'stockQuantity',
  'categoryId',
  'categoryIds',
  'tagIds',
  'translations.he.title',
  'translations.he.description',
  'bestsellerOrder',
  'badgeText',
  'badgeColor',
  'media',
] as const;
