// RFC 4180 CSV for the form export: every cell that needs it quoted, quotes doubled, CRLF between records, and
// text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) prefixed with an apostrophe,
// because the cells come from the public (OWASP "CSV injection").
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export const csvCell = (value: CsvValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A header line and one line per row, each ended by CRLF. */
export const toCsv = (header: readonly string[], rows: readonly (readonly CsvValue[])[]): string =>
  [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
