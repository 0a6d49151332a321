import { apiPaths } from '@marquee/contracts';
import type { TestClient } from './app.js';

/**
 * Confirms the client's password again, as the account page does before deleting the account
 * or downloading its data (issue 27 point 4). Throws when the server refuses it.
 */
export async function reauthenticate(client: TestClient, password: string): Promise<void> {
  const response = await client.post(apiPaths.account.reauthenticate.href(), { password });
  if (response.statusCode !== 200) throw new Error(`re-authentication failed: ${response.statusCode} ${response.body}`);
}
