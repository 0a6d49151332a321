import { zodResolver } from '@/lib/zod-resolver';
import {
  STORE_ADDRESS_MAX_LINES,
  storeAddressBodySchema,
  type AdminSettings,
  type StoreAddressBody,
} from '@marquee/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSaveStoreAddress } from '../api/save-store-address';
import { SettingsSection } from './settings-section';

const FIELDS = ['name', 'address'] as const;

/** Issue 29: the store's name and postal address, printed on invoices and packing slips. */
export function StoreAddressForm({
  storeAddress,
  onDirtyChange,
}: {
  storeAddress: AdminSettings['storeAddress'];
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const form = useForm<StoreAddressBody>({
    resolver: zodResolver(storeAddressBodySchema),
    defaultValues: storeAddress,
  });
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const save = useSaveStoreAddress((error) => applyServerFieldErrors(error, form.setError, FIELDS));
  const submit = form.handleSubmit((body) => save.mutate(body, { onSuccess: (saved) => form.reset(saved) }));

  return (
    <SettingsSection
      id="store-address-title"
      title={t('merchantTools.storeAddress.title')}
      description={t('merchantTools.storeAddress.description')}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <FormField label={t('merchantTools.storeAddress.name')} error={errors.name?.message}>
          <Input autoComplete="organization" {...form.register('name')} />
        </FormField>
        <FormField
          label={t('merchantTools.storeAddress.address')}
          description={t('merchantTools.storeAddress.addressHint')}
          error={errors.address?.message}
        >
          <Textarea rows={STORE_ADDRESS_MAX_LINES} autoComplete="street-address" {...form.register('address')} />
        </FormField>
        <div>
          <Button type="submit" isLoading={save.isPending}>
            {t('merchantTools.storeAddress.save')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
