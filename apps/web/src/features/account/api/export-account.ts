import { apiPaths, type AccountExport } from '@marquee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** The file name of "Download my data": the store and the day, so repeated downloads sort. */
export function exportFileName(exportedAt: string): string {
  return `marquee-account-${exportedAt.slice(0, 10)}.json`;
}

/**
 * "Download my data": fetched through the API client rather than a plain link, so a failure
 * (a lost session, the server down) becomes a message instead of a downloaded error page.
 */
export async function downloadAccountData(): Promise<void> {
  const data = await api.get<AccountExport>(apiPaths.account.export.href());
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(data.exportedAt);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download by the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useDownloadAccountData(mutationConfig?: MutationConfig<typeof downloadAccountData>) {
  return useMutation({ ...mutationConfig, mutationFn: downloadAccountData });
}
