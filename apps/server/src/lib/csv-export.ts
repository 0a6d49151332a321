/**
 * The CSV files staff download (orders, customers, and any later export): one writer, so every
 * file is read the same way by Excel, Numbers and LibreOffice (decision 097).
 *
 * - RFC 4180: fields with a comma, a quote or a line break are quoted, quotes doubled; records
 *   end with CRLF. Written by csv-stringify (the csv project), a stream.Transform.
 * - UTF-8 with a byte-order mark: without it Excel reads the bytes as the system's code page and
 *   Hebrew names turn to mojibake.
 * - Formula injection: a text cell starting with = + - @ a tab or a CR (or their full-width
 *   forms) gets a leading ', so a customer who names themselves `=HYPERLINK(...)` is shown as
 *   text, not run by the spreadsheet (OWASP "CSV Injection").
 * - Streamed: the rows come as batches from an async iterable (lib/batches.ts) and each batch
 *   is written before the next is read, at the pace the client downloads (backpressure), so a
 *   million rows never sit in memory at once.
 */
import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

export type CsvCell = string | number | null | undefined;

export interface CsvColumn<Row> {
  /** The column's name on the first line (English, decision 097). */
  header: string;
  cell: (row: Row) => CsvCell;
}

/** An instant as ISO 8601 in UTC to the second, `2026-11-25T14:03:07Z`: one text every spreadsheet sorts. */
export const csvDate = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** A flag as a word a person reads in a spreadsheet. */
export const yesNo = (value: boolean) => (value ? 'yes' : 'no');

export interface CsvStats {
  rows: number;
}

/** One record per row: the header first, then each batch's rows as the reader asks for them. */
async function* records<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
  onEnd: (stats: CsvStats) => void,
): AsyncGenerator<CsvCell[]> {
  yield columns.map((column) => column.header);
  let rows = 0;
  for await (const batch of batches) {
    for (const row of batch) yield columns.map((column) => column.cell(row));
    rows += batch.length;
  }
  onEnd({ rows });
}

/**
 * The CSV text of `batches` as a byte stream. A failure while reading a later batch destroys the
 * stream with the error: the download ends short and the browser says it failed (the status line
 * has long been sent), rather than a file that silently misses rows.
 */
export function csvStream<Row>(
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
  onEnd: (stats: CsvStats) => void = () => {},
): Readable {
  const writer = stringify({
    bom: true,
    record_delimiter: 'windows',
    // A lone LF or CR in a field is quoted too (with a record delimiter set, the library would
    // quote only CRLF, and a spreadsheet would break the row at the LF).
    quote_record_delimiter: true,
    // null and undefined are empty fields; numbers are written as they are (never escaped).
    escape_formulas: true,
  });
  // The last stream of a pipeline is destroyed with any earlier stream's error; Fastify, which
  // reads it, then ends the response. Nothing else is to be done with the error here.
  return pipeline(Readable.from(records(columns, batches, onEnd)), writer, () => {});
}

/** `marquee-orders-2026-11-25.csv`: what, and the day (UTC) it was exported. */
export function csvFileName(name: string, now: Date): string {
  return `marquee-${name}-${now.toISOString().slice(0, 10)}.csv`;
}

export interface CsvDownload<Row> {
  /** The file's subject, in its name: `orders`, `customers`. */
  name: string;
  now: Date;
  columns: readonly CsvColumn<Row>[];
  batches: AsyncIterable<Row[]>;
}

/**
 * Answers with a CSV attachment. The first batch is read before anything is sent, so a failing
 * query (or bad data met at once) is still an ordinary error answer; from the second batch on
 * the file is already on its way. The end is logged with the number of rows.
 */
export async function sendCsv<Row>(reply: FastifyReply, download: CsvDownload<Row>): Promise<FastifyReply> {
  const iterator = download.batches[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* all(): AsyncGenerator<Row[]> {
    try {
      if (first.done) return;
      yield first.value;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      // A client that goes away ends the reading too.
      await iterator.return?.();
    }
  }
  const started = performance.now();
  const body = csvStream(download.columns, all(), ({ rows }) =>
    reply.log.info({ export: download.name, rows, ms: Math.round(performance.now() - started) }, 'CSV export sent'),
  );
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(download.name, download.now)}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
