import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { CheckoutPayment } from '../../db/schema/index.js';
import type { PaymentProvider, WebhookEvent } from '../payments/index.js';

/** What the order code needs from the app; tests build it directly. */
export interface OrderDeps {
  db: Db;
  provider: PaymentProvider;
  /** Signs the order links (orderAccessToken). */
  secret: string;
  /** The store's address, for links in e-mails. */
  publicUrl: string;
  /** The PayPal plan of the Dream Box (PAYPAL_PLAN_ID); the test provider's own id otherwise. */
  dreamBoxPlanId: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Failure injection for the tests of "no money without an order". */
  faults?: {
    /** Runs after the provider captured and before the order is written. */
    afterCapture?: (payment: CheckoutPayment) => void | Promise<void>;
    /** Runs after a webhook's effect and before its transaction commits (a crash in between). */
    beforeWebhookCommit?: (event: WebhookEvent) => void | Promise<void>;
  };
}
