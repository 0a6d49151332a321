/**
 * PayPal's JS SDK, loaded only by the checkout (SF-CHK-05): the client id, the charge
 * currency, the buttons and Fastlane components, vault, and intent `subscription` for the
 * Dream Box step, otherwise `capture`. One script at a time: other options replace it.
 */

export interface PayPalButtonsOptions {
  style?: Record<string, string | number | boolean>;
  onClick?: (data: unknown, actions: { resolve: () => Promise<void>; reject: () => Promise<void> }) => unknown;
  createOrder?: () => Promise<string>;
  createSubscription?: () => Promise<string>;
  onApprove: (data: { orderID?: string; subscriptionID?: string | null }) => Promise<void>;
  onCancel?: () => void;
  onError?: (error: unknown) => void;
}

export interface PayPalButtonsInstance {
  isEligible(): boolean;
  render(container: HTMLElement): Promise<void>;
  close(): Promise<void>;
}

export interface PayPalNamespace {
  Buttons(options: PayPalButtonsOptions): PayPalButtonsInstance;
}

export interface PayPalSdkOptions {
  clientId: string;
  currency: string;
  intent: 'capture' | 'subscription';
}

const SDK_URL = 'https://www.paypal.com/sdk/js';

export function payPalSdkUrl({ clientId, currency, intent }: PayPalSdkOptions): string {
  const query = new URLSearchParams({
    'client-id': clientId,
    currency,
    components: 'buttons,fastlane',
    vault: 'true',
    intent,
  });
  return `${SDK_URL}?${query.toString()}`;
}

let current: { url: string; promise: Promise<PayPalNamespace>; script: HTMLScriptElement } | undefined;

export function loadPayPalSdk(options: PayPalSdkOptions): Promise<PayPalNamespace> {
  const url = payPalSdkUrl(options);
  if (current?.url === url) return current.promise;
  if (current) {
    current.script.remove();
    delete (window as { paypal?: unknown }).paypal;
  }
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  const promise = new Promise<PayPalNamespace>((resolve, reject) => {
    script.onload = () => {
      const paypal = (window as { paypal?: PayPalNamespace }).paypal;
      if (paypal) resolve(paypal);
      else reject(new Error('The PayPal SDK loaded without window.paypal'));
    };
    script.onerror = () => reject(new Error('The PayPal SDK failed to load'));
  });
  // A failed load may be retried (the next call makes a new script).
  promise.catch(() => {
    if (current?.script === script) {
      script.remove();
      current = undefined;
    }
  });
  current = { url, promise, script };
  document.head.appendChild(script);
  return promise;
}
