// The ticket rush (bench/ticket-rush.mjs): 2,000 buyers for 500 passes on PostgreSQL.
export { default } from '../ticket-rush.mjs';
