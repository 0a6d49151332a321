import { apiPaths, type AdminSubscriberExportQuery } from '@marquee/contracts';

/**
 * The CSV export's address: a plain link the browser downloads with the staff session's
 * cookie, so the file streams to disk as the server writes it (nothing is held in the page).
 */
export function subscribersExportHref(query: AdminSubscriberExportQuery): string {
  return apiPaths.admin.newsletterSubscribersExport.href({ q: query.q || undefined, status: query.status });
}
