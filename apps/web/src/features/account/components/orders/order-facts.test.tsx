import type { OrderView } from '@marquee/contracts';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import { formatMinorUnits } from '@/lib/money';
import { OrderFacts } from './order-facts';
import type { OrderParts } from './order-parts';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

const parts = {
  Money: ({ display, amount }: { display: { currency: string; minorUnitDigits: number }; amount: number }) =>
    formatMinorUnits(amount, display.minorUnitDigits, { code: display.currency }),
} as unknown as OrderParts;

const amounts = { subtotal: 4000, discount: 0, shipping: 500, dreamBox: 0, total: 4500 };

function render(refundedMinor: number) {
  const order = {
    orderNumber: 'MQ-TEST-0026',
    status: 'delivered',
    createdAt: '2026-11-20T10:00:00.000Z',
    display: { currency: 'EUR', rate: 0.9, minorUnitDigits: 2, amounts },
    charged: { currency: 'EUR', amountMinor: 4500, minorUnitDigits: 2 },
    refundedMinor,
    paymentMethod: 'PayPal',
    couponCode: null,
    trackingNumber: null,
    trackingUrl: null,
    estimatedDelivery: null,
  } as unknown as OrderView;
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <OrderFacts order={order} parts={parts} />
    </I18nextProvider>,
  );
}

describe('the account order facts', () => {
  it('issue 26 a partly refunded order shows its refunded amount in the charged currency', () => {
    const html = render(1250);
    expect(html).toMatch(/<dt[^>]*>Refunded<\/dt><dd[^>]*><span data-testid="account-order-refunded">€12\.50<\/span>/);
    // The total stays what was bought.
    expect(html).toContain('€45.00');
  });

  it('issue 26 an order with nothing refunded shows no refund line', () => {
    expect(render(0)).not.toContain('Refunded');
  });
});
