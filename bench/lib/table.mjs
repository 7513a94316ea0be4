// Prints the results as aligned tables.
const number = (value, digits = 0) =>
  value === undefined || Number.isNaN(value)
    ? '–'
    : value.toLocaleString('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });

const HTTP_COLUMNS = [
  ['Scenario', (row) => row.scenario],
  ['Server', (row) => row.server],
  ['conns', (row) => (row.connections === undefined ? '' : String(row.connections))],
  ['req/s', (row) => number(row.requestsPerSecond)],
  ['p50 ms', (row) => number(row.p50, 1)],
  ['p99 ms', (row) => number(row.p99, 1)],
  ['bare req/s', (row) => number(row.bareRequestsPerSecond)],
  ['bare p99', (row) => number(row.bareP99, 1)],
  ['× bare', (row) => number(row.ratio, 3)],
  // CPU per response: the node's process tree plus its database's backends, split node + db.
  ['CPU ms/req', (row) => number(row.cpuMs, 2)],
  [
    'node + db',
    (row) =>
      row.cpuMs === undefined
        ? ''
        : `${number(row.nodeCpuMs, 2)} + ${number(row.databaseCpuMs, 2)}`,
  ],
  ['bare CPU', (row) => number(row.bareCpuMs, 2)],
  ['CPU × bare', (row) => number(row.cpuRatio, 3)],
  ['Notes', (row) => row.notes ?? ''],
];

const LIGHTHOUSE_COLUMNS = [
  ['Page', (row) => row.page],
  ['Path', (row) => row.path ?? ''],
  ['Performance', (row) => number(row.performance)],
  ['LCP s', (row) => number(row.lcp === undefined ? undefined : row.lcp / 1000, 2)],
  ['TBT ms', (row) => number(row.tbt)],
  ['CLS', (row) => number(row.cls, 3)],
  ['FCP s', (row) => number(row.fcp === undefined ? undefined : row.fcp / 1000, 2)],
  ['Longest task ms', (row) => number(row.longestTask)],
  // Lighthouse's measure of the host's CPU: well under ~1,000 means a busy (or slow) machine,
  // whose throttled scores are pessimistic.
  ['CPU index', (row) => number(row.benchmarkIndex)],
  ['Measured', (row) => row.measuredAt ?? ''],
  ['Notes', (row) => row.notes ?? ''],
];

function print(columns, rows) {
  const cells = rows.map((row) => columns.map(([, cell]) => String(cell(row))));
  const widths = columns.map(([title], index) =>
    Math.max(title.length, ...cells.map((line) => line[index].length)),
  );
  const line = (values) =>
    values
      .map((value, index) => value.padEnd(widths[index]))
      .join('  ')
      .trimEnd();
  console.log(line(columns.map(([title]) => title)));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of cells) console.log(line(row));
}

export const printTable = (rows) => print(HTTP_COLUMNS, rows);
export const printLighthouse = (rows) => print(LIGHTHOUSE_COLUMNS, rows);
