import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { emptyProductSetForm, fromProductSet, productSetResolver, type ProductSetFormValues } from './product-set-form';

const resolve = (values: ProductSetFormValues) =>
  productSetResolver({ invalidPrice: 'Enter a price' })(values, undefined, {} as ResolverOptions<ProductSetFormValues>);

const hoodie = { id: 7, title: 'Hoodie', priceCents: 5000 };
const mug = { id: 9, title: 'Mug', priceCents: 1500 };

describe('product set form', () => {
  it('ADM-SET-01 sends the body the API takes: cents, ids in order, the image URL or null', async () => {
    const result = await resolve({
      ...emptyProductSetForm,
      name: '  Movie night ',
      price: '59.99',
      image: [{ id: 'a', url: '/media/uploads/a.webp', type: 'image', name: 'a.webp', alt: '' }],
      products: [mug, hoodie],
      targets: [hoodie],
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      name: 'Movie night',
      description: '',
      translations: { he: { name: '', description: '' } },
      priceCents: 5999,
      imageUrl: '/media/uploads/a.webp',
      productIds: [9, 7],
      targetProductIds: [7],
      isActive: true,
    });
  });

  it("puts the shared schema's messages on the form's fields", async () => {
    const result = await resolve({ ...emptyProductSetForm, name: ' ', price: '1.999' });
    expect(result.errors.name?.message).toBe('Name is required');
    expect(result.errors.price?.message).toBe('Enter a price');
    expect(result.errors.products?.message).toBe('Choose at least one product');
  });

  it('issue 29 a too-long Hebrew name is an error on the Hebrew field, not the English one', async () => {
    const result = await resolve({
      ...emptyProductSetForm,
      name: 'Set',
      price: '10',
      translations: { he: { name: 'ס'.repeat(121), description: '' } },
    });
    expect(result.errors.translations?.he?.name?.message).toBe('Name must have at most 120 characters');
    expect(result.errors.name).toBeUndefined();
  });

  it('fills the form from a stored set', () => {
    expect(
      fromProductSet({
        id: 1,
        name: 'Set',
        description: 'd',
        priceCents: 1050,
        imageUrl: null,
        isActive: false,
        translations: { he: { name: 'סט', description: '' } },
        products: [hoodie],
        targets: [],
        createdAt: '',
        updatedAt: '',
      }),
    ).toMatchObject({
      price: '10.50',
      image: [],
      products: [hoodie],
      isActive: false,
      translations: { he: { name: 'סט', description: '' } },
    });
  });
});
