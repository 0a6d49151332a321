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
