import { parseArgs } from 'node:util';
import { emailField, passwordField } from '@marquee/contracts';
import { openStoreDatabase } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { generatePassword, upsertAdmin } from '../modules/auth/admin-accounts.js';
import { createAuth } from '../modules/auth/better-auth.js';

const usage =
  'Usage: npm run admin:create -- [--email admin@example.com] [--password <at least 8 characters>]\n(without --email: ADMIN_EMAIL)';

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const config = loadConfig();
  const email = emailField.safeParse(values.email ?? config.adminEmail ?? '');
  if (!email.success) throw new Error(`${email.error.issues[0]?.message ?? 'Invalid e-mail'}\n${usage}`);
  const generated = values.password === undefined;
  const password = values.password ?? generatePassword();
  const checked = passwordField.safeParse(password);
  if (!checked.success) throw new Error(`${checked.error.issues[0]?.message}\n${usage}`);

  const store = await openStoreDatabase(config);
  try {
    const result = await upsertAdmin(store.database.db, createAuth(store.database.db, config), email.data, password);
    console.log(`Admin ${email.data} ${result}.`);
    if (generated) console.log(`Password (shown once): ${password}`);
  } finally {
    await store.release();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
