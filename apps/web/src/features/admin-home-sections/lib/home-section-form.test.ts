import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { emptyHomeSectionForm, homeSectionResolver, type HomeSectionFormValues } from './home-section-form';

const resolve = (values: HomeSectionFormValues) =>
  homeSectionResolver(values, undefined, {} as ResolverOptions<HomeSectionFormValues>);

const product = (id: number) => ({ id, title: `Product ${id}`, priceCents: 1000, imageUrl: null, archived: false });

describe('home section form', () => {
  it('ADM-HSEC-03 a new section starts at order 0, 10 products shown, active', () => {
    expect(emptyHomeSectionForm).toMatchObject({ sectionOrder: '0', maxProductsDisplay: '10', isActive: true });
  });

  it('ADM-HSEC-04 R-32 sends the products as {productId, sortOrder} in the order the picker shows them', async () => {
    const result = await resolve({
      ...emptyHomeSectionForm,
      title: ' Staff picks ',
      products: [product(9), product(3), product(5)],
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      title: 'Staff picks',
      description: '',
      translations: { he: { title: '', description: '' } },
      sectionOrder: 0,
      maxProductsDisplay: 10,
      isActive: true,
      products: [
        { productId: 9, sortOrder: 0 },
        { productId: 3, sortOrder: 1 },
        { productId: 5, sortOrder: 2 },
      ],
    });
  });

  it('puts the schema’s messages on the fields: title required, whole numbers, at least one product shown', async () => {
    const result = await resolve({ ...emptyHomeSectionForm, title: ' ', sectionOrder: 'x', maxProductsDisplay: '0' });
    expect(result.errors.title?.message).toBe('Title is required');
    expect(result.errors.sectionOrder?.message).toBe('Section order must be a whole number');
    expect(result.errors.maxProductsDisplay?.message).toBe('Show at least 1 product');
  });

  it('issue 29 sends the Hebrew texts as translations.he; a too-long Hebrew title is an error on its field', async () => {
    const hebrew = await resolve({
      ...emptyHomeSectionForm,
      title: 'Staff picks',
      translations: { he: { title: ' בחירות הצוות ', description: '' } },
    });
    expect(hebrew.values).toMatchObject({ translations: { he: { title: 'בחירות הצוות', description: '' } } });
    const long = await resolve({
      ...emptyHomeSectionForm,
      title: 'Staff picks',
      translations: { he: { title: 'א'.repeat(121), description: '' } },
    });
    expect(long.errors.translations?.he?.title?.message).toBe('Title must have at most 120 characters');
    expect(long.errors.title).toBeUndefined();
  });
});
