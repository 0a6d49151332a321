/** Admin-placed elements of one page: page type and the page's id or slug. */
export const pageElementKeys = {
  all: ['pageElements'] as const,
  forPage: (pageType: string, pageId: string) => ['pageElements', pageType, pageId] as const,
};

/**
 * Content pages by slug: `page` is /page/{slug}, `custom` is /custom/{slug}; each in the currency
 * its prices are filled in (decision 098).
 */
export const pageKeys = {
  all: ['pages'] as const,
  page: (slug: string, currency: string) => ['pages', 'page', slug, currency] as const,
  custom: (slug: string, currency: string) => ['pages', 'custom', slug, currency] as const,
};
