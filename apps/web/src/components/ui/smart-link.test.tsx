import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SmartLink } from './smart-link';

/** Rendered inside a router, since a site path is an in-app link. */
function render(href: string) {
  const router = createMemoryRouter([{ path: '/', element: <SmartLink href={href}>Go</SmartLink> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('SmartLink (issue 14: an admin-written link)', () => {
  it('a site path stays in this tab, a web address opens a new one, an anchor stays an anchor', () => {
    expect(render('/films')).toContain('href="/films"');
    expect(render('/films')).not.toContain('target=');
    expect(render('https://example.com/x')).toContain('target="_blank" rel="noopener noreferrer"');
    expect(render('#top')).toContain('href="#top"');
  });

  it.each([
    'javascript:alert(1)',
    ' JaVa\tScript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    '/\\evil.example/x',
  ])('%j is no link at all: the text stays, no href', (href) => {
    const html = render(href);
    expect(html).toContain('<span>Go</span>');
    expect(html).not.toContain('href=');
  });
});
