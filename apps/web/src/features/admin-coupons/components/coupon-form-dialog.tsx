import { zodResolver } from '@hookform/resolvers/zod';
import { couponKindSchema, type AdminCoupon } from '@marquee/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateCoupon, useUpdateCoupon } from '../api/save-coupon';
import {
  couponFormSchema,
  emptyCouponForm,
  formFieldOf,
  fromCoupon,
  toCreateBody,
  toUpdateBody,
  type CouponFormValues,
} from '../lib/coupon-form';

const selectClass =
  'h-11 w-full rounded-lg border border-zinc-300 bg-white px-3 text-base text-zinc-900 outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 sm:text-sm';

interface CouponFormDialogProps {
  /** The coupon to edit; null creates one. */
  coupon: AdminCoupon | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function CouponFormDialog({ coupon, open, onOpenChange }: CouponFormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogTitle className="pe-10">
          {coupon ? t('admin.coupons.form.editTitle', { code: coupon.code }) : t('admin.coupons.form.createTitle')}
        </DialogTitle>
        <DialogDescription>{t('admin.coupons.form.text')}</DialogDescription>
        {/* Keyed so each opening starts from the coupon's current values. */}
        {open && <CouponForm key={coupon?.code ?? 'new'} coupon={coupon} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CouponForm({ coupon, onDone }: { coupon: AdminCoupon | null; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCoupon();
  const update = useUpdateCoupon();
  const form = useForm<CouponFormValues>({
    resolver: zodResolver(
      couponFormSchema({
        invalidAmount: t('admin.coupons.form.invalidAmount'),
        invalidCount: t('admin.coupons.form.invalidCount'),
      }),
    ),
    defaultValues: coupon ? fromCoupon(coupon) : emptyCouponForm,
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const errors = form.formState.errors;
  const isPending = create.isPending || update.isPending;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (coupon) {
        await update.mutateAsync({ code: coupon.code, body: toUpdateBody(values) });
        toast.success(t('admin.coupons.saved'));
      } else {
        await create.mutateAsync(toCreateBody(values));
        toast.success(t('admin.coupons.created'));
      }
      onDone();
    } catch (error) {
      let shown = false;
      if (isApiError(error) && error.fields) {
        for (const [name, message] of Object.entries(error.fields)) {
          const field = formFieldOf[name];
          if (!field) continue;
          form.setError(field, { type: 'server', message }, { shouldFocus: !shown });
          shown = true;
        }
      }
      if (!shown)
        toast.error(t('admin.coupons.saveFailed'), {
          description: error instanceof Error ? error.message : undefined,
        });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t('admin.coupons.form.code')}
        description={coupon ? t('admin.coupons.form.codeFixed') : t('admin.coupons.form.codeHint')}
        error={errors.code?.message}
      >
        <Input
          autoComplete="off"
          readOnly={coupon !== null}
          className="font-mono uppercase read-only:bg-zinc-100"
          {...form.register('code')}
        />
      </FormField>
      <FormField label={t('admin.coupons.form.kind')} error={errors.kind?.message}>
        <select className={selectClass} {...form.register('kind')}>
          {couponKindSchema.options.map((option) => (
            <option key={option} value={option}>
              {t(`admin.coupons.kind.${option}`)}
            </option>
          ))}
        </select>
      </FormField>
      {kind === 'percent' && (
        <FormField label={t('admin.coupons.form.percentOff')} error={errors.percentOff?.message}>
          <Input inputMode="numeric" autoComplete="off" {...form.register('percentOff')} />
        </FormField>
      )}
      {kind === 'fixed' && (
        <FormField label={t('admin.coupons.form.amountOff')} error={errors.amountOff?.message}>
          <Input inputMode="decimal" autoComplete="off" {...form.register('amountOff')} />
        </FormField>
      )}
      <FormField
        label={t('admin.coupons.form.minSubtotal')}
        description={t('admin.coupons.form.minSubtotalHint')}
        error={errors.minSubtotal?.message}
        className={kind === 'free_shipping' ? 'sm:col-span-2' : undefined}
      >
        <Input inputMode="decimal" autoComplete="off" {...form.register('minSubtotal')} />
      </FormField>
      <FormField
        label={t('admin.coupons.form.startsAt')}
        description={t('admin.coupons.form.datesHint')}
        error={errors.startsAt?.message}
      >
        <Input type="date" {...form.register('startsAt')} />
      </FormField>
      <FormField
        label={t('admin.coupons.form.endsAt')}
        description={t('admin.coupons.form.datesHint')}
        error={errors.endsAt?.message}
      >
        <Input type="date" {...form.register('endsAt')} />
      </FormField>
      <FormField
        label={t('admin.coupons.form.usageLimit')}
        description={t('admin.coupons.form.limitHint')}
        error={errors.usageLimit?.message}
      >
        <Input inputMode="numeric" autoComplete="off" {...form.register('usageLimit')} />
      </FormField>
      <FormField
        label={t('admin.coupons.form.perCustomerLimit')}
        description={t('admin.coupons.form.perCustomerHint')}
        error={errors.perCustomerLimit?.message}
      >
        <Input inputMode="numeric" autoComplete="off" {...form.register('perCustomerLimit')} />
      </FormField>
      <label className="flex items-center gap-3 text-sm font-medium text-zinc-800 sm:col-span-2">
        <input type="checkbox" className="size-5 rounded accent-primary" {...form.register('isActive')} />
        {t('admin.coupons.form.isActive')}
      </label>
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isPending}>
          {t('admin.coupons.form.cancel')}
        </Button>
        <Button type="submit" isLoading={isPending}>
          {coupon ? t('admin.coupons.form.save') : t('admin.coupons.form.create')}
        </Button>
      </div>
    </form>
  );
}
