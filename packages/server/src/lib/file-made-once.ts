import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The text of `dir/name`, made once with `make()` when absent: written to a private
 * temporary file first and linked into place (mode 0600), so that two nodes starting
 * together on one DATA_DIR agree on one value (as the secrets key file is made).
 */
export async function fileMadeOnce(dir: string, name: string, make: () => string): Promise<string> {
  const path = join(dir, name);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const fresh = join(dir, `.${name}.${process.pid}.${randomBytes(4).toString('hex')}`);
  await writeFile(fresh, make(), { mode: 0o600 });
  try {
    await link(fresh, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(fresh);
  }
  return readFile(path, 'utf8');
}
