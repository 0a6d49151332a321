/**
 * What a search costs PostgreSQL alone, term by term (issue 28, decision 090): for the bench's
 * popular terms and its first SEARCH_EXPLAIN_NEW_TERMS (default 200) new terms, runs the
 * full-text search as the server does at this catalogue's size (with the search sample above
 * SAMPLED_ABOVE live products), then explains each statement it sent with its own parameters
 * (EXPLAIN (ANALYZE, BUFFERS)) and adds up their execution and planning times per term. Prints
 * min / median / p95 / max of those sums per set of terms. The search runs before its EXPLAIN,
 * so the explained statements find their pages cached, as the same term's statements would a
 * moment later in a busy server; no answer cache is involved.
 *
 * Against a seeded store on PostgreSQL (a bench database kept with its server, or any copy):
 *
 *   DATABASE_URL=postgres://…/marquee_bench_store node --conditions=source --import tsx bench/search-explain.ts
 *
 * SEARCH_EXPLAIN_SLOWEST=N also prints the N slowest terms with each statement's time and its
 * costliest plan nodes; SEARCH_EXPLAIN_TERMS='a|b' explains only those terms, printing every
 * node of every statement.
 */
import { asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { liveProductsUpTo } from '../apps/server/src/modules/search/build-search-index.js';
import { SAMPLED_ABOVE, searchFulltext } from '../apps/server/src/modules/search/fulltext-search.js';
import type { Db } from '../apps/server/src/db/client.js';
import * as schema from '../apps/server/src/db/schema/index.js';
import { newSearchTerms, SEARCH_TERMS } from './search-terms.mjs';

const url = process.env.DATABASE_URL;
if (!url?.startsWith('postgres')) throw new Error('search-explain: DATABASE_URL must name a PostgreSQL database');
const newTermCount = Number(process.env.SEARCH_EXPLAIN_NEW_TERMS ?? 200);
const only = process.env.SEARCH_EXPLAIN_TERMS?.split('|').filter(Boolean);
const slowest = only ? (only.length as number) : Number(process.env.SEARCH_EXPLAIN_SLOWEST ?? 0);
const nodesShown = only ? Infinity : 4;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Total Time'?: number;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}
interface Explained {
  Plan: PlanNode;
  'Planning Time': number;
  'Execution Time': number;
}
interface StatementCost {
  text: string;
  executionMs: number;
  planningMs: number;
  buffers: number;
  plan: PlanNode;
}
interface TermCost {
  term: string;
  executionMs: number;
  planningMs: number;
  statements: StatementCost[];
}

const client = postgres(url, { max: 1, onnotice: () => undefined });
const plainDb = drizzle(client, { schema, casing: 'snake_case' }) as unknown as Db;

async function explainTerm(term: string, sample: boolean): Promise<TermCost> {
  const sent: Array<{ text: string; params: unknown[] }> = [];
  const recording = drizzle(client, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (text, params) => sent.push({ text, params }) },
  }) as unknown as Db;
  await searchFulltext(recording, term, undefined, { sample });
  const statements: StatementCost[] = [];
  for (const { text, params } of sent) {
    const [row] = await client.unsafe(
      `explain (analyze, buffers, format json) ${text}`,
      params as postgres.ParameterOrJSON<never>[],
    );
    const explained = (Object.values(row!)[0] as Explained[])[0]!;
    statements.push({
      text,
      executionMs: explained['Execution Time'],
      planningMs: explained['Planning Time'],
      buffers: (explained.Plan['Shared Hit Blocks'] ?? 0) + (explained.Plan['Shared Read Blocks'] ?? 0),
      plan: explained.Plan,
    });
  }
  const sum = (key: 'executionMs' | 'planningMs') => statements.reduce((total, s) => total + s[key], 0);
  return { term, executionMs: sum('executionMs'), planningMs: sum('planningMs'), statements };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function summary(name: string, costs: TermCost[]) {
  const line = (what: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return (
      `  ${what.padEnd(20)} min ${ms(sorted[0]!)}, median ${ms(percentile(sorted, 50))}, ` +
      `p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1)!)}`
    );
  };
  const statements = costs.map((c) => c.statements.length);
  console.log(
    `${name}: ${costs.length} terms, ${Math.min(...statements)}-${Math.max(...statements)} statements a term`,
  );
  console.log(
    line(
      'execution',
      costs.map((c) => c.executionMs),
    ),
  );
  console.log(
    line(
      'planning',
      costs.map((c) => c.planningMs),
    ),
  );
  console.log(
    line(
      'both',
      costs.map((c) => c.executionMs + c.planningMs),
    ),
  );
}

/** The costliest nodes of a plan by their own time (their total less their children's). */
function costliestNodes(plan: PlanNode, count: number): string[] {
  const nodes: Array<{ label: string; self: number }> = [];
  const walk = (node: PlanNode) => {
    const total = (node['Actual Total Time'] ?? 0) * (node['Actual Loops'] ?? 1);
    const children = (node.Plans ?? []).reduce(
      (sum, child) => sum + (child['Actual Total Time'] ?? 0) * (child['Actual Loops'] ?? 1),
      0,
    );
    const on = node['Index Name'] ?? node['Relation Name'];
    nodes.push({
      label: `${node['Node Type']}${on ? ` (${on})` : ''}: ${node['Actual Rows'] ?? 0} rows × ${node['Actual Loops'] ?? 1}`,
      self: total - children,
    });
    node.Plans?.forEach(walk);
  };
  walk(plan);
  return nodes
    .sort((a, b) => b.self - a.self)
    .slice(0, count)
    .map((node) => `${ms(node.self)} ${node.label}`);
}

try {
  const sample = (await liveProductsUpTo(plainDb, SAMPLED_ABOVE)) > SAMPLED_ABOVE;
  // The films as the bench reads them (GET /api/films), so the new terms are the bench's, in its order.
  const films = await plainDb
    .select({ title: schema.films.title })
    .from(schema.films)
    .where(eq(schema.films.isActive, true))
    .orderBy(asc(schema.films.displayOrder), asc(schema.films.title), asc(schema.films.id));
  const sets: Array<[string, string[]]> = only
    ? [['given terms', only]]
    : [
        ['popular terms', SEARCH_TERMS],
        ['new terms', newSearchTerms(films.map((film) => film.title)).slice(0, newTermCount)],
      ];
  const [{ products } = { products: 0 }] = await client`select count(*)::int as products from products`;
  console.log(`search-explain: ${products.toLocaleString('en')} products, ${sample ? 'with' : 'without'} the sample`);
  const all: TermCost[] = [];
  for (const [name, terms] of sets) {
    const costs: TermCost[] = [];
    for (const term of terms) costs.push(await explainTerm(term, sample));
    summary(name, costs);
    all.push(...costs);
  }
  if (slowest > 0) {
    for (const cost of [...all].sort((a, b) => b.executionMs - a.executionMs).slice(0, slowest)) {
      console.log(`\n'${cost.term}': ${ms(cost.executionMs)} executing, ${ms(cost.planningMs)} planning`);
      for (const statement of cost.statements) {
        const start = statement.text.replace(/\s+/g, ' ').slice(0, 60);
        console.log(`  ${ms(statement.executionMs)} (${statement.buffers} buffers) ${start}…`);
        for (const node of costliestNodes(statement.plan, nodesShown)) console.log(`      ${node}`);
      }
    }
  }
} finally {
  await client.end();
}
