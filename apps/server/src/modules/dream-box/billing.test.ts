import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/index.js';
import {
  approvedSubscriber,
  boxesOf,
  deliver,
  fakePayPalRig,
  mailSubjects,
  paymentFailedResource,
  saleResource,
  subscriptionResource,
  subscriptionRow,
  testProviderRig,
  type DreamBoxRig,
} from '../../test/dream-box-events.js';
import { addMonths } from './billing-cycle.js';

// Issue 26 point 4 (Dream Box) and point 5: the same proofs on the in-process test provider and on
// the fake PayPal server through the real PayPal client.
describe.each([
  ['test provider', testProviderRig],
  ['fake PayPal', fakePayPalRig],
] as const)('issue 26 Dream Box billed exactly once per month (%s)', (_name, makeRig) => {
  let rig: DreamBoxRig;
  beforeAll(async () => {
    rig = await makeRig();
  }, 120_000);
  afterAll(async () => {
    await rig?.close();
  });

  const dreamBoxMail = async (email: string) =>
    (await mailSubjects(rig, email)).filter((subject) => /Dream Box|did not go through/.test(subject));
  /** A sale dated `months` months (and `days` days) after the subscription's start. */
  const saleAfter = async (subscriptionId: string, months: number, days = 0, options = {}) => {
    const { startedAt } = await subscriptionRow(rig, subscriptionId);
    const at = new Date(addMonths(startedAt!, months).getTime() + days * 86_400_000);
    return saleResource(subscriptionId, { at, ...options });
  };

  it('issue 26 a sale before activation writes the first box; the browser and ACTIVATED after it add nothing', async () => {
    const { subscriptionId, activate, email } = await approvedSubscriber(rig);
    const sale = rig.sign('PAYMENT.SALE.COMPLETED', saleResource(subscriptionId));
    expect(await deliver(rig, sale)).toBe('processed');
    expect(await boxesOf(rig, subscriptionId)).toEqual([{ cycle: 1, totalCents: 2999, status: 'processing' }]);
    expect((await subscriptionRow(rig, subscriptionId)).status).toBe('active');

    const activated = await activate();
    expect(activated.statusCode).toBe(200);
    expect(activated.json().status).toBe('active');
    const hook = rig.sign('BILLING.SUBSCRIPTION.ACTIVATED', subscriptionResource(subscriptionId, 'ACTIVE'));
    expect(await deliver(rig, hook)).toBe('processed');
    expect(await boxesOf(rig, subscriptionId)).toHaveLength(1);
    expect(await dreamBoxMail(email)).toEqual(['Welcome to Dream Box']);
  });

  it('issue 26 activation before the sale: one first box, and the first sale adds none', async () => {
    const { subscriptionId, activate, email } = await approvedSubscriber(rig);
    expect((await activate()).statusCode).toBe(200);
    const row = await subscriptionRow(rig, subscriptionId);
    expect(row.startedAt).toBeInstanceOf(Date);
    // The first month is paid: billing comes next a month after the start, whatever PayPal reports before its first sale.
    expect(row.nextBillingDate! >= addMonths(row.startedAt!, 1).toISOString().slice(0, 10)).toBe(true);
    expect(await deliver(rig, rig.sign('PAYMENT.SALE.COMPLETED', saleResource(subscriptionId)))).toBe('processed');
    const hook = rig.sign('BILLING.SUBSCRIPTION.ACTIVATED', subscriptionResource(subscriptionId, 'ACTIVE'));
    expect(await deliver(rig, hook)).toBe('processed');
    expect(await boxesOf(rig, subscriptionId)).toEqual([{ cycle: 1, totalCents: 2999, status: 'processing' }]);
    expect(await dreamBoxMail(email)).toEqual(['Welcome to Dream Box']);
  });

  it('issue 26 the browser, ACTIVATED and the first sale at once write one box and one welcome', async () => {
    const { subscriptionId, activate, email } = await approvedSubscriber(rig);
    const sale = rig.sign('PAYMENT.SALE.COMPLETED', saleResource(subscriptionId));
    const hook = rig.sign('BILLING.SUBSCRIPTION.ACTIVATED', subscriptionResource(subscriptionId, 'ACTIVE'));
    const [browser, saleOutcome, hookOutcome] = await Promise.all([activate(), deliver(rig, sale), deliver(rig, hook)]);
    expect(browser.statusCode).toBe(200);
    expect([saleOutcome, hookOutcome]).toEqual(['processed', 'processed']);
    expect(await boxesOf(rig, subscriptionId)).toHaveLength(1);
    expect(await dreamBoxMail(email)).toEqual(['Welcome to Dream Box']);
  });

  it('issue 26 a redelivered renewal is a duplicate: one box for the month, one renewal e-mail', async () => {
    const { subscriptionId, activate, email } = await approvedSubscriber(rig);
    await activate();
    const renewal = rig.sign('PAYMENT.SALE.COMPLETED', await saleAfter(subscriptionId, 1));
    // PayPal delivers it twice at once, then once more later.
    const outcomes = await Promise.all([deliver(rig, renewal), deliver(rig, renewal)]);
    expect(outcomes.sort()).toEqual(['duplicate', 'processed']);
    expect(await deliver(rig, renewal)).toBe('duplicate');
    expect((await boxesOf(rig, subscriptionId)).map((box) => box.cycle)).toEqual([1, 2]);
    // Another report of a payment for the same month (a different event) writes no second box.
    const again = rig.sign('PAYMENT.SALE.COMPLETED', await saleAfter(subscriptionId, 1, 2));
    expect(await deliver(rig, again)).toBe('processed');
    expect((await boxesOf(rig, subscriptionId)).map((box) => box.cycle)).toEqual([1, 2]);
    const mail = await dreamBoxMail(email);
    expect(mail).toHaveLength(2);
    expect(mail[1]).toMatch(/^Your Dream Box for \w+ \d{4}$/);
    // The paid month runs to the next cycle.
    const { startedAt, nextBillingDate } = await subscriptionRow(rig, subscriptionId);
    expect(nextBillingDate).toBe(addMonths(startedAt!, 2).toISOString().slice(0, 10));
  });

  it('issue 26 a failed payment keeps the subscription active; PayPal collecting it days later ships that month', async () => {
    const { subscriptionId, activate, email } = await approvedSubscriber(rig);
    await activate();
    const failed = rig.sign('BILLING.SUBSCRIPTION.PAYMENT.FAILED', paymentFailedResource(subscriptionId));
    expect(await deliver(rig, failed)).toBe('processed');
    const afterFailure = await subscriptionRow(rig, subscriptionId);
    expect(afterFailure.status).toBe('active');
    expect(afterFailure.paymentFailedAt).toBeInstanceOf(Date);
    // PayPal's retry fails again: recorded, but the subscriber has already been told.
    const retryFailed = rig.sign('BILLING.SUBSCRIPTION.PAYMENT.FAILED', paymentFailedResource(subscriptionId));
    expect(await deliver(rig, retryFailed)).toBe('processed');

    // Five days late, PayPal's automatic retry collects the month.
    const collected = rig.sign('PAYMENT.SALE.COMPLETED', await saleAfter(subscriptionId, 1, 5));
    expect(await deliver(rig, collected)).toBe('processed');
    expect((await boxesOf(rig, subscriptionId)).map((box) => box.cycle)).toEqual([1, 2]);
    const afterSale = await subscriptionRow(rig, subscriptionId);
    expect(afterSale).toMatchObject({ status: 'active', paymentFailedAt: null });
    expect(await dreamBoxMail(email)).toEqual([
      'Welcome to Dream Box',
      'Your Dream Box payment did not go through',
      expect.stringMatching(/^Your Dream Box for /),
    ]);

    // Only SUSPENDED suspends.
    const suspended = rig.sign('BILLING.SUBSCRIPTION.SUSPENDED', subscriptionResource(subscriptionId, 'SUSPENDED'));
    expect(await deliver(rig, suspended)).toBe('processed');
    expect((await subscriptionRow(rig, subscriptionId)).status).toBe('suspended');
  });

  it('issue 26 a sale of another amount or currency writes no box and is acknowledged', async () => {
    const { subscriptionId, activate, email } = await approvedSubscriber(rig);
    const short = rig.sign('PAYMENT.SALE.COMPLETED', saleResource(subscriptionId, { total: '1.00' }));
    expect(await deliver(rig, short)).toBe('ignored');
    // Before activation it does not activate anything either.
    expect((await subscriptionRow(rig, subscriptionId)).status).toBe('pending');
    expect(await boxesOf(rig, subscriptionId)).toEqual([]);
    await activate();
    const euros = rig.sign('PAYMENT.SALE.COMPLETED', await saleAfter(subscriptionId, 1, 0, { currency: 'EUR' }));
    expect(await deliver(rig, euros)).toBe('ignored');
    const sloppy = rig.sign('PAYMENT.SALE.COMPLETED', await saleAfter(subscriptionId, 1, 0, { total: '29.991' }));
    expect(await deliver(rig, sloppy)).toBe('ignored');
    expect((await boxesOf(rig, subscriptionId)).map((box) => box.cycle)).toEqual([1]);
    expect(await dreamBoxMail(email)).toEqual(['Welcome to Dream Box']);
  });

  it('issue 26 the end is e-mailed once, whether cancelled at PayPal or by the customer in the store', async () => {
    const atPayPal = await approvedSubscriber(rig);
    await atPayPal.activate();
    const cancelled = rig.sign(
      'BILLING.SUBSCRIPTION.CANCELLED',
      subscriptionResource(atPayPal.subscriptionId, 'CANCELLED'),
    );
    expect(await deliver(rig, cancelled)).toBe('processed');
    expect(await deliver(rig, cancelled)).toBe('duplicate');
    const expired = rig.sign('BILLING.SUBSCRIPTION.EXPIRED', subscriptionResource(atPayPal.subscriptionId, 'EXPIRED'));
    expect(await deliver(rig, expired)).toBe('processed');
    expect((await subscriptionRow(rig, atPayPal.subscriptionId)).status).toBe('expired');
    expect(await dreamBoxMail(atPayPal.email)).toEqual([
      'Welcome to Dream Box',
      'Your Dream Box subscription has been cancelled',
    ]);

    const inStore = await approvedSubscriber(rig);
    await inStore.activate();
    const [first, second] = await Promise.all([
      inStore.client.post(apiPaths.account.subscriptionCancel.href()),
      inStore.client.post(apiPaths.account.subscriptionCancel.href()),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    // PayPal's own CANCELLED for it comes later and changes nothing.
    const late = rig.sign('BILLING.SUBSCRIPTION.CANCELLED', subscriptionResource(inStore.subscriptionId, 'CANCELLED'));
    expect(await deliver(rig, late)).toBe('processed');
    expect(await dreamBoxMail(inStore.email)).toEqual([
      'Welcome to Dream Box',
      'Your Dream Box subscription has been cancelled',
    ]);
  });

  it('issue 26 the e-mails link to the account’s Dream Box page and name the box and the price', async () => {
    const { subscriptionId, activate, email } = await approvedSubscriber(rig);
    await activate();
    await deliver(rig, rig.sign('PAYMENT.SALE.COMPLETED', await saleAfter(subscriptionId, 1)));
    const rows = await rig.store.database.db
      .select({ subject: emailOutbox.subject, text: emailOutbox.textBody, html: emailOutbox.htmlBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, email))
      .orderBy(emailOutbox.id);
    const renewal = rows.find((row) => row.subject.startsWith('Your Dream Box for'))!;
    const [box] = (await boxesOf(rig, subscriptionId)).slice(1);
    expect(box?.cycle).toBe(2);
    expect(renewal.text).toContain('$29.99');
    expect(renewal.text).toMatch(/order MQ-/);
    expect(renewal.text).toContain(`${rig.store.config.publicUrl}/account?tab=dream-box`);
    expect(renewal.html).toContain('/account?tab=dream-box');
  });
});
