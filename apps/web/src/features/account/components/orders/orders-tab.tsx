import { useSearchParams } from 'react-router';
import { OrderDetail } from './order-detail';
import type { OrderParts } from './order-parts';
import { OrdersList } from './orders-list';

export type { OrderParts } from './order-parts';

/**
 * The account's Orders tab (ACC-16..21): the list, or the order `?order=` names, so a reload
 * and the browser's Back keep the view.
 */
export function OrdersTab({ parts }: { parts: OrderParts }) {
  const [searchParams] = useSearchParams();
  const orderNumber = searchParams.get('order')?.trim();
  return orderNumber ? <OrderDetail orderNumber={orderNumber} parts={parts} /> : <OrdersList parts={parts} />;
}
