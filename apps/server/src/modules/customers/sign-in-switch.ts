/**
 * Disabling a customer's sign-in (issue 12): `users.banned`, the column better-auth's admin
 * plugin would use (the plugin is not installed, so better-auth itself ignores it). The store
 * enforces it in two places: the sign-in route refuses the account (ACCOUNT_DISABLED) and
 * request.currentSession() treats a disabled user's session as none.
 */
import { eq } from 'drizzle-orm';
import type { AdminCustomerRow } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { session, user } from '../../db/schema/index.js';
import { recordAdminWrite, type AdminActor } from '../audit/record.js';
import { findCustomer } from './detail.js';
import { toCustomerRow } from './list.js';

/**
 * The audit row names the customer by id only, with the changed flag: no e-mail or name, so the
 * log keeps no personal data once the account is deleted.
 */
export async function setCustomerSignIn(
  db: Db,
  actor: AdminActor,
  customerId: string,
  enabled: boolean,
): Promise<AdminCustomerRow> {
  const before = await findCustomer(db, customerId);
  await db.transaction(async (tx) => {
    await tx
      .update(user)
      .set({ banned: !enabled, banReason: enabled ? null : 'Disabled by staff', updatedAt: new Date() })
      .where(eq(user.id, customerId));
    // Disabling ends every signed-in browser at once, not when each session would expire.
    if (!enabled) await tx.delete(session).where(eq(session.userId, customerId));
    await recordAdminWrite(tx, actor, {
      action: 'update',
      resource: 'customers',
      resourceId: customerId,
      before: { signInDisabled: before.banned ?? false },
      after: { signInDisabled: !enabled },
    });
  });
  return toCustomerRow(await findCustomer(db, customerId));
}
