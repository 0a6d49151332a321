import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { adminAuditLog } from '../db/schema/index.js';
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

/** The newest audit row of an admin resource, or of one of its rows when `resourceId` is given. */
export async function lastAuditRow(db: Db, resource: string, resourceId?: string | number) {
  const [row] = await db
    .select()
    .from(adminAuditLog)
    .where(
      and(
        eq(adminAuditLog.resource, resource),
        resourceId === undefined ? undefined : eq(adminAuditLog.resourceId, String(resourceId)),
      ),
    )
    .orderBy(desc(adminAuditLog.id))
    .limit(1);
  return row;
}
