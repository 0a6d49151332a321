import type { PageElement, PageElementsQuery } from '@marquee/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageElementsQueryOptions } from '../api/get-page-elements';
import { PageElementsSection } from './page-elements-section';

const element = (overrides: Partial<PageElement>): PageElement => ({
  id: 1,
  translations: {},
  elementType: 'text',
  title: '',
  content: '',
  mediaUrl: null,
  isClickable: false,
  destinationUrl: null,
  buttonText: null,
  buttonColor: '#3b82f6',
  backgroundColor: '#ffffff',
  textColor: '#000000',
  ...overrides,
});

/** Renders the section with the page's elements already answered by the API (cached). */
function render({ elements, ...page }: PageElementsQuery & { elements: PageElement[] }) {
  const client = new QueryClient();
  client.setQueryData(pageElementsQueryOptions(page).queryKey, elements);
  return (shown: Parameters<typeof PageElementsSection>[0]) =>
    renderToStaticMarkup(
      <MemoryRouter>
        <QueryClientProvider client={client}>
          <PageElementsSection {...shown} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
}

describe('page elements on product, category and custom pages', () => {
  it('R-42 shows the elements the API returns for that page, in the order given', () => {
    const show = render({
      pageType: 'product',
      pageId: '12',
      elements: [element({ id: 2, title: 'Gift wrap' }), element({ id: 1, title: 'Second' })],
    });
    const html = show({ pageType: 'product', pageId: '12' });
    expect(html.indexOf('Gift wrap')).toBeGreaterThan(-1);
    expect(html.indexOf('Gift wrap')).toBeLessThan(html.indexOf('Second'));
    // Another page's query is not answered from this one's cache.
    expect(show({ pageType: 'product', pageId: '13' })).toBe('');
  });

  it('R-42 custom pages are keyed by slug, and a page without elements renders nothing', () => {
    const show = render({ pageType: 'custom', pageId: 'about-us', elements: [element({ title: 'Questions?' })] });
    expect(show({ pageType: 'custom', pageId: 'about-us' })).toContain('Questions?');
    expect(render({ pageType: 'custom', pageId: 'empty', elements: [] })({ pageType: 'custom', pageId: 'empty' })).toBe(
      '',
    );
  });
});

describe('how each element type is drawn (R-42)', () => {
  const draw = (elements: PageElement[]) =>
    render({ pageType: 'product', pageId: '7', elements })({ pageType: 'product', pageId: '7' });

  it('R-42 a video has controls, is muted and inline, loads only its metadata and never autoplays', () => {
    const html = draw([element({ elementType: 'video', title: 'Trailer', mediaUrl: '/media/trailer.mp4' })]);
    expect(html).toMatch(/<video[^>]*src="\/media\/trailer.mp4"/);
    expect(html).toMatch(/<video[^>]*controls=""/);
    expect(html).toMatch(/<video[^>]*muted=""/);
    expect(html).toMatch(/<video[^>]*playsinline=""/i);
    expect(html).toMatch(/<video[^>]*preload="metadata"/);
    expect(html).not.toContain('autoplay');
  });

  it('R-42 applies the colours, links clickable elements and buttons, and shows text as text', () => {
    const html = draw([
      element({
        id: 1,
        title: '<script>alert(1)</script>',
        content: 'Hello',
        backgroundColor: '#112233',
        textColor: '#ffeedd',
        isClickable: true,
        destinationUrl: '/films',
      }),
      element({
        id: 2,
        elementType: 'button',
        buttonText: 'Shop now',
        buttonColor: '#aa0000',
        destinationUrl: '/products',
      }),
      element({ id: 3, elementType: 'image', title: 'Poster', mediaUrl: 'https://cdn.example/poster.gif' }),
    ]);
    expect(html).toContain('background-color:#112233');
    expect(html).toContain('color:#ffeedd');
    expect(html).toMatch(/<a[^>]*href="\/films"/);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toMatch(/<a[^>]*href="\/products"/);
    expect(html).toContain('background-color:#aa0000');
    expect(html).toContain('Shop now');
    expect(html).toContain('alt="Poster"');
    expect(html.indexOf('/films')).toBeLessThan(html.indexOf('Shop now'));
  });
});
