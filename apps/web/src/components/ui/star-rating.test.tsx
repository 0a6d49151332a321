import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarRating } from './star-rating';

/** Counts the stars in the markup: filled (fill-current on a full star), half, and empty. */
function stars(rating: number) {
  const html = renderToStaticMarkup(<StarRating rating={rating} label={`Rated ${rating} out of 5`} />);
  const svgs = [...html.matchAll(/<svg[^>]*class="([^"]*)"/g)].map((match) => match[1] ?? '');
  const half = svgs.filter((c) => c.includes('lucide-star-half')).length;
  const full = svgs.filter((c) => !c.includes('lucide-star-half') && c.includes('fill-current')).length;
  // The half star is drawn over an empty outline, which is not a star of its own.
  const empty = svgs.filter((c) => c.includes('text-zinc-300')).length - half;
  return { full, half, empty, html };
}

describe('star rating', () => {
  it('SF-CARD-04 4.5 shows 4 full stars and a half star, 5 in total', () => {
    expect(stars(4.5)).toMatchObject({ full: 4, half: 1, empty: 0 });
  });

  it('SF-CARD-04 4.4 shows 4 full stars and one empty star', () => {
    expect(stars(4.4)).toMatchObject({ full: 4, half: 0, empty: 1 });
  });

  it('SF-CARD-04 0 shows five empty stars and 3.5 shows 3 full, a half and one empty', () => {
    expect(stars(0)).toMatchObject({ full: 0, half: 0, empty: 5 });
    expect(stars(3.5)).toMatchObject({ full: 3, half: 1, empty: 1 });
  });

  it('SF-CARD-04 carries its accessible label', () => {
    expect(stars(4.5).html).toContain('role="img" aria-label="Rated 4.5 out of 5"');
  });
});
