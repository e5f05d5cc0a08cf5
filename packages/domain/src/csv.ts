/**
 * The one CSV writer of the product (report exports in the browser, the import's refusal report
 * on the server): RFC 4180 quoting, CRLF line ends, and no cell a spreadsheet would run.
 */
export type CsvCell = string | number | null;

/**
 * How a spreadsheet of the reader's locale expects the file: French Excel splits on `;` and reads
 * `4,5` as a number, so a French file uses both; other languages keep RFC 4180's comma.
 */
export type CsvDialect = { separator: ',' | ';'; decimalComma: boolean };

export const COMMA_CSV: CsvDialect = { separator: ',', decimalComma: false };

/**
 * Text starting with one of these is read as a formula by Excel, LibreOffice or Sheets, even
 * inside quotes (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell as CSV. Text that could start a formula gets a leading `'` (shown by spreadsheets as a
 * text marker, not data). Numbers are the product's own figures, never user input, so a
 * negative number stays a number a spreadsheet can sum.
 */
export function csvCell(cell: CsvCell, dialect: CsvDialect = COMMA_CSV): string {
  if (cell === null) return '';
  if (typeof cell === 'number') {
    // Plain digits, no thousands separator: a grouped number is text to a spreadsheet.
    if (!Number.isFinite(cell)) return '';
    const text = String(cell);
    return dialect.decimalComma ? text.replace('.', ',') : text;
  }
  const safe = FORMULA_START.test(cell) ? `'${cell}` : cell;
  const special = /["\n\r]/.test(safe) || safe.includes(dialect.separator);
  return special ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: readonly CsvCell[], dialect: CsvDialect = COMMA_CSV): string {
  return cells.map((cell) => csvCell(cell, dialect)).join(dialect.separator);
}

/** Rows as a CSV document: CRLF after every row, as RFC 4180 writes it. */
export function csvDocument(
  rows: readonly (readonly CsvCell[])[],
  dialect: CsvDialect = COMMA_CSV,
): string {
  return rows.map((row) => csvLine(row, dialect)).join('\r\n') + '\r\n';
}
