import { useTranslation } from 'react-i18next';
import { CountrySelect } from '@/components/ui/country-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { ContactForm as ContactFormApi } from '../hooks/use-contact-form';
import { SectionCard } from '@/components/ui/section-card';

interface ContactFormProps {
  form: ContactFormApi;
  disabled?: boolean;
}

/** E-mail and shipping address, with browser autofill tokens and per-field errors. */
export function ContactForm({ form, disabled }: ContactFormProps) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const address = errors.shippingAddress;
  const register = form.register;

  return (
    <SectionCard titleId="checkout-contact-title" title={t('checkout.address.title')}>
      <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('checkout.address.email')} error={errors.email?.message} className="sm:col-span-2">
          <Input type="email" inputMode="email" autoComplete="email" {...register('email')} />
        </FormField>
        <FormField label={t('checkout.address.name')} error={address?.name?.message} className="sm:col-span-2">
          <Input autoComplete="shipping name" {...register('shippingAddress.name')} />
        </FormField>
        <FormField label={t('checkout.address.line1')} error={address?.line1?.message} className="sm:col-span-2">
          <Input autoComplete="shipping address-line1" {...register('shippingAddress.line1')} />
        </FormField>
        <FormField label={t('checkout.address.line2')} error={address?.line2?.message} className="sm:col-span-2">
          <Input autoComplete="shipping address-line2" {...register('shippingAddress.line2')} />
        </FormField>
        <FormField label={t('checkout.address.city')} error={address?.city?.message}>
          <Input autoComplete="shipping address-level2" {...register('shippingAddress.city')} />
        </FormField>
        <FormField label={t('checkout.address.region')} error={address?.region?.message}>
          <Input autoComplete="shipping address-level1" {...register('shippingAddress.region')} />
        </FormField>
        <FormField label={t('checkout.address.postalCode')} error={address?.postalCode?.message}>
          <Input autoComplete="shipping postal-code" {...register('shippingAddress.postalCode')} />
        </FormField>
        <FormField label={t('checkout.address.country')} error={address?.country?.message}>
          <CountrySelect
            autoComplete="shipping country"
            none={{ value: '', label: t('checkout.address.chooseCountry') }}
            {...register('shippingAddress.country')}
          />
        </FormField>
      </fieldset>
    </SectionCard>
  );
}
