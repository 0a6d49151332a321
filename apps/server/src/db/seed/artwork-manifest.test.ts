import { describe, expect, it } from 'vitest';
import { checkSvg } from '@marquee/demo-artwork';
import { demoArtwork } from './artwork-manifest.js';

describe('demo artwork of the seed', () => {
  it('lists every demo image once, with well-formed SVG', () => {
    const files = [...demoArtwork()];
    expect(new Set(files.map((f) => f.url)).size).toBe(files.length);
    for (const f of files) {
      expect(f.url.startsWith('/media/demo/')).toBe(true);
      expect(f.file).toBe(f.url.replace('/media/', ''));
      expect(checkSvg(f.svg).errors, f.file).toEqual([]);
    }
    expect(files.some((f) => f.url === '/media/demo/logo.svg')).toBe(true);
  });
});
