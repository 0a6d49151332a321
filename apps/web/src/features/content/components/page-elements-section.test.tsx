import type { PageElement, PageElementsQuery } from '@marquee/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageElementsQueryOptions } from '../api/get-page-elements';
import { PageElementsSection } from './page-elements-section';

const element = (overrides: Partial<PageElement>): PageElement => ({
  id: 1,
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
      <QueryClientProvider client={client}>
        <PageElementsSection {...shown} />
      </QueryClientProvider>,
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
