import type { PageSection } from '@marquee/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageSections } from './page-sections';

const section = (overrides: Partial<PageSection>): PageSection => ({
  id: 1,
  translations: {},
  sectionType: 'text',
  layoutStyle: '',
  heading: '',
  body: '',
  image: null,
  button: null,
  ...overrides,
});

/** Rendered inside a router, since a section's button may be an in-app link. */
function render(sections: PageSection[]) {
  const router = createMemoryRouter([{ path: '/', element: <PageSections sections={sections} /> }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe('custom page sections', () => {
  it('CP-13 draws the parts each type owns: text = heading + body, image = image + caption, cta = heading, body, button', () => {
    const html = render([
      section({
        id: 1,
        sectionType: 'text',
        heading: 'Our story',
        body: 'It began',
        button: { text: 'Ignored', url: '/x' },
      }),
      section({ id: 2, sectionType: 'image', image: { src: '/media/a.png', alt: 'A studio' }, body: 'The studio' }),
      section({
        id: 3,
        sectionType: 'cta',
        heading: 'Join',
        body: 'Monthly',
        button: { text: 'Browse films', url: '/films' },
      }),
    ]);
    expect(html).toContain('<h2 class="text-2xl font-bold tracking-tight text-zinc-950">Our story</h2>');
    expect(html).not.toContain('Ignored');
    expect(html).toMatch(/<img[^>]*alt="A studio"/);
    expect(html).toMatch(/<a[^>]*href="\/films"[^>]*>Browse films<\/a>/);
    // In the order given (the server sends sort_order).
    expect(html.indexOf('Our story')).toBeLessThan(html.indexOf('A studio'));
    expect(html.indexOf('A studio')).toBeLessThan(html.indexOf('Browse films'));
  });

  it('CP-13 the layout style arranges a section; an unknown layout falls back to the plain one', () => {
    const html = render([
      section({ id: 1, heading: 'Centred', layoutStyle: 'centered' }),
      section({ id: 2, heading: 'Boxed', layoutStyle: 'boxed' }),
      section({ id: 3, heading: 'Odd', layoutStyle: 'zigzag' }),
    ]);
    const classOf = (heading: string) =>
      new RegExp(`<section[^>]*class="([^"]*)"[^>]*><div class="grid gap-3"><h2[^>]*>${heading}<`).exec(html)?.[1];
    expect(classOf('Centred')).toContain('text-center');
    expect(classOf('Boxed')).toContain('bg-zinc-100');
    expect(classOf('Odd')).toBe('grid gap-4');
  });

  it('CP-13 an unknown section type renders nothing', () => {
    expect(render([section({ sectionType: 'carousel', heading: 'Hidden' })])).not.toContain('Hidden');
    expect(render([])).toBe('');
  });
});
