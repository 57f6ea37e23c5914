// The default import: papaparse is CommonJS, and Node's ESM loader (scripts, the server) gives it no named exports.
import Papa from 'papaparse';

/**
 * Characters that make a spreadsheet read a cell as a formula (=, +, -, @), plus tab and carriage
 * return, which some spreadsheets strip before looking (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number such as -150.00 or +5 is data, not a formula: it stays a number. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export type CsvCell = string | number | boolean | null | undefined;

/**
 * README, "Deliberate departures from the spec": a cell starting with =, +, - or @ is neutralised by a
 * leading single quote, so a spreadsheet shows the text instead of running it. Numbers, and text that is
 * just a number, pass unchanged; null and undefined become empty cells.
 */
export const neutraliseCell = (value: CsvCell): string => {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (typeof value === 'number' || PLAIN_NUMBER.test(text)) return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
};

export interface CsvColumn<Row> {
  /** The header cell, exactly as the file must show it. */
  header: string;
  value: (row: Row) => CsvCell;
}

/**
 * The CSV text of `rows`: one header line from the columns, then one line per row, every cell
 * through neutraliseCell. Quoting and escaping are papaparse's; lines end with CRLF (RFC 4180).
 */
export const toCsv = <Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string => {
  const text = Papa.unparse(
    {
      fields: columns.map((column) => neutraliseCell(column.header)),
      data: rows.map((row) => columns.map((column) => neutraliseCell(column.value(row)))),
    },
    { newline: '\r\n' },
  );
  // papaparse ends a header-only file with a line break; a file with rows has none at the end.
  return rows.length === 0 ? text.replace(/\r\n$/, '') : text;
};
