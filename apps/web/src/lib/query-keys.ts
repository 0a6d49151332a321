/**
 * The query-key factory (after Medusa's query-key factory): each domain defines its keys
 * beside its API (`features/<domain>/api/keys.ts`). `all` is the root used to invalidate a
 * whole domain, `list(params)` and `detail(id)` the leaves. Server rendering writes only the
 * domains it allows into the page (ssr/shared-queries.ts).
 */

type ListParams = Record<string, unknown> | undefined;

export function createQueryKeys<const Scope extends readonly [string, ...string[]]>(...scope: Scope) {
  const all = scope;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params?: ListParams) => [...all, 'list', params ?? {}] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number | string) => [...all, 'detail', id] as const,
  };
}
