/** The admin's chat, under 'admin' like every staff key (never server-rendered, dropped at sign-out). */
export const adminChatKeys = {
  all: ['admin', 'chat'] as const,
  lists: () => ['admin', 'chat', 'list'] as const,
  details: () => ['admin', 'chat', 'detail'] as const,
  detail: (id: number) => ['admin', 'chat', 'detail', id] as const,
};
