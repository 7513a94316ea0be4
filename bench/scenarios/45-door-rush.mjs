// The door rush (bench/door-rush.mjs): 20 scanners checking in 5,000 passes.
export { default } from '../door-rush.mjs';
