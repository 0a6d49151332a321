/**
 * PostgreSQL's EXPLAIN for the plan tests (decisions 071–073): explain one Drizzle query, or
 * every statement a service function sends, and read the plan: its nodes, which scans it used
 * and how many rows they read. PostgreSQL only; PGlite's plans are not the production's.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/postgres-js';
import type postgres from 'postgres';
import type { Database, Db } from '../db/client.js';
import { executeRows } from '../db/execute-rows.js';
import * as schema from '../db/schema/index.js';

/** One node of EXPLAIN (FORMAT JSON): the fields read here. The Actual ones need ANALYZE. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

interface ExplainRoot {
  Plan: PlanNode;
  'Execution Time'?: number;
}

export interface QueryPlan {
  sql: string;
  /** Run with ANALYZE: the nodes carry the rows they really produced. */
  analyzed: boolean;
  /** Every node, each before its children. */
  nodes: PlanNode[];
  /** Server-side execution time (ANALYZE only). */
  executionMs: number | undefined;
  /**
   * 8 KB pages the statement found in shared buffers and read from outside them (ANALYZE only;
   * the top node's counts include its children's).
   */
  buffers: { hit: number; read: number } | undefined;
}

export interface ExplainOptions {
  /** False for the plan's shape only: the statement is planned, not run. Default true. */
  analyze?: boolean;
}

const explainPrefix = ({ analyze = true }: ExplainOptions) =>
  analyze ? 'explain (analyze, buffers, format json) ' : 'explain (format json) ';

const flatten = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flatten)];

function toQueryPlan(text: string, analyzed: boolean, root: ExplainRoot): QueryPlan {
  const top = root.Plan;
  return {
    sql: text,
    analyzed,
    nodes: flatten(top),
    executionMs: root['Execution Time'],
    buffers: analyzed ? { hit: top['Shared Hit Blocks'] ?? 0, read: top['Shared Read Blocks'] ?? 0 } : undefined,
  };
}

/** The JSON document of an EXPLAIN result row; its one column is named `QUERY PLAN`. */
const rootOf = (row: Record<string, unknown>) => (Object.values(row)[0] as ExplainRoot[])[0]!;

/** Prints a Drizzle query's SQL as the app's databases send it (`casing: 'snake_case'`). */
const dialect = new PgDialect({ casing: 'snake_case' });

/** Explains one query built with Drizzle (a select, or `sql` text) on `db`'s own connection. */
export async function explainQuery(db: Db, query: SQLWrapper, options: ExplainOptions = {}): Promise<QueryPlan> {
  const rows = await executeRows<Record<string, unknown>>(db, sql`${sql.raw(explainPrefix(options))}${query}`);
  const text = dialect.sqlToQuery(query.getSQL()).sql;
  return toQueryPlan(text, options.analyze ?? true, rootOf(rows[0]!));
}

/** The postgres.js client under a test database on PostgreSQL. */
export function postgresClient(database: Database): postgres.Sql {
  if (database.driver !== 'postgres') throw new Error('query plans are read on PostgreSQL only');
  return (database.db as unknown as { $client: postgres.Sql }).$client;
}

export interface ExplainStatementsOptions extends ExplainOptions {
  /** Only the statements whose text matches, of the SELECTs (and WITH queries) sent. */
  matching?: RegExp;
}

/**
 * Runs `run` with a Db that records each statement and its parameters, then explains the
 * SELECTs it sent, in order: what a service function really sends, parameters included. Its
 * `set local` statements are replayed before them, in one transaction, so those settings (the
 * search's similarity thresholds) shape the plans as they did the run.
 */
export async function explainStatements(
  client: postgres.Sql,
  run: (db: Db) => Promise<unknown>,
  options: ExplainStatementsOptions = {},
): Promise<QueryPlan[]> {
  const sent: Array<{ text: string; params: unknown[] }> = [];
  const db = drizzle(client, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (text, params) => sent.push({ text, params }) },
  }) as unknown as Db;
  await run(db);
  const analyzed = options.analyze ?? true;
  const plans: QueryPlan[] = [];
  await client.begin(async (tx) => {
    for (const { text, params } of sent) {
      // Settings (`set local`, `select set_config(…)`) are run, not explained: the statements after them depend on them.
      if (/^\s*(set\s+local\b|select\s+set_config\()/i.test(text)) {
        await tx.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
        continue;
      }
      if (!/^\s*\(?\s*(select|with)\b/i.test(text) || (options.matching && !options.matching.test(text))) continue;
      const [row] = await tx.unsafe(explainPrefix(options) + text, params as postgres.ParameterOrJSON<never>[]);
      plans.push(toQueryPlan(text, analyzed, rootOf(row!)));
    }
  });
  return plans;
}

const isScan = (node: PlanNode) => node['Node Type'].includes('Scan');

/** `Index Scan using products_admin_stock_idx on products`, `Seq Scan on orders`, `Sort`. */
export function nodeLabel(node: PlanNode): string {
  const using = node['Index Name'] ? ` using ${node['Index Name']}` : '';
  const on = node['Relation Name'] ? ` on ${node['Relation Name']}` : '';
  return `${node['Node Type']}${using}${on}`;
}

/**
 * Every scan node: of a table or an index, and of a subquery, a CTE or a function, whose rows
 * were read below it and count again (as the admin plan test always counted them).
 */
export const scans = (plan: QueryPlan): PlanNode[] => plan.nodes.filter(isScan);

export const nodesOfType = (plan: QueryPlan, type: string): PlanNode[] =>
  plan.nodes.filter((node) => node['Node Type'] === type);

/** Full scans, of any table or only of the ones named. */
export const seqScans = (plan: QueryPlan, relations?: Iterable<string>): PlanNode[] => {
  const only = relations && new Set(relations);
  return nodesOfType(plan, 'Seq Scan').filter((node) => !only || only.has(node['Relation Name'] ?? ''));
};

export const indexNames = (plan: QueryPlan): string[] =>
  plan.nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));

/** What a node did, from ANALYZE; throws without it, where a 0 would pass every bound. */
function actual(node: PlanNode) {
  const loops = node['Actual Loops'];
  if (loops === undefined) throw new Error(`${nodeLabel(node)}: rows read need EXPLAIN ANALYZE`);
  const removed = (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
  return { produced: node['Actual Rows'] ?? 0, removed, loops };
}

/** Rows one node read over all its loops: those it produced and those its filter or recheck turned away. */
export function rowsRead(node: PlanNode): number {
  const { produced, removed, loops } = actual(node);
  return (produced + removed) * loops;
}

/** Rows the plan read from one table by scanning it (a bitmap's index entries are not counted). */
export const rowsReadFrom = (plan: QueryPlan, relation: string): number =>
  plan.nodes.filter((node) => node['Relation Name'] === relation).reduce((sum, node) => sum + rowsRead(node), 0);

/**
 * Rows all the scans read: the work the query did. A bitmap heap scan counts only the rows it
 * turned away, since the ones it kept were counted as its bitmap index scans' entries.
 */
export function totalRowsRead(plan: QueryPlan): number {
  return scans(plan).reduce((sum, node) => {
    const { produced, removed, loops } = actual(node);
    return sum + ((node['Node Type'] === 'Bitmap Heap Scan' ? 0 : produced) + removed) * loops;
  }, 0);
}

/** The plan's scans and the rows each read, then the statement: a message for a failed check. */
export function describePlan(plan: QueryPlan): string {
  const lines = scans(plan).map((node) => (plan.analyzed ? `${nodeLabel(node)} (${rowsRead(node)})` : nodeLabel(node)));
  return `${lines.join('; ')}\n${plan.sql}`;
}
