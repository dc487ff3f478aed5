/**
 * Report tables as CSV (RFC 4180: comma-separated, CRLF between records). Money stays the server's
 * decimal string, never a float. A text cell that a spreadsheet would read as a formula (it starts
 * with `=`, `+`, `-`, `@`, a tab or a carriage return) gets a leading apostrophe, so an account
 * named `=HYPERLINK(…)` is shown as text rather than run (OWASP "CSV injection").
 */

/** `text` cells are guarded against formulas; `number` and `money` cells are written as they are. */
export type CsvKind = 'text' | 'number' | 'money';

export interface CsvColumn<T> {
  header: string;
  kind?: CsvKind;
  value: (row: T) => string | number | bigint | null | undefined;
}

const FORMULA_START = /^[=+\-@\t\r]/;
/** What a number or an amount may look like; anything else in such a column is treated as text. */
const NUMERIC = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell, escaped and quoted as needed. */
export function csvCell(value: string | number | bigint | null | undefined, kind: CsvKind = 'text'): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  const numeric = kind !== 'text' && NUMERIC.test(text);
  if (!numeric && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The header record, then one record per row. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const records = [columns.map((c) => csvCell(c.header, 'text'))];
  for (const row of rows) records.push(columns.map((c) => csvCell(c.value(row), c.kind)));
  return records.map((r) => r.join(',')).join('\r\n') + '\r\n';
}

/** A file name safe on every system: letters, digits, dot, dash and underscore. */
export const csvFileName = (...parts: string[]) =>
  `${parts
    .filter(Boolean)
    .join('_')
    .replace(/[^A-Za-z0-9._-]+/g, '-')}.csv`;

/**
 * Saves the text as a file. The byte-order mark makes spreadsheet programs read it as UTF-8 (Chinese
 * labels, accented names) instead of the system's code page.
 */
export function downloadCsv(fileName: string, csv: string) {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click starts the download before the next task; the URL can go then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
