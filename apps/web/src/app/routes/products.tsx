import { useTranslation } from 'react-i18next';
import { ListingHeading } from '@/features/catalog/components/listing/listing-heading';
import { ProductListing } from '@/features/catalog/components/listing/product-listing';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /products: every product with the category page's filters and sort (spec D-03, R-35). */
export function ProductsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('listing.allProductsTitle'));
  return (
    <ProductListing
      emptyText={t('listing.noProducts')}
      heading={<ListingHeading title={t('listing.allProductsTitle')} description={t('listing.allProductsText')} />}
    />
  );
}
