import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import type { Config } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { createMailTransport } from '../../modules/email/transport.js';
import { startOutboxWorker, type OutboxWorker } from '../../modules/email/worker.js';
import { TestPaymentProvider } from '../../modules/payments/index.js';
import { testConfig } from '../app.js';
import { createTestDatabase } from '../database.js';
import { startTestSmtp, type ReceivedMail } from '../smtp.js';
import { listenLocally } from '../streams.js';
import { startLoadBalancer, type LoadBalancer } from './load-balancer.js';

export interface Instance {
  app: FastifyInstance;
  database: Database;
  config: Config;
  url: string;
}

export interface Cluster {
  instances: Instance[];
  balancer: LoadBalancer;
  /** Every e-mail any instance's outbox worker sent, in arrival order. */
  mail: ReceivedMail[];
  /** The shared payment provider (PayPal is one service for every instance; the test provider stands in). */
  provider: TestPaymentProvider;
  /**
   * Stops every instance and starts it again, each with a new connection pool, as a deploy
   * restarts processes: nothing a process kept in memory survives.
   */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `count` store instances on one new PostgreSQL database, as separate machines would run them:
 * each its own connection pool, LISTEN, data folder and outbox worker, all with one
 * SESSION_SECRET and PUBLIC_URL (the balancer's), and TRUST_PROXY=1, behind a round-robin
 * balancer. Only the payment provider and the SMTP server are shared objects, as they are
 * services outside the store.
 */
export async function startCluster(options: {
  count: number;
  webDist?: string;
  /** Environment for every instance besides the cluster's own (e.g. RATE_LIMITS). */
  env?: NodeJS.ProcessEnv;
}): Promise<Cluster> {
  const first = await createTestDatabase();
  const [{ name }] = (await first.db.execute(sql`select current_database() as name`)) as unknown as [{ name: string }];
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const balancer = await startLoadBalancer();
  const smtp = await startTestSmtp();
  const provider = new TestPaymentProvider();
  const sessionSecret = `cluster-secret-${Math.random().toString(36).slice(2)}-0123456789abcdef`;
  const instances: Instance[] = [];
  const workers: OutboxWorker[] = [];
  const start = async (i: number, database: Database) => {
    const config = testConfig(
      {
        ...options.env,
        SMTP_URL: smtp.url,
        SESSION_SECRET: sessionSecret,
        PUBLIC_URL: balancer.url,
        TRUST_PROXY: '1',
      },
      `marquee-instance-${i}-`,
    );
    const app = await buildApp({
      db: database.db,
      config,
      logger: false,
      webDist: options.webDist,
      events: database,
      paymentProvider: provider,
    });
    const instanceUrl = await listenLocally(app);
    instances.push({ app, database, config, url: instanceUrl });
    balancer.upstreams.push(instanceUrl);
    // As main.ts starts it: every instance polls the shared outbox.
    const transport = createMailTransport({ smtpUrl: smtp.url, dataDir: config.dataDir, log: app.log });
    workers.push(startOutboxWorker({ db: database.db, transport, from: config.mailFrom, log: app.log, pollMs: 100 }));
  };
  const stopAll = async () => {
    await Promise.all(workers.map((worker) => worker.stop()));
    await Promise.all(instances.map((instance) => instance.app.close()));
    // The first pool is the test database's own, whose close also drops the database: it goes last.
    for (const instance of instances) if (instance.database !== first) await instance.database.close();
    instances.length = 0;
    workers.length = 0;
    balancer.upstreams.length = 0;
  };
  for (let i = 0; i < options.count; i += 1) await start(i, i === 0 ? first : await openDatabase({ url: url.href }));
  return {
    instances,
    balancer,
    mail: smtp.received,
    provider,
    async restart() {
      await stopAll();
      for (let i = 0; i < options.count; i += 1) await start(i, await openDatabase({ url: url.href }));
    },
    async close() {
      await balancer.close();
      await stopAll();
      await smtp.close();
      await first.close();
    },
  };
}
