import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { dirname, join, normalize } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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
    async putStream(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      let size = 0;
      const count = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(data, count, createWriteStream(path));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return { url: this.url(key), size };
    },
    async getStream(key) {
      const stream = createReadStream(pathOf(key));
      await once(stream, 'open');
      return stream;
    },
    url(key) {
      return `/files/${key}`;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
