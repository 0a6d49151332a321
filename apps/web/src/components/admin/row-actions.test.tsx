import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RowActions } from './row-actions';
import { Thumbnail, thumbnailSrc } from './thumbnail';

const noop = () => undefined;

describe('admin kit: RowActions', () => {
  it('View is a link to a new tab; Edit and Delete are buttons named after the item; Delete is red', () => {
    const html = renderToStaticMarkup(
      <RowActions
        view={{ href: '/category/3', label: 'View Posters in the store' }}
        edit={{ label: 'Edit Posters', onClick: noop }}
        remove={{ label: 'Delete Posters', onClick: noop }}
      />,
    );
    expect(html).toMatch(/<a [^>]*href="\/category\/3"[^>]*target="_blank"[^>]*aria-label="View Posters in the store"/);
    expect(html).toMatch(/<button [^>]*aria-label="Edit Posters"/);
    expect(html).toMatch(/<button [^>]*class="[^"]*text-red-700[^"]*"[^>]*aria-label="Delete Posters"/);
    expect(html.indexOf('View Posters')).toBeLessThan(html.indexOf('Edit Posters'));
    expect(html.indexOf('Edit Posters')).toBeLessThan(html.indexOf('Delete Posters'));
  });

  it("the 'text' look shows each action's word; extra actions come before Edit", () => {
    const html = renderToStaticMarkup(
      <RowActions look="text" edit={{ label: 'Edit Jaws', text: 'Edit', onClick: noop }}>
        <button type="button">Hero</button>
      </RowActions>,
    );
    expect(html).toMatch(/aria-label="Edit Jaws"[^>]*>.*Edit<\/button>/);
    expect(html.indexOf('Hero')).toBeLessThan(html.indexOf('Edit Jaws'));
  });
});

describe('admin kit: Thumbnail', () => {
  it('asks for the smallest WebP copy at least twice the drawn width; other addresses stay', () => {
    expect(thumbnailSrc('/media/uploads/a.png', 48)).toBe('/img/160/webp/uploads/a.png');
    expect(thumbnailSrc('/media/uploads/a.png', 192)).toBe('/img/480/webp/uploads/a.png');
    expect(thumbnailSrc('https://example.com/a.png', 48)).toBe('https://example.com/a.png');
    expect(thumbnailSrc('/media/uploads/a.gif', 48)).toBe('/media/uploads/a.gif');
  });

  it('a missing image is one named placeholder', () => {
    const html = renderToStaticMarkup(
      <Thumbnail src={null} width={48} height={48} fallbackLabel="No image" className="size-12" />,
    );
    expect(html).toMatch(/role="img" aria-label="No image"/);
    expect(html).not.toContain('<img');
  });
});
