import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { categoryQueryOptions } from '@/features/catalog/api/get-category';
import { productFacetsQueryOptions } from '@/features/catalog/api/get-product-facets';
import { productsQueryOptions } from '@/features/catalog/api/get-products';
import { LISTING_PAGE_SIZE, parseListingSearch } from '@/features/catalog/components/listing/use-listing-params';
import { parseId } from '@/lib/params';

/** Starts the listing's requests with the URL's filters, sort and page (same options as the screen). */
function prefetchListing(client: QueryClient, request: Request, categoryId?: number) {
  const { tags, sort, page } = parseListingSearch(new URL(request.url).searchParams);
  void client.prefetchQuery(productsQueryOptions({ categoryId, tags, sort, page, pageSize: LISTING_PAGE_SIZE }));
  void client.prefetchQuery(productFacetsQueryOptions({ categoryId, tags }));
}

export const categoryLoader =
  (client: QueryClient) =>
  ({ params, request }: LoaderFunctionArgs) => {
    const id = parseId(params.id);
    if (id !== null) {
      void client.prefetchQuery(categoryQueryOptions(id));
      prefetchListing(client, request, id);
    }
    return null;
  };

export const productsLoader =
  (client: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    prefetchListing(client, request);
    return null;
  };
