import { apiPaths } from '@marquee/contracts';
import { newsletterSubscriptions } from '../../db/schema/index.js';
import type { AuditSamples } from './types.js';

/** Issue 29: staff delete a newsletter address. */
export const newsletterAuditSamples: AuditSamples = (context) => ({
  'DELETE /api/admin/newsletter-subscribers/:subscriberId': async () => {
    const [row] = await context.store.database.db
      .insert(newsletterSubscriptions)
      .values({ email: `audit-${context.unique()}@example.com`, confirmedAt: new Date() })
      .returning({ id: newsletterSubscriptions.id });
    return { path: apiPaths.admin.newsletterSubscriber.href(row!.id), resource: 'newsletter-subscribers' };
  },
});
