// CSV files of what a page shows (RFC 4180: quoted where needed, CRLF line ends), several tables
// one after another with a blank line between them. A text cell that a spreadsheet would read as a
// formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe, so a
// name like "=HYPERLINK(…)" stays text; numbers stay numbers.

export type CsvCell = string | number | null;

export interface CsvTable {
  title: string;
  header: string[];
  rows: CsvCell[][];
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(text) || text !== cell ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(tables: CsvTable[]): string {
  const line = (cells: CsvCell[]) => cells.map(csvCell).join(',');
  return tables.map((table) => [line([table.title]), line(table.header), ...table.rows.map(line)].join('\r\n')).join('\r\n\r\n') + '\r\n';
}

/** Saves the tables as a file; the byte order mark makes spreadsheets read the file as UTF-8. */
export function downloadCsv(fileName: string, tables: CsvTable[]): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', toCsv(tables)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
