import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/database.js';
import { describePlan, explainStatements, postgresClient, seqScans, totalRowsRead } from '../../test/query-plan.js';
import { readOutboxBacklog } from './outbox.js';

const SENT = 20_000;

/** /api/metrics reads the backlog on every scrape: it must not grow with the mail ever sent. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the outbox backlog query (PostgreSQL, decision 106)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`
      insert into email_outbox (to_address, subject, text_body, status, sent_at, send_after)
      select 'sent' || g || '@example.com', 'Sent', '', 'sent', now(), now() - interval '1 day'
      from generate_series(1, ${SENT}) as g`);
    await database.db.execute(sql`
      insert into email_outbox (to_address, subject, text_body, send_after)
      values ('a@example.com', 'Due', 'x', now() - interval '2 minutes'),
             ('b@example.com', 'Later', 'x', now() + interval '1 hour')`);
    await database.db.execute(sql`vacuum analyze email_outbox`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('reads the pending rows through the pending index, not the sent ones', async () => {
    expect(await readOutboxBacklog(database.db)).toMatchObject({ pending: 2, due: 1 });
    const [plan] = await explainStatements(postgresClient(database), (db) => readOutboxBacklog(db));
    expect(seqScans(plan!, ['email_outbox']), describePlan(plan!)).toEqual([]);
    expect(totalRowsRead(plan!), describePlan(plan!)).toBeLessThanOrEqual(10);
  });
});
