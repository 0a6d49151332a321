export const searchKeys = {
  all: ['search'] as const,
  results: (term: string, language: string) => ['search', 'results', term, language] as const,
};
