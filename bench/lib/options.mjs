// The bench's knobs: `npm run bench -- --quick` (shorter runs, smaller data), `--no-lighthouse`,
// and the BENCH_* variables of bench/README.md.
const args = new Set(process.argv.slice(2));

export const QUICK = args.has('--quick') || process.env.BENCH_QUICK === '1';
export const LIGHTHOUSE = !args.has('--no-lighthouse') && process.env.BENCH_LIGHTHOUSE !== '0';

/** Seconds per measured run (each scenario, its bare baseline, each connection count). */
export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? (QUICK ? 2 : 5));

/** The connection counts every HTTP scenario runs at (BENCH_CONNECTIONS=10,50). */
export const CONNECTION_LEVELS = (process.env.BENCH_CONNECTIONS ?? '10,50')
  .split(',')
  .map(Number)
  .filter((count) => count > 0);

/** The feed's data sizes, as multiples of the demo's activities (BENCH_SCALES=1,10,100). */
export const SCALES = (process.env.BENCH_SCALES ?? (QUICK ? '1,10' : '1,10,100'))
  .split(',')
  .map(Number)
  .filter((scale) => scale >= 1);
