import { paths, STORE_ADDRESS_DEFAULTS } from '@marquee/contracts';
import { ArrowLeft, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/components/admin/use-admin-mutation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { useAdminSettings } from '@/features/admin-settings/api/get-settings';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAdminOrder } from '../api/get-order';
import { DocumentSheet, type OrderDocumentKind } from './document-sheet';
import './order-document.css';

const otherKind = { invoice: 'packingSlip', packingSlip: 'invoice' } as const;
const documentPath = { invoice: paths.admin.orderInvoice, packingSlip: paths.admin.orderPackingSlip } as const;

/**
 * /admin/orders/:orderNumber/invoice and …/packing-slip: the order from the admin's order
 * endpoint and the store's logo, name and address from the settings, on a sheet that prints on
 * one page. On screen a bar above it goes back to the order, to the other document, or prints;
 * on paper there is only the sheet.
 */
export function OrderDocumentPage({ kind, orderNumber }: { kind: OrderDocumentKind; orderNumber: string }) {
  const { t } = useTranslation('admin');
  const order = useAdminOrder(orderNumber);
  const settings = useAdminSettings();
  const title = t(`merchantTools.document.${kind}`);
  const other = otherKind[kind];
  useDocumentTitle(`${title} ${orderNumber}`);

  return (
    <div className="min-h-dvh bg-zinc-100 px-3 py-4 sm:px-6 sm:py-6 print:min-h-0 print:bg-white print:p-0">
      <nav
        aria-label={t('merchantTools.document.toolbar')}
        className="mx-auto mb-4 flex max-w-[210mm] flex-wrap items-center gap-2 print:hidden"
      >
        <Button variant="ghost" asChild>
          <Link to={paths.admin.tab.href('orders', { edit: orderNumber })}>
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t('merchantTools.document.backToOrder')}
          </Link>
        </Button>
        <div className="ms-auto flex gap-2">
          <Button variant="outline" asChild>
            <Link to={documentPath[other].href(orderNumber)}>{t(`merchantTools.document.${other}`)}</Link>
          </Button>
          <Button onClick={() => window.print()} disabled={!order.data || settings.isPending}>
            <Printer aria-hidden="true" />
            {t('merchantTools.document.print')}
          </Button>
        </div>
      </nav>
      <main className="mx-auto max-w-[210mm] rounded-lg bg-white p-5 shadow-sm ring-1 ring-zinc-200 sm:p-[12mm] print:max-w-none print:rounded-none print:p-0 print:shadow-none print:ring-0">
        {order.isPending || settings.isPending ? (
          <PageLoader label={t('merchantTools.document.loading')} />
        ) : order.isError ? (
          <Alert variant="destructive">
            {t('merchantTools.document.failed')} {errorMessage(order.error)}{' '}
            <Button variant="link" size="sm" onClick={() => void order.refetch()}>
              {t('merchantTools.document.retry')}
            </Button>
          </Alert>
        ) : (
          <>
            {settings.data && !settings.data.storeAddress.address && (
              <Alert className="mb-6 print:hidden">
                {t('merchantTools.document.addressMissing')}{' '}
                <Link
                  to={paths.admin.section.href('settings', 'site')}
                  className="font-semibold text-primary underline underline-offset-4"
                >
                  {t('merchantTools.document.siteSettings')}
                </Link>
              </Alert>
            )}
            <DocumentSheet
              kind={kind}
              order={order.data}
              // Without the settings (their request failed) the sheet still prints, under the brand's name.
              store={settings.data?.storeAddress ?? { ...STORE_ADDRESS_DEFAULTS }}
              logo={settings.data?.siteLogo ?? null}
            />
          </>
        )}
      </main>
    </div>
  );
}
