// The web app's weight budget, read from the build output (packages/web/dist):
// the initial JavaScript of /activities — the entry chunk and every chunk it imports
// statically, gzip — must stay within INITIAL_JS_LIMIT, the goal set for the web shell (INITIAL_JS_TARGET, the
// same figure). About 5 kB of it is headroom for the areas still to come: each adds its
// routes/<area>/area.tsx (a few `page(...)` declarations) to the entry. Keep a page's code, its
// server-only prefetch and its queries out of the entry (app/area.ts `page`). Prints the
// figures; exits 1 when over the limit, 2 when there is no build. Run by `npm test` right after
// its build, before the browser tests, or alone: `node scripts/web-budget.mjs`. Keep zod out of
// the first script: a contract file the shell imports must not import it (see person-name.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_TARGET = 150_000; // bytes of gzip (150 kB, as Vite counts)
export const INITIAL_JS_LIMIT = INITIAL_JS_TARGET;

const root = new URL('..', import.meta.url).pathname;
const client = process.env.WEB_DIST ?? join(root, 'packages/web/dist/client');
const manifestPath = join(client, '.vite/manifest.json');
/** The feed's page module: its chunks load right after the entry, before hydration. */
const ACTIVITIES_PAGE = 'src/routes/activities/activities-page.tsx';

if (!existsSync(manifestPath)) {
  console.error(`No build manifest at ${manifestPath}: run \`npm run build\` first.`);
  process.exit(2);
}
/** @type {Record<string, { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/** The chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const next of manifest[key].imports ?? []) closure(next, seen);
  return seen;
}

const gzipSize = (file) => {
  const path = join(client, file);
  // The build writes x.gz beside each asset (packages/web/vite.config.ts precompress): the bytes served.
  if (existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).length;
  return gzipSync(readFileSync(path), { level: 9 }).length;
};
const total = (keys) => [...keys].reduce((sum, key) => sum + gzipSize(manifest[key].file), 0);
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length !== 1) {
  console.error(`Expected one entry chunk in ${manifestPath}, found ${entries.length}.`);
  process.exit(1);
}
const initial = closure(entries[0]);
const initialBytes = total(initial);
const page = manifest[ACTIVITIES_PAGE] ? closure(ACTIVITIES_PAGE) : new Set();
const pageExtra = new Set([...page].filter((key) => !initial.has(key)));
// The first page's styles: those of every chunk it loads (the shell's, packages/web/vite.config.ts).
const cssBytes = [...new Set([...initial].flatMap((key) => manifest[key].css ?? []))].reduce(
  (sum, file) => sum + gzipSize(file),
  0,
);

console.log(
  `/activities initial JavaScript (entry + static imports, ${initial.size} chunks, gzip): ` +
    `${kB(initialBytes)} (target ${kB(INITIAL_JS_TARGET)}, limit ${kB(INITIAL_JS_LIMIT)})`,
);
console.log(
  `  then the feed page's own chunks: ${kB(total(pageExtra))} (${pageExtra.size} chunks); ` +
    `CSS: ${kB(cssBytes)}`,
);
if (initialBytes > INITIAL_JS_LIMIT) {
  console.error(`✖ over the limit by ${kB(initialBytes - INITIAL_JS_LIMIT)}`);
  process.exit(1);
}
if (initialBytes > INITIAL_JS_TARGET)
  console.warn(`  ${kB(initialBytes - INITIAL_JS_TARGET)} above the target`);
