import {
  apiPaths,
  type AdminProductTag,
  type AdminProductTagList,
  type AdminProductTagListParams,
} from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProductTagKeys } from './keys';

export type AdminProductTagsQuery = Partial<AdminProductTagListParams>;

export function getAdminProductTags(query: AdminProductTagsQuery, signal?: AbortSignal): Promise<AdminProductTagList> {
  return api.get<AdminProductTagList>(apiPaths.admin.productTags.href(), { query: { ...query }, signal });
}

export const adminProductTagsQueryOptions = (query: AdminProductTagsQuery) =>
  queryOptions({
    queryKey: adminProductTagKeys.list(query),
    queryFn: ({ signal }) => getAdminProductTags(query, signal),
    placeholderData: keepPreviousData,
  });

/** ADM-TAG-01: one page of tags, by name unless sorted otherwise. */
export function useAdminProductTags(query: AdminProductTagsQuery) {
  return useQuery(adminProductTagsQueryOptions(query));
}

/** Every tag by name (the list's largest pages, one after another): the category form's filter chips. */
export async function getAllProductTags(signal?: AbortSignal): Promise<AdminProductTag[]> {
  const tags: AdminProductTag[] = [];
  for (let page = 1; ; page++) {
    const list = await getAdminProductTags({ page, pageSize: 100, sort: 'name', dir: 'asc' }, signal);
    tags.push(...list.items);
    if (list.items.length === 0 || tags.length >= list.total) return tags;
  }
}

export function useAllProductTags() {
  return useQuery({
    queryKey: adminProductTagKeys.list({ all: true }),
    queryFn: ({ signal }) => getAllProductTags(signal),
  });
}
