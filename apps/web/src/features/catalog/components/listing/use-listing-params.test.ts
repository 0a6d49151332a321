import { listingPageLimit } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { LISTING_PAGE_SIZE, parseListingSearch } from './use-listing-params';

describe('parseListingSearch', () => {
  it('issue 15 shows the last page offered for a ?page= past the depth cap (an old link)', () => {
    const last = listingPageLimit(LISTING_PAGE_SIZE);
    expect(parseListingSearch(new URLSearchParams(`page=${last}`)).page).toBe(last);
    expect(parseListingSearch(new URLSearchParams(`page=${last + 1}`)).page).toBe(last);
    expect(parseListingSearch(new URLSearchParams('page=10000')).page).toBe(last);
  });

  it('drops a malformed page', () => {
    for (const page of ['0', '-3', '2.5', 'abc'])
      expect(parseListingSearch(new URLSearchParams(`page=${page}`)).page).toBe(1);
  });
});
