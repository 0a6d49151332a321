import type { PageElementsQuery } from '@marquee/contracts';
import { PageElements } from '@/components/page-elements';
import { usePageElements } from '../api/get-page-elements';

/**
 * a page's active admin-placed elements, fetched for that page. Renders nothing while
 * loading, when there are none or when the request fails (the page itself is unaffected).
 */
export function PageElementsSection({ className, ...page }: PageElementsQuery & { className?: string }) {
  const { data } = usePageElements(page);
  if (!data || data.length === 0) return null;
  return <PageElements elements={data} className={className ?? 'grid gap-6'} />;
}
