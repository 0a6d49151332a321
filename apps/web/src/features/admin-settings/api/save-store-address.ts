import { apiPaths, type StoreAddress, type StoreAddressBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminSettingsKeys } from './keys';

export function saveStoreAddress(body: StoreAddressBody): Promise<StoreAddress> {
  return api.put<StoreAddress>(apiPaths.admin.storeAddress.href(), body);
}

/** The name and address invoices print: 'Settings updated' / 'Failed to update settings', as the tab's other saves. */
export function useSaveStoreAddress(onFieldErrors?: (error: unknown) => boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: saveStoreAddress,
    invalidate: () => [adminSettingsKeys.settings()],
    success: t('siteSettings.updated'),
    error: t('siteSettings.updateFailed'),
    onFieldErrors,
  });
}
