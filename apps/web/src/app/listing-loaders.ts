import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { categoryQueryOptions } from '@/features/catalog/api/get-category';
import { productFacetsQueryOptions } from '@/features/catalog/api/get-product-facets';
import { productsQueryOptions } from '@/features/catalog/api/get-products';
import { LISTING_PAGE_SIZE, parseListingSearch } from '@/features/catalog/components/listing/use-listing-params';
import { parseId } from '@/lib/params';

/** The products a listing shows for the URL's filters, sort and page (the screen asks with the same options). */
export function listingProductsQueryOptions(url: URL, categoryId?: number) {
  const { tags, sort, page } = parseListingSearch(url.searchParams);
  return productsQueryOptions({ categoryId, tags, sort, page, pageSize: LISTING_PAGE_SIZE });
}

/** Starts the listing's requests. */
function prefetchListing(client: QueryClient, request: Request, categoryId?: number) {
  const url = new URL(request.url);
  void client.prefetchQuery(listingProductsQueryOptions(url, categoryId));
  const { tags } = parseListingSearch(url.searchParams);
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
