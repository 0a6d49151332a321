import { upsertAdmin } from '../modules/auth/admin-accounts.js';
import { TestClient, type TestStore } from './app.js';

let adminNumber = 0;

/** A client signed in through the admin sign-in as a new admin account. */
export async function signInAdmin(store: TestStore): Promise<TestClient> {
  const email = `admin${++adminNumber}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'admin password for tests';
  await upsertAdmin(store.database.db, store.app.auth, email, password);
  const client = new TestClient(store.app);
  const response = await client.post('/api/auth/admin-sign-in', { email, password });
  if (response.statusCode !== 200) throw new Error(`admin sign-in failed: ${response.statusCode} ${response.body}`);
  return client;
}
