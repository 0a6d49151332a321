/**
 * Query-key factories, one per domain (after Medusa's query-key factory): `all` is the
 * root used to invalidate a whole domain, `list(params)` and `detail(id)` the leaves.
 */

type ListParams = Record<string, unknown> | undefined;

function createQueryKeys<const Domain extends string>(domain: Domain) {
  const all = [domain] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (params?: ListParams) => [...all, 'list', params ?? {}] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: number | string) => [...all, 'detail', id] as const,
  };
}

export const queryKeys = {
  auth: {
    all: ['auth'] as const,
    session: () => ['auth', 'session'] as const,
  },
  products: createQueryKeys('products'),
  categories: createQueryKeys('categories'),
  settings: {
    all: ['settings'] as const,
    public: () => ['settings', 'public'] as const,
  },
  currencies: createQueryKeys('currencies'),
  admin: {
    all: ['admin'] as const,
    overview: () => ['admin', 'overview'] as const,
  },
};
