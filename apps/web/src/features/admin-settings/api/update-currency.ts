import { apiPaths, type AdminCurrency, type CurrencyPatchBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminSettingsKeys } from './keys';

export function updateCurrency({ code, body }: { code: string; body: CurrencyPatchBody }): Promise<AdminCurrency> {
  return api.patch<AdminCurrency>(apiPaths.admin.currency.href(code), body);
}

/** a rate or the offered switch of one currency. */
export function useUpdateCurrency() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: updateCurrency,
    invalidate: () => [adminSettingsKeys.currencies()],
    success: (currency: AdminCurrency) => t('currencies.saved', { code: currency.code }),
    error: t('currencies.saveFailed'),
  });
}
