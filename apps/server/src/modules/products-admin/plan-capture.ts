/**
 * EXPLAIN for what a service function really sends (decision 073): runs `run` with a Db that
 * records each statement and its parameters, then explains each SELECT on PostgreSQL with
 * ANALYZE and sums what its scans read. PostgreSQL only (PGlite has no plan worth asserting).
 */
import { drizzle } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import type { Db } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

export interface ExplainedQuery {
  sql: string;
  ms: number;
  /** Every scan node, as `Index Scan using products_admin_stock_idx on products`, with the rows it read. */
  scans: Array<{ label: string; relation: string | undefined; rowsRead: number }>;
  /** Rows the scans produced or filtered away, times their loops: the work the query did. */
  rowsRead: number;
}

function walk(node: PlanNode, visit: (node: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

export function describePlan(sql: string, root: { Plan: PlanNode; 'Execution Time': number }): ExplainedQuery {
  const scans: ExplainedQuery['scans'] = [];
  walk(root.Plan, (node) => {
    if (!node['Node Type'].includes('Scan')) return;
    const using = node['Index Name'] ? ` using ${node['Index Name']}` : '';
    const relation = node['Relation Name'];
    // A bitmap heap scan's rows were already counted by its bitmap index scan.
    const produced = node['Node Type'] === 'Bitmap Heap Scan' ? 0 : (node['Actual Rows'] ?? 0);
    const removed = (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
    scans.push({
      label: `${node['Node Type']}${using}${relation ? ` on ${relation}` : ''}`,
      relation,
      rowsRead: (produced + removed) * (node['Actual Loops'] ?? 1),
    });
  });
  const rowsRead = scans.reduce((sum, scan) => sum + scan.rowsRead, 0);
  return { sql, ms: root['Execution Time'], scans, rowsRead };
}

/** Runs `run` against `client` and explains the SELECTs it sent, in order. */
export async function explainQueries(
  client: postgres.Sql,
  run: (db: Db) => Promise<unknown>,
): Promise<ExplainedQuery[]> {
  const sent: Array<[string, unknown[]]> = [];
  const db = drizzle(client, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (query, params) => sent.push([query, params]) },
  }) as unknown as Db;
  await run(db);
  const explained: ExplainedQuery[] = [];
  for (const [query, params] of sent) {
    if (!/^\s*(select|with)\b/i.test(query)) continue;
    const [row] = await client.unsafe(
      `explain (analyze, format json) ${query}`,
      params as postgres.ParameterOrJSON<never>[],
    );
    const [root] = (row as unknown as { 'QUERY PLAN': Array<{ Plan: PlanNode; 'Execution Time': number }> })[
      'QUERY PLAN'
    ];
    explained.push(describePlan(query, root!));
  }
  return explained;
}
