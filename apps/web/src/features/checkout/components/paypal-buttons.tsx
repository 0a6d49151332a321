import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { loadPayPalSdk, payPalSdkUrl, type PayPalButtonsOptions, type PayPalSdkOptions } from '../api/load-paypal-sdk';

interface PayPalButtonsProps {
  sdk: PayPalSdkOptions;
  /** The buttons' callbacks; read at click time, so they may change between renders. */
  options: PayPalButtonsOptions;
  disabled?: boolean;
}

/** PayPal's smart buttons; a script that fails to load shows the spec's toast (MSG-CHK-01). */
export function PayPalButtons({ sdk, options, disabled }: PayPalButtonsProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { clientId, currency, intent } = sdk;
  const url = payPalSdkUrl({ clientId, currency, intent });
  // The status of the script at `url`; another url is loading until its callbacks say otherwise.
  const [loaded, setLoaded] = useState<{ url: string; status: 'ready' | 'failed' } | null>(null);
  const status = loaded?.url === url ? loaded.status : 'loading';

  useEffect(() => {
    let cancelled = false;
    let buttons: { close(): Promise<void> } | undefined;
    const done = (next: 'ready' | 'failed') =>
      setLoaded({ url: payPalSdkUrl({ clientId, currency, intent }), status: next });
    loadPayPalSdk({ clientId, currency, intent }).then(
      (paypal) => {
        if (cancelled || !container.current) return;
        const instance = paypal.Buttons({
          style: { layout: 'vertical', shape: 'rect', label: intent === 'subscription' ? 'subscribe' : 'pay' },
          onClick: (data, actions) => latest.current.onClick?.(data, actions) ?? actions.resolve(),
          ...(intent === 'subscription'
            ? { createSubscription: () => latest.current.createSubscription!() }
            : { createOrder: () => latest.current.createOrder!() }),
          onApprove: (data, actions) => latest.current.onApprove(data, actions),
          onCancel: (data) => latest.current.onCancel?.(data),
          onError: (error) => latest.current.onError?.(error),
        });
        buttons = instance;
        container.current.replaceChildren();
        instance.render(container.current).then(
          () => !cancelled && done('ready'),
          (error: unknown) => {
            console.error('PayPal buttons failed to render', error);
            if (!cancelled) done('failed');
          },
        );
      },
      (error: unknown) => {
        console.error('The payment script failed to load', error);
        if (cancelled) return;
        done('failed');
        toast.error(t('checkout.toast.scriptErrorTitle'), { description: t('checkout.toast.scriptErrorDescription') });
      },
    );
    return () => {
      cancelled = true;
      void buttons?.close().catch(() => undefined);
    };
  }, [clientId, currency, intent, t]);

  return (
    <div className="relative min-h-36" aria-busy={status === 'loading' || undefined}>
      {status === 'loading' && (
        <p className="flex items-center gap-2 text-sm text-zinc-600">
          <Spinner size="sm" /> {t('checkout.payment.payPalLoading')}
        </p>
      )}
      {status === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          {t('checkout.toast.scriptErrorDescription')}
        </p>
      )}
      <div ref={container} className={disabled ? 'pointer-events-none opacity-50' : undefined} />
    </div>
  );
}
