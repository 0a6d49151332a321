import { apiPaths } from '@marquee/contracts';
import { api } from '@/lib/api-client';

/** The open panel has shown the replies: the server will not e-mail them. */
export const markRepliesSeen = () => api.post<{ ok: true }>(apiPaths.chat.seen.href());
