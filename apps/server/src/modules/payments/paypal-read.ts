/**
 * Reading PayPal's answers into the provider's types. Anything missing or inexact is a
 * PaymentProviderError of kind 'invalid' rather than a guess.
 */
import { PaymentProviderError } from './errors.js';
import { parseMinorUnits } from './money.js';
import type { CaptureResult, Payer, RefundResult, RefundStatus } from './provider.js';

export type Json = Record<string, unknown>;

export function requireString(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') {
    throw new PaymentProviderError('invalid', `PayPal's answer has no ${what}`);
  }
  return value;
}

/** Ids go into paths: anything but PayPal's id alphabet is refused, not escaped. */
export function encodeId(id: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new PaymentProviderError('invalid', `"${id}" is not a PayPal id`);
  return id;
}

export function approveLink(resource: Json): { approveUrl?: string } {
  const links = Array.isArray(resource.links) ? (resource.links as Json[]) : [];
  const link = links.find((l) => l.rel === 'approve' || l.rel === 'payer-action');
  return typeof link?.href === 'string' ? { approveUrl: link.href } : {};
}

export function firstPurchaseUnit(order: Json): Json | undefined {
  const units = Array.isArray(order.purchase_units) ? (order.purchase_units as Json[]) : [];
  return units[0];
}

/** The first unit's capture, with what was really captured, or 'declined'. */
export function readCapture(order: Json): CaptureResult | 'declined' | undefined {
  const payments = (firstPurchaseUnit(order)?.payments ?? {}) as Json;
  const captures = Array.isArray(payments.captures) ? (payments.captures as Json[]) : [];
  const capture = captures[0];
  if (!capture) return undefined;
  const id = requireString(capture.id, 'capture id');
  const status = requireString(capture.status, 'capture status');
  if (status === 'DECLINED' || status === 'FAILED') {
    return 'declined';
  }
  const amount = (capture.amount ?? {}) as Json;
  const currency = requireString(amount.currency_code, 'capture currency_code');
  const payer = readPayer(order);
  return {
    // REFUNDED / PARTIALLY_REFUNDED captures were completed once; PENDING is still open.
    status: status === 'PENDING' ? 'PENDING' : 'COMPLETED',
    captureId: id,
    amountCents: parseMinorUnits(requireString(amount.value, 'capture amount'), currency),
    currency,
    ...(payer ? { payer } : {}),
  };
}

/** A Payments v2 refund (POST .../refund with return=representation, or GET /v2/payments/refunds/{id}). */
export function readRefund(refund: Json): RefundResult {
  const amount = (refund.amount ?? {}) as Json;
  const currency = typeof amount.currency_code === 'string' ? amount.currency_code : undefined;
  return {
    refundId: requireString(refund.id, 'refund id'),
    status: requireString(refund.status, 'refund status') as RefundStatus,
    ...(currency && typeof amount.value === 'string'
      ? { amount: { amountCents: parseMinorUnits(amount.value, currency), currency } }
      : {}),
  };
}

export function readPayer(order: Json): Payer | undefined {
  const payer = (order.payer ?? {}) as Json;
  const name = (payer.name ?? {}) as Json;
  const shipping = (firstPurchaseUnit(order)?.shipping ?? {}) as Json;
  const address = (shipping.address ?? payer.address ?? {}) as Json;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const fullName = [text(name.given_name), text(name.surname)].filter(Boolean).join(' ') || undefined;
  const mapped = {
    line1: text(address.address_line_1),
    line2: text(address.address_line_2),
    city: text(address.admin_area_2),
    region: text(address.admin_area_1),
    postalCode: text(address.postal_code),
    country: text(address.country_code),
  };
  const result: Payer = {};
  const email = text(payer.email_address);
  if (email) result.email = email;
  if (fullName) result.name = fullName;
  const present = Object.entries(mapped).filter(([, v]) => v !== undefined);
  if (present.length) result.address = Object.fromEntries(present);
  return Object.keys(result).length ? result : undefined;
}
