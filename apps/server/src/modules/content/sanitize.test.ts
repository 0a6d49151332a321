import { describe, expect, it } from 'vitest';
import { sanitizePageHtml } from './sanitize.js';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('R-41 page HTML: data: image sources (issue 14)', () => {
  it('keeps a base64 PNG, JPEG, GIF or WebP image', () => {
    for (const type of ['png', 'jpeg', 'gif', 'webp']) {
      const src = PNG.replace('image/png', `image/${type}`);
      expect(sanitizePageHtml(`<img src="${src}" alt="Dot">`)).toContain(`src="${src}"`);
    }
  });

  it.each([
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
    'data:image/png,<svg onload=alert(1)>',
    ' da\tta:text/html,<script>alert(1)</script>',
    'DATA:TEXT/HTML,x',
  ])('drops %j as an image source and keeps the image and its alt text', (src) => {
    const html = sanitizePageHtml(`<img src="${src.replace(/"/g, '&quot;')}" alt="Still">`);
    expect(html).not.toMatch(/data:/i);
    expect(html).toContain('alt="Still"');
  });

  it('keeps https images as before', () => {
    expect(sanitizePageHtml('<img src="https://images.example.com/a.png" alt="A">')).toContain(
      'src="https://images.example.com/a.png"',
    );
  });
});

// The advisories fixed after sanitize-html 2.17.5 concern SVG animations that retarget a link
// (<set>, <animate>), <meta> refreshes and raw-text elements; those releases need Node 22.12,
// above the store's floor (decision 102). 2.17.5 is safe here while the allow-list keeps none of
// those elements: this fails if one is allowed.
describe('R-41 page HTML: the elements of the advisories after sanitize-html 2.17.5', () => {
  it.each([
    [
      'an SVG <set> retargeting a link',
      '<svg><a href="#top"><set attributeName="href" to="javascript:alert(1)"/>Mark</a></svg>',
    ],
    [
      'an SVG <animate> list',
      '<svg><a href="#top"><animate attributeName="href" values="#top;javascript:alert(1)"/>Mark</a></svg>',
    ],
    ['a prefixed animation', '<svg:animate attributeName="xlink:href" values="javascript:alert(1)"/>Mark'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">Mark'],
    ['a raw-text element', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">Mark</p></noscript>'],
  ])('drops %s', (_label, html) => {
    const clean = sanitizePageHtml(html);
    expect(clean).not.toMatch(/<(svg|set|animate|meta|noscript)\b|javascript:|<img[^>]*onerror/i);
    expect(clean).toContain('Mark');
  });
});
