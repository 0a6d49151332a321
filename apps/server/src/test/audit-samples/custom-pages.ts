import { apiPaths } from '@marquee/contracts';
import { customPages } from '../../db/schema/index.js';
import type { AuditSampleContext, AuditSamples } from './types.js';

const RESOURCE = 'custom-pages';

/** A draft page written straight to the database (no audit row of its own). */
async function draftPage({ store, unique }: AuditSampleContext) {
  const slug = `audit-page-${unique()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`.replace(/-+$/, '');
  const [page] = await store.database.db.insert(customPages).values({ title: 'Audit page', slug }).returning();
  return page!;
}

/** Issue 14, Pages › Custom Pages: one sample per write route. */
export const customPagesAuditSamples: AuditSamples = (context) => ({
  'POST /api/admin/custom-pages': async () => ({
    path: apiPaths.admin.customPages.href(),
    body: { title: `Audit page ${context.unique()}`, content: [{ type: 'text', content: 'Hello' }] },
    resource: RESOURCE,
  }),
  'PUT /api/admin/custom-pages/:pageId': async () => {
    const page = await draftPage(context);
    return {
      path: apiPaths.admin.customPage.href(page.id),
      body: { title: 'Audit page renamed', slug: page.slug },
      resource: RESOURCE,
    };
  },
  'PATCH /api/admin/custom-pages/:pageId': async () => ({
    path: apiPaths.admin.customPage.href((await draftPage(context)).id),
    body: { isPublished: true },
    resource: RESOURCE,
  }),
  'DELETE /api/admin/custom-pages/:pageId': async () => ({
    path: apiPaths.admin.customPage.href((await draftPage(context)).id),
    resource: RESOURCE,
  }),
});
