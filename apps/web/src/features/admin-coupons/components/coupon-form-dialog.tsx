import { zodResolver } from '@/lib/zod-resolver';
import { couponKindSchema, type AdminCoupon } from '@marquee/contracts';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/admin/form-dialog';
import type { EditParam } from '@/components/admin/use-edit-param';
import { useUnsavedChangesWarning } from '@/components/admin/use-unsaved-changes';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useAdminCoupon } from '../api/get-coupon';
import { useSaveCoupon } from '../api/save-coupon';
import {
  couponFormSchema,
  emptyCouponForm,
  formFieldOf,
  fromCoupon,
  toCreateBody,
  toUpdateBody,
  type CouponFormValues,
} from '../lib/coupon-form';

/** The coupon form (`?new` or `?edit=<code>`); each opening starts from the coupon's current values. */
export function CouponFormDialog({ edit }: { edit: EditParam }) {
  return <CouponForm key={edit.isNew ? 'new' : (edit.id ?? 'closed')} edit={edit} />;
}

function CouponForm({ edit }: { edit: EditParam }) {
  const { t } = useTranslation('admin');
  const coupon = useAdminCoupon(edit.isNew ? null : edit.id);
  const editing: AdminCoupon | undefined = edit.isNew ? undefined : coupon.data;
  const values = useMemo(() => (editing ? fromCoupon(editing) : emptyCouponForm), [editing]);
  const form = useForm<CouponFormValues>({
    resolver: zodResolver(
      couponFormSchema({
        invalidAmount: t('coupons.form.invalidAmount'),
        invalidCount: t('coupons.form.invalidCount'),
      }),
    ),
    values,
  });
  // The form never asked before Cancel discarded its changes; the port keeps that.
  const unsaved = useUnsavedChangesWarning(false);
  const save = useSaveCoupon(edit.isNew, (error) => applyServerFieldErrors(error, form.setError, formFieldOf));
  const kind = useWatch({ control: form.control, name: 'kind' });
  const errors = form.formState.errors;
  const loading = !edit.isNew && coupon.isPending;
  const failed = !edit.isNew && coupon.isError;

  const submit = form.handleSubmit((formValues) =>
    save.mutate(editing ? { code: editing.code, body: toUpdateBody(formValues) } : { body: toCreateBody(formValues) }, {
      onSuccess: edit.close,
    }),
  );

  return (
    <FormDialog
      open={edit.isOpen}
      onClose={edit.close}
      unsaved={unsaved}
      title={
        edit.isNew
          ? t('coupons.form.createTitle')
          : t('coupons.form.editTitle', { code: editing?.code ?? edit.id ?? '' })
      }
      description={t('coupons.form.text')}
      submitLabel={edit.isNew ? t('coupons.form.create') : t('coupons.form.save')}
      cancelLabel={t('coupons.form.cancel')}
      isPending={save.isPending}
      submitDisabled={loading || failed}
      loadError={failed && coupon.error.message}
      loading={loading && { skeletons: ['h-11', 'h-11'], label: t('kit.loading') }}
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('coupons.form.code')}
          description={edit.isNew ? t('coupons.form.codeHint') : t('coupons.form.codeFixed')}
          error={errors.code?.message}
        >
          <Input
            autoComplete="off"
            readOnly={!edit.isNew}
            className="font-mono uppercase read-only:bg-zinc-100"
            {...form.register('code')}
          />
        </FormField>
        <FormField label={t('coupons.form.kind')} error={errors.kind?.message}>
          <Select {...form.register('kind')}>
            {couponKindSchema.options.map((option) => (
              <option key={option} value={option}>
                {t(`coupons.kind.${option}`)}
              </option>
            ))}
          </Select>
        </FormField>
        {kind === 'percent' && (
          <FormField label={t('coupons.form.percentOff')} error={errors.percentOff?.message}>
            <Input inputMode="numeric" autoComplete="off" {...form.register('percentOff')} />
          </FormField>
        )}
        {kind === 'fixed' && (
          <FormField label={t('coupons.form.amountOff')} error={errors.amountOff?.message}>
            <Input inputMode="decimal" autoComplete="off" {...form.register('amountOff')} />
          </FormField>
        )}
        <FormField
          label={t('coupons.form.minSubtotal')}
          description={t('coupons.form.minSubtotalHint')}
          error={errors.minSubtotal?.message}
          className={kind === 'free_shipping' ? 'sm:col-span-2' : undefined}
        >
          <Input inputMode="decimal" autoComplete="off" {...form.register('minSubtotal')} />
        </FormField>
        <FormField
          label={t('coupons.form.startsAt')}
          description={t('coupons.form.datesHint')}
          error={errors.startsAt?.message}
        >
          <Input type="date" {...form.register('startsAt')} />
        </FormField>
        <FormField
          label={t('coupons.form.endsAt')}
          description={t('coupons.form.datesHint')}
          error={errors.endsAt?.message}
        >
          <Input type="date" {...form.register('endsAt')} />
        </FormField>
        <FormField
          label={t('coupons.form.usageLimit')}
          description={t('coupons.form.limitHint')}
          error={errors.usageLimit?.message}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('usageLimit')} />
        </FormField>
        <FormField
          label={t('coupons.form.perCustomerLimit')}
          description={t('coupons.form.perCustomerHint')}
          error={errors.perCustomerLimit?.message}
        >
          <Input inputMode="numeric" autoComplete="off" {...form.register('perCustomerLimit')} />
        </FormField>
        <label className="flex items-center gap-3 text-sm font-medium text-zinc-800 sm:col-span-2">
          <Checkbox {...form.register('isActive')} />
          {t('coupons.form.isActive')}
        </label>
      </div>
    </FormDialog>
  );
}
