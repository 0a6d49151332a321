import { zodResolver } from '@hookform/resolvers/zod';
import { adminOrderStatusBodySchema } from '@marquee/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { applyServerFieldErrors } from '@/lib/form-errors';
import type { AdminOrderStatusBody } from '@marquee/contracts';
import { carriers } from '../lib/order-actions';
import { selectClass } from './order-filters';

interface ShipOrderDialogProps {
  orderNumber: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isPending: boolean;
  /** Sends the change; rejects with the server's error, whose field messages the form shows (the caller toasts the rest). */
  onSubmit: (body: AdminOrderStatusBody) => Promise<unknown>;
}

const fields = adminOrderStatusBodySchema.shape;

/** Mark as shipped: carrier, tracking number (required), estimated delivery. */
export function ShipOrderDialog({ orderNumber, open, onOpenChange, isPending, onSubmit }: ShipOrderDialogProps) {
  const { t } = useTranslation();
  const schema = z
    .object({
      carrier: z.enum(carriers),
      otherCarrier: z.string().trim().max(40, t('admin.orders.ship.carrierTooLong')),
      trackingNumber: z
        .string()
        .trim()
        .min(1, t('admin.orders.ship.trackingRequired'))
        .max(64, t('admin.orders.ship.trackingTooLong')),
      estimatedDelivery: z.union([z.literal(''), fields.estimatedDelivery.unwrap()]),
    })
    .refine((values) => values.carrier !== 'Other' || values.otherCarrier !== '', {
      path: ['otherCarrier'],
      message: t('admin.orders.ship.otherCarrierRequired'),
    });
  type Values = z.input<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { carrier: 'UPS', otherCarrier: '', trackingNumber: '', estimatedDelivery: '' },
  });
  const carrier = useWatch({ control: form.control, name: 'carrier' });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({
        to: 'shipping',
        carrier: values.carrier === 'Other' ? values.otherCarrier.trim() : values.carrier,
        trackingNumber: values.trackingNumber.trim(),
        ...(values.estimatedDelivery ? { estimatedDelivery: values.estimatedDelivery } : {}),
      });
      form.reset();
    } catch (error) {
      // Field messages go on their fields; anything else was already told by the caller.
      applyServerFieldErrors(error, form.setError, ['carrier', 'trackingNumber', 'estimatedDelivery']);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogTitle className="pe-10">{t('admin.orders.ship.title', { number: orderNumber })}</DialogTitle>
        <DialogDescription>{t('admin.orders.ship.text')}</DialogDescription>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <FormField label={t('admin.orders.ship.carrier')} error={errors.carrier?.message}>
            <select className={selectClass} {...form.register('carrier')}>
              {carriers.map((name) => (
                <option key={name} value={name}>
                  {name === 'Other' ? t('admin.orders.ship.other') : name}
                </option>
              ))}
            </select>
          </FormField>
          {carrier === 'Other' && (
            <FormField label={t('admin.orders.ship.otherCarrier')} error={errors.otherCarrier?.message}>
              <Input autoComplete="off" {...form.register('otherCarrier')} />
            </FormField>
          )}
          <FormField label={t('admin.orders.ship.trackingNumber')} error={errors.trackingNumber?.message}>
            <Input autoComplete="off" aria-required="true" {...form.register('trackingNumber')} />
          </FormField>
          <FormField label={t('admin.orders.ship.estimatedDelivery')} error={errors.estimatedDelivery?.message}>
            <Input type="date" {...form.register('estimatedDelivery')} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
              {t('admin.orders.keep')}
            </Button>
            <Button type="submit" isLoading={isPending}>
              {t('admin.orders.ship.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
