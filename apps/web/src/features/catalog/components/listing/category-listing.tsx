import { categoryDisplayDescription, categoryDisplayName } from '@marquee/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { useCategory } from '../../api/get-category';
import { CategoryNotFound } from './category-not-found';
import { ListingHeading } from './listing-heading';
import { ProductListing } from './product-listing';

interface CategoryListingProps {
  categoryId: number;
  /** Shown below the heading: the category's admin-placed page elements, composed by the route. */
  belowHeading?: ReactNode;
}

/** The category page (/category/{id}): translated heading, then the shared listing. */
export function CategoryListing({ categoryId, belowHeading }: CategoryListingProps) {
  const { t, i18n } = useTranslation();
  const category = useCategory(categoryId);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const title = category.data ? categoryDisplayName(category.data, language) : undefined;
  useDocumentTitle(title);

  if (category.isPending) return <PageLoader label={t('listing.loadingCategory')} />;
  // Unknown id (SF-CAT-10). Any other failure still lists the products (SF-CAT-12).
  if (category.isError && isApiError(category.error) && category.error.status === 404) return <CategoryNotFound />;

  const data = category.data;
  return (
    <ProductListing
      categoryId={categoryId}
      emptyText={t('listing.emptyCategory')}
      heading={
        <>
          <ListingHeading
            title={title ?? t('listing.categoryFallbackTitle')}
            description={data ? categoryDisplayDescription(data, language) : ''}
          />
          {belowHeading}
        </>
      }
    />
  );
}
