/**
 * The Orders v2 create body (POST /v2/checkout/orders) as PayPal documents it: one purchase unit
 * with our reference, the amount and its breakdown, the lines, and the shipping address; and
 * payment_source.paypal.experience_context so the payer sees our address (SET_PROVIDED_ADDRESS,
 * which Seller Protection needs: we ship where PayPal says the payer asked) and a "Pay Now"
 * button (PAY_NOW: the capture follows the approval with no review step on our side).
 *
 * Why payment_source.paypal at create with the JS SDK buttons: application_context is
 * deprecated in Orders v2 and PayPal's specification moves its fields to
 * payment_source.<source>.experience_context; the JS SDK v5 buttons take an order created this
 * way (return_url / cancel_url are only for redirect flows, so they are left out). The key
 * names the funding source: the buttons the store renders (PayPal, Pay Later) are paid from a
 * PayPal wallet. A Venmo or card button would need its own payment_source key (the SDK passes
 * data.paymentSource to createOrder), so the web must not enable those funding sources while
 * this body says `paypal`.
 *
 * Lengths follow PayPal's limits (cut by characters, not bytes); `assertOrderInput` has checked
 * what cutting cannot repair.
 */
import { formatMinorUnits } from './money.js';
import type { Json } from './paypal-read.js';
import type { CreateOrderInput } from './provider.js';

/** The name PayPal shows the payer instead of the account's business name. */
export const PAYPAL_BRAND_NAME = 'Marquee';

/** `text` cut to `max` characters (PayPal counts characters; a cut never splits one). */
function clip(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : characters.slice(0, max).join('');
}

export function createOrderBody(input: CreateOrderInput): Json {
  const money = (cents: number) => ({
    currency_code: input.currency,
    value: formatMinorUnits(cents, input.currency),
  });
  const amount: Json = money(input.amountCents);
  if (input.items) {
    const itemTotal = input.items.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0);
    amount.breakdown = {
      item_total: money(itemTotal),
      ...(input.shippingCents ? { shipping: money(input.shippingCents) } : {}),
      ...(input.discountCents ? { discount: money(input.discountCents) } : {}),
    };
  }
  const unit: Json = {
    reference_id: clip(input.reference, 256),
    custom_id: clip(input.reference, 127),
    invoice_id: clip(input.reference, 127),
    amount,
  };
  if (input.items) {
    unit.items = input.items.map((line) => ({
      name: clip(line.name, 127),
      quantity: String(line.quantity),
      unit_amount: money(line.unitAmountCents),
      ...(line.sku ? { sku: clip(line.sku, 127) } : {}),
    }));
  }
  if (input.shipping) unit.shipping = shippingDetail(input.shipping);
  return {
    intent: 'CAPTURE',
    purchase_units: [unit],
    payment_source: {
      paypal: {
        ...(input.payerEmail ? { email_address: input.payerEmail } : {}),
        experience_context: {
          brand_name: PAYPAL_BRAND_NAME,
          // Without an address of ours PayPal must ask the payer for one.
          shipping_preference: input.shipping ? 'SET_PROVIDED_ADDRESS' : 'GET_FROM_FILE',
          user_action: 'PAY_NOW',
        },
      },
    },
  };
}

/** purchase_units[].shipping: address_portable with only the fields PayPal takes there. */
function shippingDetail({ name, address }: NonNullable<CreateOrderInput['shipping']>): Json {
  const optional = (key: string, value: string, max: number) =>
    value.trim() ? { [key]: clip(value.trim(), max) } : {};
  return {
    type: 'SHIPPING',
    name: { full_name: clip(name.trim(), 300) },
    address: {
      address_line_1: clip(address.line1.trim(), 300),
      ...optional('address_line_2', address.line2, 300),
      admin_area_2: clip(address.city.trim(), 120),
      ...optional('admin_area_1', address.region, 300),
      ...optional('postal_code', address.postalCode, 60),
      country_code: address.country,
    },
  };
}
