import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { createTestDatabase } from './database.js';
import {
  explainQuery,
  explainStatements,
  indexNames,
  nodesOfType,
  postgresClient,
  rowsRead,
  rowsReadFrom,
  seqScans,
  totalRowsRead,
} from './query-plan.js';

const ROWS = 20_000;
/** n runs 0–999: each value is on 20 rows. */
const byN = (n: number) => sql`select id from plan_probe where n = ${n}`;

/** The plan helper's own counts, on a table small enough to know what each plan must read. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('query plans (PostgreSQL)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table plan_probe (id serial primary key, n int not null)`);
    await database.db.execute(sql`insert into plan_probe (n) select g % 1000 from generate_series(1, ${ROWS}) g`);
    await database.db.execute(sql`create index plan_probe_n_idx on plan_probe (n)`);
    await database.db.execute(sql`vacuum analyze plan_probe`);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('reads an index scan: its index, the rows it read, the buffers and time', async () => {
    const plan = await explainQuery(database.db, byN(5));
    expect(indexNames(plan)).toContain('plan_probe_n_idx');
    expect(seqScans(plan)).toEqual([]);
    expect(rowsReadFrom(plan, 'plan_probe')).toBe(20);
    expect(plan.buffers!.hit + plan.buffers!.read).toBeGreaterThan(0);
    expect(plan.executionMs).toBeGreaterThan(0);
    expect(plan.sql).toBe('select id from plan_probe where n = $1');
  });

  it('counts a full scan as every row it passed, kept or filtered out', async () => {
    const plan = await explainQuery(database.db, sql`select id from plan_probe where n + 0 = 5`);
    expect(seqScans(plan, ['plan_probe'])).toHaveLength(1);
    expect(seqScans(plan, ['products'])).toEqual([]);
    expect(rowsReadFrom(plan, 'plan_probe')).toBe(ROWS);
    expect(totalRowsRead(plan)).toBe(ROWS);
  });

  it('gives the shape alone without ANALYZE, and refuses to count rows it did not read', async () => {
    const plan = await explainQuery(database.db, byN(5), { analyze: false });
    expect(indexNames(plan)).toContain('plan_probe_n_idx');
    expect(plan.buffers).toBeUndefined();
    expect(() => rowsReadFrom(plan, 'plan_probe')).toThrow(/ANALYZE/);
  });

  it("counts a bitmap scan's rows once: its index entries are the heap rows it kept", async () => {
    const plan = await explainQuery(database.db, sql`select id from plan_probe where n < ${50}`);
    const [heap] = nodesOfType(plan, 'Bitmap Heap Scan');
    expect(rowsRead(heap!)).toBe(1_000);
    expect(rowsReadFrom(plan, 'plan_probe')).toBe(1_000);
    expect(totalRowsRead(plan)).toBe(1_000);
  });

  it("explains the selects a function sent, with its parameters and under its 'set local' settings", async () => {
    const plans = await explainStatements(postgresClient(database), (db) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_bitmapscan = off`);
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`select id from plan_probe where n < ${50}`);
        await tx.execute(sql`select count(*) from plan_probe where n = ${7}`);
      }),
    );
    expect(plans.map((plan) => plan.sql)).toEqual([
      'select id from plan_probe where n < $1',
      'select count(*) from plan_probe where n = $1',
    ]);
    // Without the run's settings this is the bitmap scan above.
    expect(nodesOfType(plans[0]!, 'Bitmap Heap Scan')).toEqual([]);
    expect(indexNames(plans[0]!)).toContain('plan_probe_n_idx');
    expect(rowsReadFrom(plans[0]!, 'plan_probe')).toBe(1_000);

    const only = await explainStatements(postgresClient(database), (db) => db.execute(byN(3)), {
      matching: /count\(\*\)/,
    });
    expect(only).toEqual([]);
  });
});
