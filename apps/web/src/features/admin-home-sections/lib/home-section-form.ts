import {
  HOME_SECTION_DEFAULTS,
  homeSectionBodySchema,
  homeSectionTranslatedFields,
  type AdminHomeSection,
  type AdminHomeSectionProduct,
  type HomeSectionBody,
  type HomeSectionInput,
} from '@marquee/contracts';
import { get, set, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import { hebrewFormTexts, translatedFieldOf } from '@/components/admin/translated-fields';
import { localizedResolver } from '@/lib/zod-resolver';

type TranslatedField = (typeof homeSectionTranslatedFields)[number];

/** What the section form edits: the English and Hebrew texts, the numbers as typed, the products as the picker's rows in order. */
export interface HomeSectionFormValues {
  title: string;
  description: string;
  translations: { he: Record<TranslatedField, string> };
  sectionOrder: string;
  maxProductsDisplay: string;
  isActive: boolean;
  products: AdminHomeSectionProduct[];
}

/** ADM-HSEC-03: order 0, max products 10, active. */
export const emptyHomeSectionForm: HomeSectionFormValues = {
  title: '',
  description: '',
  translations: { he: hebrewFormTexts(homeSectionTranslatedFields) },
  sectionOrder: String(HOME_SECTION_DEFAULTS.sectionOrder),
  maxProductsDisplay: String(HOME_SECTION_DEFAULTS.maxProductsDisplay),
  isActive: HOME_SECTION_DEFAULTS.isActive,
  products: [],
};

export function fromHomeSection(section: AdminHomeSection): HomeSectionFormValues {
  return {
    title: section.title,
    description: section.description,
    translations: { he: hebrewFormTexts(homeSectionTranslatedFields, section.translations) },
    sectionOrder: String(section.sectionOrder),
    maxProductsDisplay: String(section.maxProductsDisplay),
    isActive: section.isActive,
    products: section.products,
  };
}

/** Typed digits as a number; blank or anything else is NaN (the schema says what is wrong). */
const toNumber = (text: string) => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : Number.NaN);

/** ADM-HSEC-04: the body the form sends; the products' order is their place in the list. */
export function toHomeSectionBody(values: HomeSectionFormValues): HomeSectionBody {
  return {
    title: values.title,
    description: values.description,
    translations: values.translations,
    sectionOrder: toNumber(values.sectionOrder),
    maxProductsDisplay: toNumber(values.maxProductsDisplay),
    isActive: values.isActive,
    products: values.products.map((product, sortOrder) => ({ productId: product.id, sortOrder })),
  };
}

const fieldOf: Record<string, keyof HomeSectionFormValues> = {
  title: 'title',
  description: 'description',
  sectionOrder: 'sectionOrder',
  maxProductsDisplay: 'maxProductsDisplay',
  isActive: 'isActive',
  products: 'products',
};

/** The English texts, for the language tabs. */
export const homeSectionEnglishFields = ['title', 'description'] as const;

/** Which form field shows the API's message about a body field (`products.0.sortOrder` goes on products). */
export const formFieldOf = (name: string): FieldPath<HomeSectionFormValues> | undefined =>
  (translatedFieldOf(name) as FieldPath<HomeSectionFormValues> | undefined) ?? fieldOf[name.split('.')[0]!];

/** The form's resolver: the server's own schema (homeSectionBodySchema), so the form and the API say the same thing. */
export const homeSectionResolver: Resolver<HomeSectionFormValues, unknown, HomeSectionInput> = localizedResolver<
  HomeSectionFormValues,
  unknown,
  HomeSectionInput
>((values) => {
  const parsed = homeSectionBodySchema.safeParse(toHomeSectionBody(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<HomeSectionFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = formFieldOf(issue.path.join('.'));
    if (field && !get(errors, field)) set(errors, field, { type: issue.code, message: issue.message });
  }
  return { values: {}, errors };
});
