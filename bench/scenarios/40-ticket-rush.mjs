// The ticket rush of issue 12 (bench/ticket-rush.mjs): 2,000 buyers for 500 passes on PostgreSQL.
export { default } from '../ticket-rush.mjs';
