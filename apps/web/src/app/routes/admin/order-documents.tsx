import { Outlet, useParams } from 'react-router';
import { OrderDocumentPage } from '@/features/admin-orders/components/order-document';
import { AdminOnly } from './dashboard';

/** The printable order documents: the admin's gate without the dashboard around them (nothing to hide on paper). */
export function AdminDocumentLayout() {
  return (
    <AdminOnly>
      <Outlet />
    </AdminOnly>
  );
}

/** /admin/orders/:orderNumber/invoice */
export function AdminOrderInvoiceRoute() {
  const { orderNumber = '' } = useParams();
  return <OrderDocumentPage kind="invoice" orderNumber={orderNumber} />;
}

/** /admin/orders/:orderNumber/packing-slip */
export function AdminPackingSlipRoute() {
  const { orderNumber = '' } = useParams();
  return <OrderDocumentPage kind="packingSlip" orderNumber={orderNumber} />;
}
