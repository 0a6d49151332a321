import type { HeroSlide } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { slideText } from './slide-text';

function slide(overrides: Partial<HeroSlide> = {}): HeroSlide {
  return {
    id: 1,
    title: 'Own title',
    subtitle: 'Own subtitle',
    description: 'Own description',
    imageUrl: '/media/hero.jpg',
    gradient: 'from-black/80',
    destinationUrl: '/products',
    buttonText: 'Own button',
    buttonColor: '#8b5cf6',
    secondButtonText: 'Own second',
    secondButtonUrl: 'https://example.com/trailer',
    translations: {},
    ...overrides,
  };
}

describe('hero slide texts', () => {
  it('SF-HERO-08 SF-I18N-07 texts come from the language, then the English translation, then the own fields', () => {
    const translated = slide({
      translations: {
        he: { title: 'כותרת', button1: 'קנו' },
        en: { title: 'English title', subtitle: 'English subtitle', button1: 'Buy', button2: 'Trailer' },
      },
    });
    const he = slideText(translated, 'he');
    expect(he.title).toBe('כותרת');
    expect(he.subtitle).toBe('English subtitle');
    expect(he.description).toBe('Own description');
    expect(he.primary.label).toBe('קנו');
    expect(he.secondary.label).toBe('Trailer');
    expect(slideText(translated, 'en').title).toBe('English title');
    // Blank translations count as missing.
    expect(slideText(slide({ translations: { he: { title: '  ' } } }), 'he').title).toBe('Own title');
  });

  it("SF-HERO-08 button labels end with 'Shop now' and 'Watch trailer'", () => {
    const bare = slideText(slide({ buttonText: '', secondButtonText: ' ' }), 'he');
    expect(bare.primary.label).toBe('Shop now');
    expect(bare.secondary.label).toBe('Watch trailer');
  });

  it("SF-HERO-09 SF-I18N-07 URLs: language, English, destination_url / second_button_url, then '#'", () => {
    const translated = slide({
      translations: { he: { button1_url: '/he-shop' }, en: { button1_url: '/en-shop', button2_url: '/en-trailer' } },
    });
    expect(slideText(translated, 'he').primary.url).toBe('/he-shop');
    expect(slideText(translated, 'he').secondary.url).toBe('/en-trailer');
    expect(slideText(translated, 'fr').primary.url).toBe('/en-shop');

    const own = slideText(slide(), 'he');
    expect(own.primary.url).toBe('/products');
    expect(own.secondary.url).toBe('https://example.com/trailer');

    const none = slideText(slide({ destinationUrl: '', secondButtonUrl: '' }), 'en');
    expect(none.primary.url).toBe('#');
    expect(none.secondary.url).toBe('#');
  });
});
