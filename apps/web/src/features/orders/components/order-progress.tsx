import { useTranslation } from 'react-i18next';

/** The delivery progress bar (spec D-06: the server's 33, 66 or 100 %). */
export function OrderProgress({ orderNumber, percent }: { orderNumber: string; percent: number }) {
  const { t } = useTranslation();
  const value = Math.min(100, Math.max(0, percent));
  return (
    <div
      role="progressbar"
      aria-label={t('orders.tracking.progress', { number: orderNumber })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={`${value}%`}
      className="h-2 overflow-hidden rounded-full bg-zinc-200"
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-primary to-secondary transition-[width] duration-500"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
