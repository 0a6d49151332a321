import { readContentBlocks } from '@marquee/contracts';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import { ContentBlocks } from './content-blocks';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

/** As the storefront and the admin's preview draw stored blocks. */
const render = (stored: unknown) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ContentBlocks blocks={readContentBlocks(stored)} />
    </I18nextProvider>,
  );

describe('content blocks (CP-08, CP-09), shared by /custom/{slug} and the admin preview', () => {
  it('CP-08 draws text, headings (level 2 without one) and images; other types are named as unsupported', () => {
    const html = render([
      { type: 'heading', content: 'Top', level: 1 },
      { type: 'heading', content: 'Plain' },
      { type: 'text', content: 'Body text' },
      { type: 'image', src: '/media/a.png', alt: 'An image', caption: 'A caption' },
      { type: 'carousel', slides: [] },
      // A known type that breaks its schema reads as unsupported, as on the storefront.
      { type: 'image', alt: 'no src' },
    ]);
    expect(html).toContain('>Top</h2>');
    expect(html).toContain('>Plain</h3>');
    expect(html).toContain('>Body text</p>');
    expect(html).toContain('alt="An image"');
    expect(html).toContain('<figcaption class="text-center text-sm text-zinc-500">A caption</figcaption>');
    expect(html).toContain('Unsupported content type: carousel');
    expect(html).toContain('Unsupported content type: image');
  });

  it('CP-09 no blocks reads "No content available."', () => {
    expect(render([])).toContain('No content available.');
    expect(render('not a list')).toContain('No content available.');
  });

  it('block texts are text: markup in them is escaped, never drawn', () => {
    const html = render([
      { type: 'text', content: '<script>alert(1)</script>' },
      { type: 'heading', content: '<img src=x onerror=alert(1)>' },
      { type: '<b>bold</b>' },
    ]);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
