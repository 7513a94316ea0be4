// Builds the server bundle when it is missing or older than the sources it is made from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('../..', import.meta.url).pathname;
export const serverBundle = join(root, 'packages/server/dist/server.js');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.data-test'].includes(entry.name)) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

export function ensureServerBuilt() {
  const sources = Math.max(
    newest(join(root, 'packages/server/src')),
    newest(join(root, 'packages/contract/src')),
  );
  if (existsSync(serverBundle) && statSync(serverBundle).mtimeMs >= sources) return;
  console.log('Building the server bundle …');
  const result = spawnSync(process.execPath, ['build.mjs'], {
    cwd: join(root, 'packages/server'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('server build failed');
}

const webEntry = join(root, 'packages/web/dist/server/entry-server.js');

/** Builds the web app (what the server renders and serves) when it is older than its sources. */
export function ensureWebBuilt() {
  const sources = Math.max(
    newest(join(root, 'packages/web/src')),
    newest(join(root, 'packages/client/src')),
    newest(join(root, 'packages/contract/src')),
  );
  if (existsSync(webEntry) && statSync(webEntry).mtimeMs >= sources) return;
  console.log('Building the web app …');
  const result = spawnSync('npm', ['run', 'build', '-w', '@convene/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('web build failed');
}
