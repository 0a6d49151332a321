import type { OrderView } from '@marquee/contracts';
import { ExternalLink, Truck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type Tracking = Pick<OrderView, 'trackingNumber' | 'carrier' | 'trackingUrl'>;

/**
 * Track Package (SF-TRACK-03, shipping orders only): the carrier's tracking page when the server
 * knows it, otherwise the button shows the tracking number.
 */
export function TrackPackage({ tracking }: { tracking: Tracking }) {
  const { t } = useTranslation();
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  if (tracking.trackingUrl) {
    return (
      <Button asChild variant="gradient">
        <a href={tracking.trackingUrl} target="_blank" rel="noopener noreferrer">
          <Truck aria-hidden="true" />
          {t('orders.tracking.trackPackage')}
          <ExternalLink aria-hidden="true" />
        </a>
      </Button>
    );
  }
  if (!tracking.trackingNumber) return null;
  return (
    <div className="grid justify-items-start gap-2 sm:justify-items-end">
      <Button variant="gradient" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((was) => !was)}>
        <Truck aria-hidden="true" />
        {t('orders.tracking.trackPackage')}
      </Button>
      <p id={detailsId} hidden={!open} className="text-sm text-zinc-700 sm:text-end">
        {t('orders.tracking.trackingNumber')}:{' '}
        <span className="font-mono font-semibold text-zinc-950">{tracking.trackingNumber}</span>
        {tracking.carrier && ` (${tracking.carrier})`}
      </p>
    </div>
  );
}
