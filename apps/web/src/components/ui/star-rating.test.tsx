import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

/** Counts the stars in the markup: full (a filled outline), half (an empty outline with a filled half), empty. */
function stars(rating: number) {
  const html = renderToStaticMarkup(<StarRating rating={rating} label={`Rated ${rating} out of 5`} />);
  const groups = [...html.matchAll(/<g data-star="(\w+)"[^>]*>(.*?)<\/g>/g)];
  const count = (kind: string, check: (inner: string) => boolean) =>
    groups.filter(([, star, inner]) => star === kind && check(inner ?? '')).length;
  const filledPaths = (inner: string) => (inner.match(/class="fill-current/g) ?? []).length;
  return {
    full: count('full', (inner) => filledPaths(inner) === 1),
    half: count('half', (inner) => inner.includes('text-zinc-300') && filledPaths(inner) === 1),
    empty: count('empty', (inner) => inner.includes('text-zinc-300') && filledPaths(inner) === 0),
    total: groups.length,
    html,
  };
}

describe('star rating', () => {
  it('SF-CARD-04 4.5 shows 4 full stars and a half star, 5 in total', () => {
    expect(stars(4.5)).toMatchObject({ full: 4, half: 1, empty: 0, total: 5 });
  });

  it('SF-CARD-04 4.4 shows 4 full stars and one empty star', () => {
    expect(stars(4.4)).toMatchObject({ full: 4, half: 0, empty: 1 });
  });

  it('SF-CARD-04 0 shows five empty stars and 3.5 shows 3 full, a half and one empty', () => {
    expect(stars(0)).toMatchObject({ full: 0, half: 0, empty: 5 });
    expect(stars(3.5)).toMatchObject({ full: 3, half: 1, empty: 1 });
  });

  it('issue 15 draws its stars from the page sprite, not with paths of its own', () => {
    const { html } = stars(3.5);
    expect(html).not.toContain('<path');
    expect(html.match(/href="#marquee-icon-star"/g)).toHaveLength(5);
    expect(html.match(/href="#marquee-icon-star-half"/g)).toHaveLength(1);
  });

  it('SF-CARD-04 carries its accessible label', () => {
    expect(stars(4.5).html).toContain('role="img" aria-label="Rated 4.5 out of 5"');
  });
});
