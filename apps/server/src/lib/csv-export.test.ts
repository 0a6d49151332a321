import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { readInBatches } from './batches.js';
import { csvDate, csvFileName, csvStream, type CsvColumn } from './csv-export.js';

interface Person {
  name: string;
  note: string;
  count?: number;
}

const columns: CsvColumn<Person>[] = [
  { header: 'Name', cell: (row) => row.name },
  { header: 'Note', cell: (row) => row.note },
  { header: 'Count', cell: (row) => row.count },
];

async function* batchesOf<T>(...batches: T[][]) {
  for (const batch of batches) yield batch;
}

async function text(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

describe('issue 29 the CSV writer every export uses (decision 097)', () => {
  it('starts with a UTF-8 byte-order mark, ends every record with CRLF and keeps Hebrew intact', async () => {
    const bytes = await text(csvStream(columns, batchesOf([{ name: 'דנה כהן', note: 'שלום', count: 3 }])));
    expect(bytes.subarray(0, 3)).toEqual(BOM);
    expect(bytes.subarray(3).toString('utf8')).toBe('Name,Note,Count\r\nדנה כהן,שלום,3\r\n');
  });

  it('quotes as RFC 4180 says: commas, quotes and line breaks inside a field; quotes doubled', async () => {
    const rows = [
      { name: 'Lovelace, Ada', note: 'said "hello"' },
      { name: 'Two\r\nlines', note: 'one\nbreak' },
      { name: 'plain', note: '' },
    ];
    const body = (await text(csvStream(columns, batchesOf(rows)))).subarray(3).toString('utf8');
    expect(body).toBe(
      'Name,Note,Count\r\n' +
        '"Lovelace, Ada","said ""hello"""' +
        ',\r\n' +
        '"Two\r\nlines","one\nbreak",\r\n' +
        'plain,,\r\n',
    );
    // And a CSV reader gets the very same values back.
    expect(parse(body, { columns: true })).toEqual([
      { Name: 'Lovelace, Ada', Note: 'said "hello"', Count: '' },
      { Name: 'Two\r\nlines', Note: 'one\nbreak', Count: '' },
      { Name: 'plain', Note: '', Count: '' },
    ]);
  });

  it("defuses formula injection: a text cell starting with = + - @ tab or CR gets a leading '", async () => {
    const payloads = [
      '=HYPERLINK("https://evil.example","Click")',
      '+1+2',
      '-2+3',
      '@SUM(A1:A2)',
      '\tcmd',
      '\rcmd',
      '＝1+1', // the full-width equals sign, which Numbers reads as '='
    ];
    const body = (await text(csvStream(columns, batchesOf(payloads.map((name) => ({ name, note: 'x', count: -5 }))))))
      .subarray(3)
      .toString('utf8');
    const names = (parse(body, { columns: true }) as { Name: string; Count: string }[]).map((row) => row.Name);
    expect(names).toEqual(payloads.map((payload) => `'${payload}`));
    // A number is data, not text a person typed: it stays a number.
    expect((parse(body, { columns: true }) as { Count: string }[]).every((row) => row.Count === '-5')).toBe(true);
    // A cell that merely contains the characters later is left alone.
    const safe = (await text(csvStream(columns, batchesOf([{ name: 'A=B', note: 'x-y' }])))).toString('utf8');
    expect(safe).toContain('A=B,x-y,');
  });

  it('writes a batch before the next is read: the file starts while later rows are still unread', async () => {
    const requested: number[] = [];
    const gates = [0, 1, 2].map(() => {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open, opened };
    });
    gates[0]!.open();
    async function* slowBatches() {
      for (let batch = 0; batch < 3; batch++) {
        requested.push(batch);
        await gates[batch]!.opened;
        yield [{ name: `row ${batch}`, note: '' }];
      }
    }
    const stream = csvStream(columns, slowBatches());
    const iterator = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    let seen = '';
    while (!seen.includes('row 0')) seen += Buffer.from((await iterator.next()).value as Buffer).toString('utf8');
    // The first batch is out; the second has at most been asked for, and the third not at all.
    expect(requested).not.toContain(2);
    expect(seen).not.toContain('row 1');
    gates[1]!.open();
    gates[2]!.open();
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      seen += Buffer.from(next.value).toString('utf8');
    expect(seen.match(/row \d/g)).toEqual(['row 0', 'row 1', 'row 2']);
  });

  it('reads by keyset until a short batch: each read gets the last key of the one before', async () => {
    const all = Array.from({ length: 7 }, (_, index) => index + 1);
    const calls: (number | undefined)[] = [];
    const batches: number[][] = [];
    for await (const batch of readInBatches<number, number>(
      async (after, size) => {
        calls.push(after);
        return all.filter((value) => after === undefined || value > after).slice(0, size);
      },
      (value) => value,
      3,
    ))
      batches.push(batch);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(calls).toEqual([undefined, 3, 6]);
  });

  it('names files by subject and UTC day, and writes instants as ISO 8601 UTC to the second', () => {
    expect(csvFileName('orders', new Date('2026-11-25T23:30:00-05:00'))).toBe('marquee-orders-2026-11-26.csv');
    expect(csvDate(new Date('2026-11-25T14:03:07.123Z'))).toBe('2026-11-25T14:03:07Z');
  });
});
