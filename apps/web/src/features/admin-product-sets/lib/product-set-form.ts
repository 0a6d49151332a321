import {
  productSetBodySchema,
  productSetTranslatedFields,
  type AdminProductSet,
  type MediaItem,
  type ProductSetBody,
  type ProductSetInput,
  type ProductSetProduct,
} from '@marquee/contracts';
import { get, set, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import { localizedResolver } from '@/lib/zod-resolver';
import { centsToDollars, dollarsToCents } from '@/components/admin/dollars';
import { hebrewFormTexts, translatedFieldOf } from '@/components/admin/translated-fields';

/** The image as the upload control holds it. */
export type ProductSetImage = MediaItem & { alt: string };

type TranslatedField = (typeof productSetTranslatedFields)[number];

/** What the set form edits: the English and Hebrew texts, the price as dollars text, products as chips, the image as an upload item. */
export interface ProductSetFormValues {
  name: string;
  description: string;
  translations: { he: Record<TranslatedField, string> };
  /** US dollars, `59.99`. */
  price: string;
  image: ProductSetImage[];
  products: ProductSetProduct[];
  targets: ProductSetProduct[];
  isActive: boolean;
}

export const emptyProductSetForm: ProductSetFormValues = {
  name: '',
  description: '',
  translations: { he: hebrewFormTexts(productSetTranslatedFields) },
  price: '',
  image: [],
  products: [],
  targets: [],
  isActive: true,
};

/** An uploaded or linked image as an upload-control item. */
function imageItem(url: string): ProductSetImage {
  const name = url.split('/').pop() || url;
  return { id: url, url, type: 'image', name, alt: '' };
}

export function fromProductSet(set: AdminProductSet): ProductSetFormValues {
  return {
    name: set.name,
    description: set.description,
    translations: { he: hebrewFormTexts(productSetTranslatedFields, set.translations) },
    price: centsToDollars(set.priceCents),
    image: set.imageUrl ? [imageItem(set.imageUrl)] : [],
    products: set.products,
    targets: set.targets,
    isActive: set.isActive,
  };
}

/** The English texts, for the language tabs. */
export const productSetEnglishFields = ['name', 'description'] as const;

const fieldOf: Record<string, keyof ProductSetFormValues> = {
  name: 'name',
  description: 'description',
  priceCents: 'price',
  imageUrl: 'image',
  productIds: 'products',
  targetProductIds: 'targets',
  isActive: 'isActive',
};

/** Which form field shows a message the API gives for one of its body fields (`productIds.0` goes on products). */
export const formFieldOf = (name: string): FieldPath<ProductSetFormValues> | undefined =>
  (translatedFieldOf(name) as FieldPath<ProductSetFormValues> | undefined) ?? fieldOf[name.split('.')[0]!];

/** The body the form sends, before the server's schema has read it. */
export function toProductSetBody(values: ProductSetFormValues): ProductSetBody {
  return {
    name: values.name,
    description: values.description,
    translations: values.translations,
    priceCents: dollarsToCents(values.price),
    imageUrl: values.image[0]?.url ?? null,
    productIds: values.products.map((product) => product.id),
    targetProductIds: values.targets.map((product) => product.id),
    isActive: values.isActive,
  };
}

/**
 * The form's resolver: reads the inputs (price in dollars, chips to ids), then checks the body
 * with the server's own schema (productSetBodySchema), so the form and the API say the same
 * thing; each message lands on the form field that holds the value.
 */
export function productSetResolver(messages: {
  invalidPrice: string;
}): Resolver<ProductSetFormValues, unknown, ProductSetInput> {
  return localizedResolver<ProductSetFormValues, unknown, ProductSetInput>((values) => {
    const errors: FieldErrors<ProductSetFormValues> = {};
    if (Number.isNaN(dollarsToCents(values.price))) errors.price = { type: 'format', message: messages.invalidPrice };
    const parsed = productSetBodySchema.safeParse(toProductSetBody(values));
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = formFieldOf(issue.path.join('.'));
        if (field && !get(errors, field)) set(errors, field, { type: issue.code, message: issue.message });
      }
    if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
    return { values: {}, errors };
  });
}

/** The sum of the chosen products' prices: what they cost bought separately. */
export const itemsTotalCents = (products: ProductSetProduct[]) =>
  products.reduce((sum, product) => sum + product.priceCents, 0);
