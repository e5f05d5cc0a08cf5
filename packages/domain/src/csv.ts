/**
 * The one CSV writer of the product (report exports in the browser, the import's refusal report
 * on the server): RFC 4180 quoting, CRLF line ends, and no cell a spreadsheet would run.
 */
export type CsvCell = string | number | null;

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
export function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const safe = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return cells.map(csvCell).join(',');
}

/** Rows as a CSV document: CRLF after every row, as RFC 4180 writes it. */
export function csvDocument(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map(csvLine).join('\r\n') + '\r\n';
}
