import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Storage } from './storage';

/** Files under DATA_DIR/files, served by the app at /files/{key} (with range requests). */
export function localStorage(root: string): Storage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root))) throw new Error('Invalid storage key');
    return path;
  };
  return {
    name: 'local',
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
      return { url: this.url(key) };
    },
    url(key) {
      return `/files/${key}`;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
