import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import type { AdminHeroSlide } from '@marquee/contracts';
import {
  emptyHeroSlideForm,
  formFieldOf,
  fromHeroSlide,
  heroSlideResolver,
  type HeroSlideFormValues,
} from './hero-slide-form';

const resolve = (values: HeroSlideFormValues) =>
  heroSlideResolver(values, undefined, {} as ResolverOptions<HeroSlideFormValues>);

const slide: AdminHeroSlide = {
  id: 1,
  title: 'Now Showing',
  subtitle: 'Shop by film',
  description: 'Twelve films',
  imageUrl: '/media/demo/hero.svg',
  cta: 'Explore',
  buttonText: 'Browse films',
  secondButtonText: 'Shop all',
  destinationUrl: '/films',
  secondButtonUrl: '/products',
  buttonColor: '#8b5cf6',
  gradient: 'from-black/80 via-black/40 to-transparent',
  orderIndex: 1,
  translations: {
    he: { title: 'עכשיו', subtitle: '', description: '', button1: '', button2: '', button1_url: '', button2_url: '' },
  },
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('hero slide form', () => {
  it('ADM-HERO-03 a new slide has the default gradient and leaves its order to the server', async () => {
    expect(emptyHeroSlideForm.gradient).toBe('from-purple-900 via-blue-900 to-indigo-900');
    const result = await resolve({ ...emptyHeroSlideForm, en: { ...emptyHeroSlideForm.en, title: 'Sale' } });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ title: 'Sale', orderIndex: undefined, destinationUrl: '', buttonColor: '' });
  });

  it('ADM-HERO-02 spec D-10 the English tab is the slide’s own fields, the Hebrew tab translations.he', async () => {
    const values = fromHeroSlide(slide);
    expect(values.en).toMatchObject({ button1: 'Browse films', button1_url: '/films', button2_url: '/products' });
    const result = await resolve({ ...values, he: { ...values.he, title: 'כותרת' } });
    expect(result.values).toMatchObject({
      buttonText: 'Browse films',
      destinationUrl: '/films',
      secondButtonUrl: '/products',
      buttonColor: '#8b5cf6',
      orderIndex: 1,
      translations: { he: { title: 'כותרת', subtitle: '' } },
    });
  });

  it('a bad field shows its message on the field of its tab; server field names map the same way', async () => {
    const values = fromHeroSlide(slide);
    const result = await resolve({
      ...values,
      en: { ...values.en, button1_url: 'javascript:alert(1)' },
      he: { ...values.he, button2_url: 'http://example.com' },
      buttonColor: 'red',
    });
    expect(result.errors.en?.button1_url?.message).toMatch(/path starting with \//);
    expect(result.errors.he?.button2_url?.message).toMatch(/https/);
    expect(result.errors.buttonColor?.message).toMatch(/colour/);
    expect(formFieldOf('destinationUrl')).toBe('en.button1_url');
    expect(formFieldOf('translations.he.title')).toBe('he.title');
    expect(formFieldOf('imageUrl')).toBe('imageUrl');
  });
});
