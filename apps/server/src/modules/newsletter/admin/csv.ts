/**
 * A CSV writer of its own for the subscriber export (RFC 4180, lines ending CRLF), until the
 * orders' and customers' exports share one.
 */

/** A spreadsheet runs a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: a leading formula character made text with a `'`; quoted when it holds a quote, comma or line break. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
