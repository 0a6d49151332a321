/**
 * The admin lists and the Overview on a big existing database (issue 15, decision 073): times
 * every list shape (median and max of 7 single requests, called as the routes call them) and
 * prints each query's plan: its scans, the rows they read and the server's execution time.
 * Opt-in, and it only reads; point it at a copy of the bench database with customers and orders
 * added (seedScaleCustomersAndOrders):
 *   ADMIN_LIST_DATABASE_URL='postgres://…/copy?statement_timeout=0' npx vitest run \
 *     apps/server/src/test/admin-lists/scale-bench.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { explainStatements, nodeLabel, scans, totalRowsRead } from '../query-plan.js';
import { adminListShapes } from './shapes.js';

const url = process.env.ADMIN_LIST_DATABASE_URL;
const RUNS = 7;

let client: postgres.Sql;
let categoryId: number;
beforeAll(async () => {
  if (!url) return;
  client = postgres(url, { max: 2, onnotice: () => {} });
  const [row] = await client<{ id: number }[]>`select category_id as id from products
    where category_id is not null group by category_id order by count(*) desc limit 1`;
  categoryId = row!.id;
});
afterAll(async () => {
  await client?.end();
});

describe.runIf(url)('issue 15 admin lists on an existing big database', () => {
  it('times each list shape and shows its plan', async () => {
    const shapes = adminListShapes(categoryId);
    const lines: string[] = [];
    const db = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;
    for (const [name, run] of shapes) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now();
        await run(db);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      lines.push(`${name}: p50 ${times[RUNS >> 1]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
      for (const plan of await explainStatements(client, run)) {
        lines.push(
          `    ${plan.executionMs!.toFixed(1)} ms, ${totalRowsRead(plan)} rows read: ${scans(plan).map(nodeLabel).join('; ')}`,
        );
      }
    }
    console.log(lines.join('\n'));
    expect(lines.length).toBeGreaterThan(shapes.length);
  }, 1_800_000);
});
