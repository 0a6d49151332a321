import sharp from 'sharp';
import { buildApp, defaultWebDist } from './app.js';
import { openStoreDatabase } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { seedOnFirstStart } from './first-start.js';
import { ensureFirstAdmin, firstAdminNotice } from './modules/auth/admin-accounts.js';
import { createMailTransport } from './modules/email/transport.js';
import { startOutboxWorker } from './modules/email/worker.js';
import { startGuestExpiry } from './modules/cart/guest-expiry.js';
import { readMemory, startMemoryLog } from './modules/health/memory.js';

function memoryLine(memory: ReturnType<typeof readMemory>, budgetMiB: number): string {
  const database =
    memory.embeddedDatabaseMiB === undefined ? '' : `, embedded database ${memory.embeddedDatabaseMiB} MiB`;
  return `${memory.rssMiB} MiB resident (budget ${budgetMiB} MiB: MEMORY_BUDGET_MIB), JavaScript heap ${memory.heapUsedMiB} of ${memory.heapLimitMiB} MiB${database}`;
}

async function main() {
  const started = performance.now();
  const config = loadConfig();
  // Each image variant is encoded once and then served from disk (modules/images), so libvips'
  // operation cache (up to 50 MB and 100 operations by default) would only hold what is never
  // asked for again (decision 075).
  sharp.cache(false);
  const store = await openStoreDatabase(config);
  const { db } = store.database;
  const app = await buildApp({
    db,
    config,
    webDist: defaultWebDist,
    database: store.database,
    events: store.database,
  });

  const seeded = await seedOnFirstStart(db, config);
  if (seeded)
    app.log.info(seeded === 'seeded' ? 'demo catalogue seeded' : 'the demo catalogue is not seeded (SEED_DEMO)');
  const firstAdmin = await ensureFirstAdmin(db, app.auth, config.adminEmail);
  const adminNotice = await firstAdminNotice(db, firstAdmin, config.adminEmail);

  const mail = createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, log: app.log });
  const worker = startOutboxWorker({ db, transport: mail, from: config.mailFrom, log: app.log });
  const guestExpiry = startGuestExpiry({ db, days: config.guestRetentionDays, log: app.log });
  const memoryLog = startMemoryLog({ database: store.database, log: app.log, budgetMiB: config.memoryBudgetMiB });

  await app.listen({ host: config.host, port: config.port });
  const lines = [
    '',
    `  Marquee is running at ${config.publicUrl} (started in ${Math.round(performance.now() - started)} ms)`,
    `  Database: ${store.database.driver === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Mail: ${mail.kind === 'smtp' ? 'SMTP (SMTP_URL)' : `written to ${config.dataDir}/mail`}`,
    `  Memory: ${memoryLine(readMemory(store.database), config.memoryBudgetMiB)}`,
  ];
  if (adminNotice.length > 0) lines.push('', ...adminNotice);
  console.log(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    // A second Ctrl+C means now.
    if (closing) process.exit(130);
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took over 10 s; exiting');
      process.exit(1);
    }, 10_000).unref();
    try {
      memoryLog.stop();
      await Promise.all([app.close(), worker.stop(), guestExpiry.stop()]);
    } finally {
      await store.release();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
