import { CheckCircle2, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface OrderSuccessHeaderProps {
  heading: string;
  intro: string;
  orderNumber: string;
  /** The payment has not cleared yet (a PENDING capture): no check mark of a finished payment. */
  pending?: boolean;
}

/** The page's h1 after a purchase: the thank-you and the real order number. */
export function OrderSuccessHeader({ heading, intro, orderNumber, pending }: OrderSuccessHeaderProps) {
  const { t } = useTranslation();
  const Icon = pending ? Clock : CheckCircle2;
  return (
    <header className="flex flex-col items-center text-center">
      <span
        className={
          pending
            ? 'inline-flex size-16 items-center justify-center rounded-full bg-amber-100 text-amber-800'
            : 'inline-flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700'
        }
      >
        <Icon aria-hidden="true" className="size-9" />
      </span>
      <h1 className="mt-5 text-3xl font-bold tracking-tight text-zinc-950 sm:text-4xl">{heading}</h1>
      <p className="mt-2 text-zinc-600">{intro}</p>
      <p className="mt-4 rounded-full bg-zinc-100 px-4 py-1.5 text-sm font-semibold text-zinc-900">
        {t('orders.orderNumberValue', { number: orderNumber })}
      </p>
    </header>
  );
}
