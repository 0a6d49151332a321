import type { TFunction } from 'i18next';
import { Home, PackageCheck, Truck, type LucideIcon } from 'lucide-react';
import type { DisplayStatus } from '../utils/order-status';

export type TimelineStepKey = 'processing' | 'shipping' | 'delivery';

export interface TimelineStep {
  key: TimelineStepKey;
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Processing takes 1-2 business days, shipping within 3-5, delivery 7-10 (SF-TRACK-04, SF-THX-04). */
export function timelineSteps(t: TFunction): TimelineStep[] {
  return [
    {
      key: 'processing',
      icon: PackageCheck,
      title: t('orders.timeline.processing.title'),
      text: t('orders.timeline.processing.text'),
    },
    {
      key: 'shipping',
      icon: Truck,
      title: t('orders.timeline.shipping.title'),
      text: t('orders.timeline.shipping.text'),
    },
    {
      key: 'delivery',
      icon: Home,
      title: t('orders.timeline.delivery.title'),
      text: t('orders.timeline.delivery.text'),
    },
  ];
}

/** How many of the three steps an order has reached (0 while pending, cancelled or refunded). */
export function stepsReached(status: DisplayStatus): number {
  return { pending: 0, processing: 1, shipping: 2, delivered: 3 }[status];
}
