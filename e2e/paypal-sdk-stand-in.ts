import type { BrowserContext } from '@playwright/test';
import type { FakePayPal } from '../apps/server/src/test/fake-paypal';

/**
 * A stand-in for PayPal's JS SDK, served at PayPal's own address so the checkout's CSP is what
 * admits it. `paypal.Buttons({ onClick, createOrder, onApprove, onCancel, onError }).render(el)`
 * draws three buttons (approve, a declined card, closing the window). A click opens a popup at
 * https://www.paypal.com/checkoutnow, as PayPal does; the popup approves or declines the order
 * at the fake PayPal and reports to `window.opener`, which only survives when the checkout sends
 * `Cross-Origin-Opener-Policy: same-origin-allow-popups`. `actions.restart()` keeps the order, and
 * the next click reopens the popup for it, as PayPal's restart lets the payer choose again.
 */
const STAND_IN_SDK = String.raw`(() => {
  const PAYPAL = 'https://www.paypal.com';
  function Buttons(options) {
    let root;
    let restartWith = null;
    const say = (text) => { if (root) root.querySelector('[data-stand-in-status]').textContent = text; };
    async function pay(outcome) {
      if (options.onClick) {
        let go = true;
        await options.onClick({}, { resolve: async () => { go = true; }, reject: async () => { go = false; } });
        if (!go) return;
      }
      // Opened on the click, as PayPal does (a popup opened later could be blocked).
      const popup = window.open('about:blank', 'paypal-stand-in', 'width=420,height=560');
      let id = restartWith;
      if (!id) {
        try {
          id = await (options.createOrder ? options.createOrder() : options.createSubscription());
        } catch (error) {
          if (popup) popup.close();
          if (options.onError) options.onError(error);
          return;
        }
      }
      restartWith = null;
      say('');
      const reply = new Promise((resolve) => {
        const listen = (event) => {
          if (event.origin !== PAYPAL || !event.data || event.data.token !== id) return;
          window.removeEventListener('message', listen);
          resolve(event.data);
        };
        window.addEventListener('message', listen);
      });
      popup.location.href = PAYPAL + '/checkoutnow?token=' + encodeURIComponent(id) + '&outcome=' + outcome;
      const { outcome: done } = await reply;
      if (done === 'cancel') {
        if (options.onCancel) options.onCancel({ orderID: id });
        return;
      }
      const data = options.createSubscription ? { subscriptionID: id } : { orderID: id };
      await options.onApprove(data, {
        restart: async () => {
          restartWith = id;
          say('PayPal: choose another way to pay.');
        },
      });
    }
    return {
      isEligible: () => true,
      render: async (container) => {
        const target = typeof container === 'string' ? document.querySelector(container) : container;
        root = document.createElement('div');
        root.setAttribute('data-paypal-stand-in', '');
        root.style.display = 'grid';
        root.style.gap = '8px';
        root.innerHTML =
          '<button type="button" data-outcome="approve">PayPal</button>' +
          '<button type="button" data-outcome="decline">PayPal, card declined</button>' +
          '<button type="button" data-outcome="cancel">PayPal, close the window</button>' +
          '<p data-stand-in-status></p>';
        for (const button of root.querySelectorAll('button')) {
          button.style.cssText = 'padding:10px;border-radius:6px;background:#ffc439;color:#111;font-weight:600';
          button.addEventListener('click', () => void pay(button.dataset.outcome));
        }
        target.appendChild(root);
      },
      close: async () => { if (root) root.remove(); },
    };
  }
  window.paypal = { Buttons };
})();`;

const POPUP_HTML = `<!doctype html><html lang="en"><title>PayPal (stand-in)</title><body><p>Paying…</p><script>
(async () => {
  const query = new URLSearchParams(location.search);
  const token = query.get('token');
  const outcome = query.get('outcome');
  if (outcome !== 'cancel') {
    await fetch('/__fake/orders/' + encodeURIComponent(token) + '/approve', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome }),
    });
  }
  if (!window.opener) {
    document.body.textContent = 'No opener: the checkout cut this window off.';
    return;
  }
  window.opener.postMessage({ token, outcome }, '*');
  window.close();
})();
</script></body></html>`;

/** Serves the stand-in SDK and popup to every page of `context`; returns the SDK addresses the pages asked for. */
export async function installPayPalStandIn(context: BrowserContext, fake: FakePayPal): Promise<{ sdkUrls: string[] }> {
  const sdkUrls: string[] = [];
  await context.route('https://www.paypal.com/sdk/js**', async (route) => {
    sdkUrls.push(route.request().url());
    await route.fulfill({ contentType: 'text/javascript', body: STAND_IN_SDK });
  });
  await context.route('https://www.paypal.com/checkoutnow**', (route) =>
    route.fulfill({ contentType: 'text/html', body: POPUP_HTML }),
  );
  // Test-only stand-in for the fake's `POST /__fake/orders/{id}/approve` (helper A adds it to
  // fake-paypal.ts): a payer who approves after a decline has picked another way to pay.
  await context.route('https://www.paypal.com/__fake/orders/*/approve', async (route) => {
    const id = decodeURIComponent(new URL(route.request().url()).pathname.split('/')[3] ?? '');
    const { outcome } = route.request().postDataJSON() as { outcome: 'approve' | 'decline' };
    const order = fake.orders.get(id);
    if (!order) return route.fulfill({ status: 404, json: { name: 'RESOURCE_NOT_FOUND' } });
    if (outcome === 'decline') fake.decline(id);
    else {
      delete order.decline;
      fake.approve(id);
    }
    await route.fulfill({ json: { id, status: order.status } });
  });
  return { sdkUrls };
}
