import { describe, expect, it } from 'vitest';
import { localizedUrl, splitLanguagePath } from './language-path.js';

describe('language in the address (issue 29)', () => {
  it('reads Hebrew from the /he prefix and English from everything else', () => {
    expect(splitLanguagePath('/he/product/5?x=1')).toEqual({ language: 'he', url: '/product/5?x=1' });
    expect(splitLanguagePath('/he')).toEqual({ language: 'he', url: '/' });
    expect(splitLanguagePath('/he/')).toEqual({ language: 'he', url: '/' });
    expect(splitLanguagePath('/he?page=2')).toEqual({ language: 'he', url: '/?page=2' });
    expect(splitLanguagePath('/product/5')).toEqual({ language: 'en', url: '/product/5' });
    // A page whose name merely starts with the letters is not Hebrew.
    expect(splitLanguagePath('/help')).toEqual({ language: 'en', url: '/help' });
    expect(splitLanguagePath('/')).toEqual({ language: 'en', url: '/' });
  });

  it('writes an address in a language, the inverse of reading it', () => {
    expect(localizedUrl('he', '/product/5?x=1')).toBe('/he/product/5?x=1');
    expect(localizedUrl('he', '/')).toBe('/he');
    expect(localizedUrl('he', '/?page=2')).toBe('/he?page=2');
    expect(localizedUrl('en', '/product/5')).toBe('/product/5');
    for (const url of ['/', '/films', '/category/3?page=2', '/?q=1']) {
      expect(splitLanguagePath(localizedUrl('he', url))).toEqual({ language: 'he', url });
    }
  });
});
