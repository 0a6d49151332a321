import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface MobileTotalBarProps {
  total: string;
  onGoToPayment: () => void;
}

/** On a phone the total stays in reach: a bar at the bottom with a way to the payment. */
export function MobileTotalBar({ total, onGoToPayment }: MobileTotalBarProps) {
  const { t } = useTranslation();
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-zinc-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(0,0,0,0.06)] backdrop-blur lg:hidden">
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <p className="grid leading-tight">
          <span className="text-xs text-zinc-600">{t('checkout.bar.total')}</span>
          <span className="text-lg font-extrabold text-zinc-950 tabular-nums">{total}</span>
        </p>
        <Button variant="gradient" onClick={onGoToPayment}>
          {t('checkout.bar.toPayment')}
        </Button>
      </div>
    </div>
  );
}
