export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
};
