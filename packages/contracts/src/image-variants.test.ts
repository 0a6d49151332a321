import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariantUrl, mediaPathOf, variantWidths } from './image-variants.js';

describe('image variant URLs', () => {
  it('makes variants only of resizable images under /media', () => {
    expect(mediaPathOf('/media/demo/products/tee/1.svg')).toBe('demo/products/tee/1.svg');
    expect(mediaPathOf('/media/uploads/photo.JPG?v=2')).toBe('uploads/photo.JPG');
    expect(mediaPathOf('https://cdn.example.com/media/a.png')).toBeNull();
    expect(mediaPathOf('/media/uploads/dance.gif')).toBeNull();
    expect(mediaPathOf('data:image/png;base64,AAAA')).toBeNull();
  });

  it('builds /img/<width>/<format>/<path> and a srcset of allowed widths', () => {
    expect(imageVariantUrl('demo/a.svg', 480, 'avif')).toBe('/img/480/avif/demo/a.svg');
    expect(imageVariantUrl('uploads/my poster, v2.png', 480, 'avif')).toBe(
      '/img/480/avif/uploads/my%20poster%2C%20v2.png',
    );
    expect(imageSrcSet('demo/a.svg', 'webp', [160, 320])).toBe(
      '/img/160/webp/demo/a.svg 160w, /img/320/webp/demo/a.svg 320w',
    );
  });

  it('lists widths up to the layout cap, and no wider than a bitmap source (plus the one serving it whole)', () => {
    expect(variantWidths()).toEqual([160, 320, 480, 640, 960, 1280, 1920]);
    expect(variantWidths({ maxWidth: 640 })).toEqual([160, 320, 480, 640]);
    expect(variantWidths({ maxWidth: 500 })).toEqual([160, 320, 480, 640]);
    expect(variantWidths({ rasterWidth: 700 })).toEqual([160, 320, 480, 640, 960]);
    expect(variantWidths({ maxWidth: 4000 })).toEqual([160, 320, 480, 640, 960, 1280, 1920]);
  });
});
