export const homeKeys = {
  all: ['home'] as const,
  blocks: () => ['home', 'blocks'] as const,
};
