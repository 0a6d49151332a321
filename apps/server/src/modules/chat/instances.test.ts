import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type AdminChatConversationList } from '@marquee/contracts';
import { buildApp } from '../../app.js';
import { openDatabase, type Database } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';
import { signInAdmin } from '../../test/admin.js';
import { createTestStore, TestClient, testConfig, type TestStore } from '../../test/app.js';
import { chatConfirmationLink } from '../../test/chat.js';
import { listenLocally } from '../../test/streams.js';
import { mailChatReplies } from './reply-mailer.js';

/**
 * Two server processes on one PostgreSQL (npm run test:postgres): each instance has its own
 * connection pool and its own LISTEN. PGlite is one process's database, so this runs only there.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('issue 14 live chat across two instances on one PostgreSQL', () => {
  let a: TestStore;
  let secondDatabase: Database;
  let b: FastifyInstance;
  let baseUrlB: string;

  beforeAll(async () => {
    a = await createTestStore();
    // The same database through a second pool, as a second process would open it.
    const result = (await a.database.db.execute(sql`select current_database() as name`)) as unknown as {
      name: string;
    }[];
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${result[0]!.name}`;
    secondDatabase = await openDatabase({ url: url.href });
    const config = testConfig({ SESSION_SECRET: a.config.sessionSecret }, 'marquee-test-b-');
    b = await buildApp({ db: secondDatabase.db, config, logger: false, events: secondDatabase });
    baseUrlB = await listenLocally(b);
  });
  afterAll(async () => {
    await b?.close();
    await secondDatabase?.close();
    await a?.close();
  });

  it('ADM-CHAT-01 a message sent through instance A reaches an admin stream on instance B within 1 second @timing', async () => {
    // The admin signs in through A; the session is in the shared database, so B knows it.
    const admin = await signInAdmin(a);
    const session = admin.cookie('marquee.session_token');
    const controller = new AbortController();
    const response = await fetch(`${baseUrlB}${apiPaths.admin.chatStream.href()}`, {
      headers: { cookie: `marquee.session_token=${session}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (done: () => boolean) => {
      const timer = setTimeout(() => void reader.cancel(), 3_000);
      while (!done()) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        text += decoder.decode(value, { stream: true });
      }
      clearTimeout(timer);
    };
    await readUntil(() => text.includes(': connected'));

    const started = performance.now();
    const visitor = new TestClient(a.app);
    const sent = await visitor.post(apiPaths.chat.messages.href(), {
      name: 'Across',
      email: 'across@example.com',
      message: 'Sent through A',
    });
    expect(sent.statusCode).toBe(201);
    await readUntil(() => text.includes('"kind":"message"'));
    const latency = performance.now() - started;
    controller.abort();
    console.log(`chat message from instance A to an admin stream on instance B: ${latency.toFixed(1)} ms`);
    expect(text).toContain('"kind":"message"');
    expect(latency).toBeLessThan(1_000);
  });

  it('with both instances mailing at once, each unseen reply is e-mailed exactly once', async () => {
    const admin = await signInAdmin(a);
    const emails: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const email = `twice${i}@example.com`;
      emails.push(email);
      const visitor = new TestClient(a.app);
      await visitor.post(apiPaths.chat.messages.href(), { name: 'Twice', email, message: `Question ${i}` });
      // Replies go only to a confirmed address (issue 27 point 5).
      await visitor.get(await chatConfirmationLink(a.database.db, email));
    }
    const list = (await admin.get(apiPaths.admin.chatConversations.href())).json() as AdminChatConversationList;
    for (const item of list.items.filter((c) => emails.includes(c.customerEmail))) {
      expect((await admin.post(apiPaths.admin.chatReply.href(item.id), { reply: 'Answer' })).statusCode).toBe(200);
    }
    const storeUrl = a.config.publicUrl;
    const runs = await Promise.all([
      mailChatReplies(a.database.db, { delaySeconds: 0, storeUrl }),
      mailChatReplies(secondDatabase.db, { delaySeconds: 0, storeUrl }),
      mailChatReplies(a.database.db, { delaySeconds: 0, storeUrl }),
      mailChatReplies(secondDatabase.db, { delaySeconds: 0, storeUrl }),
    ]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(12);
    for (const email of emails) {
      const rows = await a.database.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.subject, 'Marquee replied to your message')));
      expect(rows, email).toHaveLength(1);
    }
  });
});
