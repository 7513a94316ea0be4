// Prints the results as one aligned table.
const COLUMNS = [
  ['Scenario', (row) => row.scenario],
  ['Server', (row) => row.server],
  [
    'req/s',
    (row) =>
      row.requestsPerSecond === undefined
        ? '–'
        : Math.round(row.requestsPerSecond).toLocaleString('en-US'),
  ],
  ['p50 ms', (row) => (row.p50 === undefined ? '–' : row.p50.toFixed(1))],
  ['p99 ms', (row) => (row.p99 === undefined ? '–' : row.p99.toFixed(1))],
  ['Notes', (row) => row.notes ?? ''],
];

export function printTable(rows) {
  const cells = rows.map((row) => COLUMNS.map(([, cell]) => String(cell(row))));
  const widths = COLUMNS.map(([title], index) =>
    Math.max(title.length, ...cells.map((line) => line[index].length)),
  );
  const line = (values) =>
    values
      .map((value, index) => value.padEnd(widths[index]))
      .join('  ')
      .trimEnd();
  console.log(line(COLUMNS.map(([title]) => title)));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of cells) console.log(line(row));
}
