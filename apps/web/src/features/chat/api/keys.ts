/**
 * The visitor's own chat: personal (the session or guest cookie decides whose), so it is never
 * written into a server-rendered page (ssr/shared-queries.ts) and refetches when the session changes.
 */
export const chatKeys = {
  all: ['chat'] as const,
  conversation: () => ['chat', 'conversation'] as const,
};
