import type { AdminOrderDetail, SiteLogo, StoreAddress } from '@marquee/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '@/lib/countries';
import { formatLongDate } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { InvoiceLines, PackingLines } from './document-lines';

export type OrderDocumentKind = 'invoice' | 'packingSlip';

interface DocumentSheetProps {
  kind: OrderDocumentKind;
  order: AdminOrderDetail;
  store: StoreAddress;
  logo: SiteLogo | null;
}

/**
 * One order on one sheet of paper: the store (logo, name, address), the order's number and date,
 * who pays and where it goes, its lines and, on the invoice, its prices and totals in the
 * currency the shopper bought in. The packing slip has no prices: it travels in the parcel.
 */
export function DocumentSheet({ kind, order, store, logo }: DocumentSheetProps) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  const invoice = kind === 'invoice';
  const title = invoice ? t('merchantTools.document.invoice') : t('merchantTools.document.packingSlip');
  const facts = [
    { term: t('merchantTools.document.orderNumber'), value: order.orderNumber, mono: true },
    { term: t('merchantTools.document.orderDate'), value: formatLongDate(order.createdAt, locale) },
    ...(invoice && order.paidAt
      ? [{ term: t('merchantTools.document.paidOn'), value: formatLongDate(order.paidAt, locale) }]
      : []),
    ...(invoice && order.payment.method
      ? [{ term: t('merchantTools.document.payment'), value: order.payment.method }]
      : []),
  ];

  return (
    <article aria-labelledby="document-title" className="grid gap-6 text-sm text-zinc-900">
      <header className="flex flex-wrap items-start justify-between gap-6 border-b border-zinc-300 pb-5">
        <div className="grid gap-2">
          {logo ? (
            <img
              src={logo.url}
              alt={logo.alt}
              width={logo.width}
              height={logo.height}
              className="h-auto max-h-16 w-auto max-w-48 object-contain object-left rtl:object-right"
            />
          ) : null}
          <p className="text-base font-semibold">{store.name}</p>
          {store.address && <AddressLines lines={store.address.split('\n')} className="text-zinc-700" />}
        </div>
        <div className="grid gap-2 sm:text-end">
          <h1 id="document-title" className="text-2xl font-bold tracking-tight uppercase">
            {title}
          </h1>
          <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5 sm:justify-end">
            {facts.map(({ term, value, mono }) => (
              <div key={term} className="contents">
                <dt className="text-zinc-600">{term}</dt>
                <dd className={cn('font-medium', mono && 'font-mono')}>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </header>

      <div className="grid gap-6 sm:grid-cols-2 print:grid-cols-2">
        {invoice && (
          <Party title={t('merchantTools.document.billedTo')}>
            {order.shippingAddress?.name && (
              <p>
                <bdi>{order.shippingAddress.name}</bdi>
              </p>
            )}
            <p className="break-all">
              <bdi>{order.email}</bdi>
            </p>
          </Party>
        )}
        <Party title={t('merchantTools.document.shipTo')}>
          {order.shippingAddress ? (
            <AddressLines
              lines={[
                order.shippingAddress.name,
                order.shippingAddress.line1,
                order.shippingAddress.line2,
                [order.shippingAddress.postalCode, order.shippingAddress.city, order.shippingAddress.region]
                  .filter(Boolean)
                  .join(' '),
                countryName(order.shippingAddress.country, locale),
              ]}
            />
          ) : (
            <p className="text-zinc-600">{t('merchantTools.document.noAddress')}</p>
          )}
        </Party>
      </div>

      {invoice ? <InvoiceLines order={order} /> : <PackingLines order={order} />}

      {invoice && order.isTest && (
        <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 font-semibold text-amber-900">
          {t('merchantTools.document.testOrder')}
        </p>
      )}
      <p className="border-t border-zinc-300 pt-4 text-center text-zinc-700">{t('merchantTools.document.thanks')}</p>
    </article>
  );
}

/**
 * An address a line at a time, each line isolated (<bdi>): "12 Projector Lane" keeps its number in
 * front on a Hebrew invoice, and a Hebrew street keeps its order on an English one.
 */
function AddressLines({ lines, className }: { lines: string[]; className?: string }) {
  return (
    <address className={cn('not-italic', className)}>
      {lines.filter(Boolean).map((line, index) => (
        <span key={index} className="block">
          <bdi>{line}</bdi>
        </span>
      ))}
    </address>
  );
}

function Party({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid content-start gap-1">
      <h2 className="text-xs font-semibold tracking-wide text-zinc-600 uppercase">{title}</h2>
      {children}
    </section>
  );
}
