import { zodResolver } from '@/lib/zod-resolver';
import { orderShipmentSchema } from '@marquee/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useChangeOrderStatus } from '../api/change-order-status';
import { carriers } from '../lib/order-actions';

interface ShipOrderDialogProps {
  orderNumber: string;
  /** Paid through the test provider: the dialog warns, and still ships (issue 26). */
  isTest: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Mark as shipped: carrier, tracking number (required), estimated delivery. */
export function ShipOrderDialog({ orderNumber, isTest, open, onOpenChange }: ShipOrderDialogProps) {
  const { t } = useTranslation('admin');
  // The contract's shipment rule (tracking number required, the same limits), in the admin's language.
  const shipment = orderShipmentSchema({
    trackingRequired: t('orders.ship.trackingRequired'),
    trackingTooLong: t('orders.ship.trackingTooLong'),
    carrierTooLong: t('orders.ship.carrierTooLong'),
  }).shape;
  const schema = z
    .object({
      carrier: z.enum(carriers),
      otherCarrier: shipment.carrier.unwrap(),
      trackingNumber: shipment.trackingNumber,
      estimatedDelivery: z.union([z.literal(''), shipment.estimatedDelivery.unwrap()]),
    })
    .refine((values) => values.carrier !== 'Other' || values.otherCarrier !== '', {
      path: ['otherCarrier'],
      message: t('orders.ship.otherCarrierRequired'),
    });
  type Values = z.input<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { carrier: 'UPS', otherCarrier: '', trackingNumber: '', estimatedDelivery: '' },
  });
  const carrier = useWatch({ control: form.control, name: 'carrier' });
  const errors = form.formState.errors;

  // Field messages go on their fields; anything else is toasted.
  const ship = useChangeOrderStatus((error) =>
    applyServerFieldErrors(error, form.setError, ['carrier', 'trackingNumber', 'estimatedDelivery']),
  );
  const isPending = ship.isPending;

  const submit = form.handleSubmit((values) =>
    ship.mutate(
      {
        orderNumber,
        body: {
          to: 'shipping',
          carrier: values.carrier === 'Other' ? values.otherCarrier.trim() : values.carrier,
          trackingNumber: values.trackingNumber.trim(),
          ...(values.estimatedDelivery ? { estimatedDelivery: values.estimatedDelivery } : {}),
        },
      },
      {
        onSuccess: () => {
          form.reset();
          onOpenChange(false);
        },
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('kit.close')}>
        <DialogTitle className="pe-10">{t('orders.ship.title', { number: orderNumber })}</DialogTitle>
        <DialogDescription>{t('orders.ship.text')}</DialogDescription>
        {isTest && (
          // Alert has no warning tone (cn does not merge classes): the amber box is drawn here.
          <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('orders.ship.testWarning')}
          </p>
        )}
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
          <FormField label={t('orders.ship.carrier')} error={errors.carrier?.message}>
            <Select {...form.register('carrier')}>
              {carriers.map((name) => (
                <option key={name} value={name}>
                  {name === 'Other' ? t('orders.ship.other') : name}
                </option>
              ))}
            </Select>
          </FormField>
          {carrier === 'Other' && (
            <FormField label={t('orders.ship.otherCarrier')} error={errors.otherCarrier?.message}>
              <Input autoComplete="off" {...form.register('otherCarrier')} />
            </FormField>
          )}
          <FormField label={t('orders.ship.trackingNumber')} error={errors.trackingNumber?.message}>
            <Input autoComplete="off" aria-required="true" {...form.register('trackingNumber')} />
          </FormField>
          <FormField label={t('orders.ship.estimatedDelivery')} error={errors.estimatedDelivery?.message}>
            <Input type="date" {...form.register('estimatedDelivery')} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
              {t('orders.keep')}
            </Button>
            <Button type="submit" isLoading={isPending}>
              {t('orders.ship.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
