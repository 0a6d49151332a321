import type { OrderStatusName, OrderView } from '@marquee/contracts';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import type { OrderParts } from './order-parts';
import { OrderProgressSteps } from './order-progress-steps';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'en', resources: { en: { translation: en } }, interpolation: { escapeValue: false } });
});

const parts = {
  Progress: ({ percent }: { percent: number }) => <div role="progressbar" aria-valuenow={percent} />,
  TrackPackage: () => <a href="https://carrier.example/track">Track Package</a>,
} as unknown as OrderParts;

function render(status: OrderStatusName, progressPercent: number) {
  const order = { orderNumber: 'MQ-TEST-0001', status, progressPercent } as OrderView;
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <OrderProgressSteps order={order} parts={parts} />
    </I18nextProvider>,
  );
}

describe('the order detail steps', () => {
  it('ACC-19 a processing order has Order Placed done, Processing current, and 33 %', () => {
    const html = render('processing', 33);
    expect(html).toMatch(/Order Placed<span class="sr-only"> \(done\)/);
    expect(html).toMatch(/aria-current="step"[^]*Processing<span class="sr-only"> \(current step\)/);
    expect(html).toContain('aria-valuenow="33"');
    expect(html).toContain('33% complete');
    expect(html).not.toContain('Track Package');
  });

  it('SF-TRACK-03 only a shipping order offers Track Package', () => {
    expect(render('shipping', 66)).toContain('Track Package');
  });

  it('a cancelled or refunded order says so, with no steps or progress bar', () => {
    for (const [status, text] of [
      ['cancelled', 'This order was cancelled.'],
      ['refunded', 'This order was refunded.'],
    ] as const) {
      const html = render(status, 0);
      expect(html).toContain(text);
      expect(html).not.toContain('progressbar');
      expect(html).not.toContain('Order Placed');
    }
  });
});
