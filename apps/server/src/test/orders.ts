/** Real purchases through the offline test provider, as the checkout makes them (issue 11). */
import { eq } from 'drizzle-orm';
import type { OrderView } from '@marquee/contracts';
import { dreamBoxCategories, dreamBoxSubscriptions, type DreamBoxSubscription } from '../db/schema/index.js';
import type { TestClient, TestStore } from './app.js';
import { createFilm } from './factories.js';

export const testAddress = {
  name: 'Grace Hopper',
  line1: '1 Harbour Street',
  city: 'Arlington',
  region: 'VA',
  postalCode: '22201',
  country: 'US',
};

function expectStatus(response: { statusCode: number; body: string }, status: number, step: string) {
  if (response.statusCode !== status) throw new Error(`${step}: ${response.statusCode} ${response.body}`);
}

/** Puts the lines in the client's cart, pays with the test provider and returns the order. */
export async function placeOrder(
  client: TestClient,
  lines: { productId: number; quantity?: number }[],
  email = 'grace@example.com',
): Promise<OrderView> {
  for (const line of lines) {
    const added = await client.post('/api/cart/items', { productId: line.productId, quantity: line.quantity ?? 1 });
    expectStatus(added, 200, 'add to cart');
  }
  const started = await client.post('/api/checkout/orders', { email, shippingAddress: testAddress });
  expectStatus(started, 201, 'start payment');
  const { providerOrderId } = started.json();
  const approved = await client.post(`/api/checkout/orders/${providerOrderId}/test-approval`, { outcome: 'approve' });
  expectStatus(approved, 200, 'approve payment');
  const captured = await client.post(`/api/checkout/orders/${providerOrderId}/capture`);
  expectStatus(captured, 200, 'capture');
  return captured.json().order;
}

/** Starts, approves and activates a Dream Box subscription for the signed-in client. */
export async function subscribeToDreamBox(store: TestStore, client: TestClient): Promise<DreamBoxSubscription> {
  const film = await createFilm(store.database.db);
  const [category] = await store.database.db.insert(dreamBoxCategories).values({ name: 'Toys' }).returning();
  const started = await client.post('/api/checkout/subscriptions', { filmIds: [film.id], categoryIds: [category!.id] });
  expectStatus(started, 201, 'start subscription');
  const { subscriptionId } = started.json();
  await client.post(`/api/checkout/subscriptions/${subscriptionId}/test-approval`, { outcome: 'approve' });
  expectStatus(await client.post(`/api/checkout/subscriptions/${subscriptionId}/activate`), 200, 'activate');
  const [row] = await store.database.db
    .select()
    .from(dreamBoxSubscriptions)
    .where(eq(dreamBoxSubscriptions.providerSubscriptionId, subscriptionId));
  return row!;
}
