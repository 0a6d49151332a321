import { expect } from 'vitest';
import { PaymentProviderError } from '../modules/payments/index.js';

/** The PaymentProviderError a provider call fails with; the test fails if the call succeeds or fails otherwise. */
export async function rejection(promise: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as PaymentProviderError;
}
