import { describe, expect, it } from 'vitest';
import type { OrderView } from '@marquee/contracts';
import {
  formatOrderMoney,
  orderCancelledEmail,
  orderConfirmationEmail,
  orderDeliveredEmail,
  orderRefundedEmail,
  orderShippedEmail,
} from './order-emails.js';

const orderUrl = 'https://marquee.example/order-confirmation?order=MQ-7K2P9X&token=abc';

function orderView(overrides: Partial<OrderView> = {}): OrderView {
  return {
    orderNumber: 'MQ-7K2P9X',
    status: 'processing',
    refundedMinor: 0,
    isTest: false,
    createdAt: '2026-11-25T10:00:00.000Z',
    email: 'ada@example.com',
    usd: { subtotal: 5998, discount: 600, shipping: 0, dreamBox: 0, total: 5398 },
    display: {
      currency: 'EUR',
      rate: 0.9,
      minorUnitDigits: 2,
      amounts: { subtotal: 5398, discount: 540, shipping: 0, dreamBox: 0, total: 4858 },
    },
    charged: { currency: 'EUR', amountMinor: 4858, minorUnitDigits: 2 },
    paymentMethod: 'PayPal',
    couponCode: 'SAVE10',
    items: [
      {
        productId: 1,
        name: 'Blade Runner Poster',
        imageUrl: null,
        quantity: 2,
        unitPriceCents: 1999,
        lineTotal: 3598,
      },
      { productId: 2, name: 'Alien Mug', imageUrl: null, quantity: 1, unitPriceCents: 1999, lineTotal: 1800 },
    ],
    shippingAddress: {
      name: 'Ada Lovelace',
      line1: '12 St James Square',
      line2: '',
      city: 'London',
      region: '',
      postalCode: 'SW1Y 4JH',
      country: 'GB',
    },
    trackingNumber: null,
    carrier: null,
    trackingUrl: null,
    estimatedDelivery: null,
    progressPercent: 33,
    language: 'en',
    ...overrides,
  };
}

describe('formatOrderMoney', () => {
  it('formats minor units with the currency and its digits', () => {
    expect(formatOrderMoney(1999, 'USD', 2)).toBe('$19.99');
    expect(formatOrderMoney(1500, 'JPY', 0)).toBe('¥1,500');
    expect(formatOrderMoney(4858, 'EUR', 2)).toBe('€48.58');
  });
});

describe('order confirmation e-mail (R-25)', () => {
  const mail = orderConfirmationEmail({ order: orderView(), orderUrl, language: 'en' });

  it('goes to the order e-mail with the order number in the subject', () => {
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('Your Marquee order MQ-7K2P9X is confirmed');
  });

  it.each(['text', 'html'] as const)('the %s part has the number, lines, totals, address, payment and link', (part) => {
    const body = mail[part]!;
    expect(body).toContain('MQ-7K2P9X');
    expect(body).toContain('Blade Runner Poster');
    expect(body).toContain('Alien Mug');
    expect(body).toContain('€35.98');
    expect(body).toContain('€18.00');
    expect(body).toContain('€53.98');
    expect(body).toContain('Discount (SAVE10)');
    expect(body).toContain('-€5.40');
    expect(body).toContain('Free');
    expect(body).toContain('€48.58');
    expect(body).toContain('12 St James Square');
    expect(body).toContain('SW1Y 4JH');
    expect(body).toContain('United Kingdom');
    expect(body).toContain('PayPal');
    expect(body).toContain(part === 'html' ? orderUrl.replaceAll('&', '&amp;') : orderUrl);
  });

  it('lists quantities in the text', () => {
    expect(mail.text).toContain('2 × Blade Runner Poster — €35.98');
    expect(mail.text).toContain('Total: €48.58');
  });

  it('shows the Dream Box and a paid shipping fee, and a charge in another currency', () => {
    const order = orderView({
      couponCode: null,
      display: {
        currency: 'JPY',
        rate: 150,
        minorUnitDigits: 0,
        amounts: { subtotal: 8997, discount: 0, shipping: 899, dreamBox: 4499, total: 14395 },
      },
      charged: { currency: 'USD', amountMinor: 9597, minorUnitDigits: 2 },
    });
    const { text } = orderConfirmationEmail({ order, orderUrl, language: 'en' });
    expect(text).toContain('Dream Box: ¥4,499');
    expect(text).toContain('Shipping: ¥899');
    expect(text).toContain('Total: ¥14,395');
    expect(text).not.toContain('Discount');
    expect(text).toContain('PayPal (charged $95.97)');
  });

  it('escapes every value a person wrote', () => {
    const order = orderView({
      items: [
        {
          productId: 3,
          name: '<script>alert(1)</script>',
          imageUrl: null,
          quantity: 1,
          unitPriceCents: 100,
          lineTotal: 90,
        },
      ],
      shippingAddress: { ...orderView().shippingAddress!, name: '<b>Eve</b>', line1: '"><img src=x onerror=alert(1)>' },
    });
    const { html, text } = orderConfirmationEmail({ order, orderUrl: 'https://x.example/?a="b"', language: 'en' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<b>Eve</b>');
    expect(html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(html).not.toContain('<img');
    expect(html).toContain('href="https://x.example/?a=&quot;b&quot;"');
    expect(text).toContain('<script>alert(1)</script>');
  });
});

describe('order status e-mails', () => {
  it('shipped: carrier, tracking number, tracking link and estimated delivery', () => {
    const order = orderView({
      status: 'shipping',
      carrier: 'UPS',
      trackingNumber: '1Z<999>',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999',
      estimatedDelivery: '2026-12-03',
    });
    const mail = orderShippedEmail({ order, orderUrl, language: 'en' });
    expect(mail.subject).toBe('Your Marquee order MQ-7K2P9X has shipped');
    for (const body of [mail.text, mail.html!]) {
      expect(body).toContain('UPS');
      expect(body).toContain('December 3, 2026');
      expect(body).toContain('https://www.ups.com/track?tracknum=1Z999');
      expect(body).toContain('12 St James Square');
    }
    expect(mail.text).toContain('Tracking number: 1Z<999>');
    expect(mail.html).toContain('Tracking number: 1Z&lt;999&gt;');
  });

  it('shipped without tracking details says only that it shipped', () => {
    const mail = orderShippedEmail({ order: orderView({ status: 'shipping' }), orderUrl, language: 'en' });
    expect(mail.text).not.toContain('Track your package');
    expect(mail.text).not.toContain('Carrier');
  });

  it('delivered', () => {
    const mail = orderDeliveredEmail({ order: orderView({ status: 'delivered' }), orderUrl, language: 'en' });
    expect(mail.subject).toBe('Your Marquee order MQ-7K2P9X was delivered');
    expect(mail.text).toContain(orderUrl);
  });

  it('refunded: the charged total, or the amount given', () => {
    const full = orderRefundedEmail({ order: orderView({ status: 'refunded' }), orderUrl, language: 'en' });
    expect(full.subject).toBe('Your Marquee order MQ-7K2P9X was refunded');
    expect(full.text).toContain('We have refunded €48.58');
    expect(full.html).toContain('€48.58');
    const part = orderRefundedEmail({
      order: orderView(),
      orderUrl,
      language: 'en',
      refund: { currency: 'EUR', amountMinor: 1000, minorUnitDigits: 2 },
    });
    expect(part.text).toContain('We have refunded €10.00');
  });

  it('cancelled', () => {
    const mail = orderCancelledEmail({ order: orderView({ status: 'cancelled' }), orderUrl, language: 'en' });
    expect(mail.subject).toBe('Your Marquee order MQ-7K2P9X was cancelled');
    expect(mail.html).toContain('MQ-7K2P9X');
  });
});

describe('issue 29: an order placed in Hebrew is mailed in Hebrew, right to left', () => {
  const hebrewUrl = 'https://marquee.example/he/order-confirmation?order=MQ-7K2P9X&token=abc';
  const order = orderView({ language: 'he' });

  it('writes the confirmation in Hebrew, in both parts, with Hebrew money and the Hebrew page', () => {
    const mail = orderConfirmationEmail({ order, orderUrl: hebrewUrl, language: 'he' });
    expect(mail.subject).toBe('הזמנת ה-Marquee שלך MQ-7K2P9X אושרה');
    expect(mail.html).toMatch(/^<!doctype html><html lang="he" dir="rtl"><body dir="rtl"/);
    expect(mail.html).toContain('תודה על ההזמנה');
    // Amounts end the line on the left in a right-to-left table.
    expect(mail.html).toContain('text-align:left');
    expect(mail.text).toContain('שלום Ada,');
    expect(mail.text).toContain(`להזמנה שלך: ${hebrewUrl}`);
    expect(mail.text).toContain(
      `סה״כ: ${new Intl.NumberFormat('he-IL', { style: 'currency', currency: 'EUR' }).format(48.58)}`,
    );
    // The country is named in Hebrew too.
    expect(mail.text).toContain('בריטניה');
    expect(mail.text).not.toMatch(/Thank you|Subtotal|Shipping to/);
  });

  it('writes every status e-mail in Hebrew', () => {
    const input = { order, orderUrl: hebrewUrl, language: 'he' };
    expect(
      orderShippedEmail({ ...input, order: orderView({ language: 'he', estimatedDelivery: '2026-12-03' }) }).text,
    ).toContain('בדצמבר 2026');
    expect(orderDeliveredEmail(input).subject).toBe('הזמנת ה-Marquee שלך MQ-7K2P9X נמסרה');
    expect(orderRefundedEmail(input).text).toContain('זיכינו');
    expect(orderCancelledEmail(input).html).toContain('dir="rtl"');
  });

  it('an unknown language is written in English', () => {
    expect(orderDeliveredEmail({ order, orderUrl, language: 'xx' }).subject).toBe(
      'Your Marquee order MQ-7K2P9X was delivered',
    );
  });
});
