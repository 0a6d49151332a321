import { useParams } from 'react-router';
import { CategoryListing } from '@/features/catalog/components/listing/category-listing';
import { CategoryNotFound } from '@/features/catalog/components/listing/category-not-found';
import { PageElementsSection } from '@/features/content/components/page-elements-section';
import { parseId } from '@/lib/params';

export function CategoryRoute() {
  const { id } = useParams();
  const categoryId = parseId(id);
  if (categoryId === null) return <CategoryNotFound />;
  // Keyed by id so the panel state resets when moving between categories.
  return (
    <CategoryListing
      key={categoryId}
      categoryId={categoryId}
      belowHeading={<PageElementsSection pageType="category" pageId={String(categoryId)} className="my-2 grid gap-6" />}
    />
  );
}
