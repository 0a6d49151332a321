import { apiPaths } from '@marquee/contracts';
import { createProduct } from '../factories.js';
import type { AuditSamples } from './types.js';

/** Issue 14, Pages › Home Sections and Hero Section: one sample per write route. */
export const homeContentAuditSamples: AuditSamples = (context) => {
  const section = async () => {
    const product = await createProduct(context.store.database.db);
    const created = await context.admin.post(apiPaths.admin.homeSections.href(), {
      title: `Audit section ${context.unique()}`,
      products: [{ productId: product.id, sortOrder: 0 }],
    });
    return (created.json() as { id: number }).id;
  };
  const slide = async () => {
    const created = await context.admin.post(apiPaths.admin.heroSlides.href(), {
      title: `Audit slide ${context.unique()}`,
    });
    return (created.json() as { id: number }).id;
  };
  return {
    'POST /api/admin/home-sections': async () => ({
      path: apiPaths.admin.homeSections.href(),
      body: { title: `Audit section ${context.unique()}` },
      resource: 'home-sections',
    }),
    'PUT /api/admin/home-sections/:sectionId': async () => ({
      path: apiPaths.admin.homeSection.href(await section()),
      body: { title: 'Audit section renamed', isActive: false },
      resource: 'home-sections',
    }),
    'DELETE /api/admin/home-sections/:sectionId': async () => ({
      path: apiPaths.admin.homeSection.href(await section()),
      resource: 'home-sections',
    }),
    'POST /api/admin/hero-slides': async () => ({
      path: apiPaths.admin.heroSlides.href(),
      body: { title: `Audit slide ${context.unique()}` },
      resource: 'hero-slides',
    }),
    'PUT /api/admin/hero-slides/:slideId': async () => ({
      path: apiPaths.admin.heroSlide.href(await slide()),
      body: { title: 'Audit slide renamed', translations: { he: { title: 'שקופית' } } },
      resource: 'hero-slides',
    }),
    'DELETE /api/admin/hero-slides/:slideId': async () => ({
      path: apiPaths.admin.heroSlide.href(await slide()),
      resource: 'hero-slides',
    }),
  };
};
