import { zodResolver } from '@/lib/zod-resolver';
import { startPaymentBodySchema, type CheckoutConfig } from '@marquee/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

/** The form half of the payment body: the same schema the server validates with (habit 5). */
export const contactSchema = startPaymentBodySchema.pick({ email: true, shippingAddress: true });

const blank = {
  email: '',
  shippingAddress: { name: '', line1: '', line2: '', city: '', region: '', postalCode: '', country: '' },
};

/** The contact and shipping form, prefilled with the signed-in customer's last address once it arrives. */
export function useContactForm(saved: CheckoutConfig['saved'] | undefined) {
  const form = useForm({ resolver: zodResolver(contactSchema), defaultValues: blank, mode: 'onTouched' });
  const { reset, getFieldState } = form;
  useEffect(() => {
    if (!saved || getFieldState('email').isDirty) return;
    reset({
      email: saved.email ?? '',
      shippingAddress: { ...blank.shippingAddress, ...saved.shippingAddress },
    });
  }, [saved, reset, getFieldState]);
  return form;
}

export type ContactForm = ReturnType<typeof useContactForm>;

/** Every field the server may name in `error.fields`. */
export const contactFieldNames = [
  'email',
  'shippingAddress.name',
  'shippingAddress.line1',
  'shippingAddress.line2',
  'shippingAddress.city',
  'shippingAddress.region',
  'shippingAddress.postalCode',
  'shippingAddress.country',
] as const;
