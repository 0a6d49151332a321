import type { ShippingAddress } from '@marquee/contracts';
import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Where the order goes, as the shopper gave it at checkout. */
export function ShippingAddressCard({ address }: { address: ShippingAddress }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const country = countryName(address.country, i18n.resolvedLanguage ?? 'en');
  const cityLine = [address.city, address.region, address.postalCode].filter(Boolean).join(', ');
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/70 sm:p-6">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-zinc-950">
        <MapPin aria-hidden="true" className="size-5 text-primary" />
        {t('orders.shippingAddressTitle')}
      </h2>
      <address className="mt-3 text-sm leading-6 text-zinc-700 not-italic">
        <span className="block font-semibold text-zinc-900">{address.name}</span>
        <span className="block">{address.line1}</span>
        {address.line2 && <span className="block">{address.line2}</span>}
        <span className="block">{cityLine}</span>
        <span className="block">{country}</span>
      </address>
    </section>
  );
}

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
