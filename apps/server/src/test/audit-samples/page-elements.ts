import { apiPaths } from '@marquee/contracts';
import type { AuditSampleContext, AuditSamples } from './types.js';

const newElement = async ({ admin }: AuditSampleContext) => {
  const response = await admin.post(apiPaths.admin.pageElements.href(), { title: 'Audit element' });
  return (response.json() as { id: number }).id;
};

/** Issue 14: one sample per page-element write route. */
export const pageElementsAuditSamples: AuditSamples = (context) => ({
  'POST /api/admin/page-elements': async () => ({
    path: apiPaths.admin.pageElements.href(),
    body: { title: 'Audit element', content: 'Hello' },
    resource: 'page-elements',
  }),
  'PUT /api/admin/page-elements/:elementId': async () => ({
    path: apiPaths.admin.pageElement.href(await newElement(context)),
    body: { title: 'Audit element edited' },
    resource: 'page-elements',
  }),
  'DELETE /api/admin/page-elements/:elementId': async () => ({
    path: apiPaths.admin.pageElement.href(await newElement(context)),
    resource: 'page-elements',
  }),
});
