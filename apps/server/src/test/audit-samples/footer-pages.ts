import { apiPaths } from '@marquee/contracts';
import type { AuditSampleContext, AuditSamples } from './types.js';

const newPage = async ({ admin, unique }: AuditSampleContext) => {
  const response = await admin.post(apiPaths.admin.footerPages.href(), {
    title: 'Audit page',
    slug: `audit-${unique()}`,
    content: '<p>Audit</p>',
  });
  return (response.json() as { id: number; slug: string }).id;
};

/** Issue 14: one sample per footer-page write route. */
export const footerPagesAuditSamples: AuditSamples = (context) => ({
  'POST /api/admin/footer-pages': async () => ({
    path: apiPaths.admin.footerPages.href(),
    body: { title: 'Audit page', slug: `audit-${context.unique()}`, content: '<p>Audit</p>' },
    resource: 'footer-pages',
  }),
  'PUT /api/admin/footer-pages/:pageId': async () => ({
    path: apiPaths.admin.footerPage.href(await newPage(context)),
    body: { title: 'Audit page edited', slug: `audit-${context.unique()}`, content: '<p>Edited</p>' },
    resource: 'footer-pages',
  }),
  'DELETE /api/admin/footer-pages/:pageId': async () => ({
    path: apiPaths.admin.footerPage.href(await newPage(context)),
    resource: 'footer-pages',
  }),
});
