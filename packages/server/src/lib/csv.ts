/*
 * CSV (RFC 4180) for the exports (attendees, survey answers): CRLF rows and a byte-order
 * mark so spreadsheets read UTF-8 names right, as a data URI the web downloads.
 */

export type CsvValue = string | number | null;

/**
 * A CSV cell: quoted when it holds a quote, comma or line break; a leading `=`, `+`, `-`
 * or `@` is escaped with a quote mark so a spreadsheet does not run it as a formula.
 */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as one CSV file, for a download named `name`. */
export function csvFile(
  name: string,
  rows: readonly (readonly CsvValue[])[],
): { name: string; contentType: 'text/csv'; dataUri: string } {
  const csv = `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
  return {
    name,
    contentType: 'text/csv',
    dataUri: `data:text/csv;charset=utf-8;base64,${Buffer.from(csv, 'utf8').toString('base64')}`,
  };
}
