/** Admin-placed elements of one page: page type and the page's id or slug. */
export const pageElementKeys = {
  all: ['pageElements'] as const,
  forPage: (pageType: string, pageId: string) => ['pageElements', pageType, pageId] as const,
};

/** Content pages by slug: `page` is /page/{slug}, `custom` is /custom/{slug}. */
export const pageKeys = {
  all: ['pages'] as const,
  page: (slug: string) => ['pages', 'page', slug] as const,
  custom: (slug: string) => ['pages', 'custom', slug] as const,
};
