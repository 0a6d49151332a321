/**
 * PayPal's JS SDK, loaded only by the checkout (SF-CHK-05 as settled by decision 087): the
 * goods' one-off capture loads `intent=capture&commit=true` in the charge currency, without
 * `vault` (it hides Pay Later and other funding sources) and without Fastlane (it needs a client
 * token we do not issue); the Dream Box step loads `vault=true&intent=subscription` in USD.
 *
 * One script at a time: another configuration replaces the script (as PayPal's own loader,
 * paypal-js, does when its options change) rather than living beside it under a
 * `data-namespace`. The two steps are never on screen together (the subscription's buttons
 * render only once the goods are paid), and a second namespace would download the SDK twice
 * for every shopper, most of whom never subscribe.
 */

/** What `onApprove` may do next: `restart()` lets the payer pick another way to pay (a decline). */
export interface PayPalApproveActions {
  restart: () => Promise<void>;
}

export interface PayPalButtonsOptions {
  style?: Record<string, string | number | boolean>;
  onClick?: (data: unknown, actions: { resolve: () => Promise<void>; reject: () => Promise<void> }) => unknown;
  createOrder?: () => Promise<string>;
  createSubscription?: () => Promise<string>;
  onApprove: (
    data: { orderID?: string; subscriptionID?: string | null },
    actions: PayPalApproveActions,
  ) => Promise<void>;
  onCancel?: (data: unknown) => void;
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
  const query = new URLSearchParams({ 'client-id': clientId, currency, components: 'buttons', intent });
  // A subscription needs a vaulted payment method; a capture is paid now, on PayPal's review page.
  if (intent === 'subscription') query.set('vault', 'true');
  else query.set('commit', 'true');
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
