// RFC 4180 CSV for the form export: every cell that needs it quoted, quotes doubled, CRLF between records, and
// text that a spreadsheet would run as a formula neutralised, because the cells come from the public (OWASP
// "CSV injection"). A spreadsheet may split a line on a separator other than the comma, and then a cell starts
// after any of them: "safe;=1+1" read with ";" is the formula =1+1. So an apostrophe goes before a formula
// character at the start of the text and after every separator a spreadsheet may use or line break (spaces and
// quotes in between do not help it), and such a cell is always quoted.
export type CsvValue = string | number | boolean | null | undefined;

/** Characters that start a formula (OWASP): = + - @, tab and carriage return. */
const FORMULA_CHARACTERS = '=+\\-@\\t\\r';
/**
 * Separators spreadsheets offer when they open a CSV file (comma, semicolon, tab, pipe), and line breaks: where a
 * spreadsheet splits on another separator, our quotes no longer enclose the cell, and a line break starts a row.
 */
const SEPARATORS = ',;\\t|\\r\\n';
/** After a cell's start or a separator, any spaces and quotes, before a formula character (a tab is both). */
const FORMULA_AFTER_CELL_START = new RegExp(`(?<=^|[${SEPARATORS}])[ "']*(?=[${FORMULA_CHARACTERS}])`, 'g');
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** The text with an apostrophe before every formula character a spreadsheet could read at a cell's start. */
export const neutraliseFormulas = (text: string): string => text.replace(FORMULA_AFTER_CELL_START, "$&'");

export const csvCell = (value: CsvValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const safe = neutraliseFormulas(value);
  return safe !== value || NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** A header line and one line per row, each ended by CRLF. */
export const toCsv = (header: readonly string[], rows: readonly (readonly CsvValue[])[]): string =>
  [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
