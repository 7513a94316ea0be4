import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';

/** Test fixtures of the upload tests: MP4s of any size, made as a camera writes them. */

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

export const ftyp = box('ftyp', Buffer.from('isom\0\0\0\0isommp42', 'latin1'));

function moov(width: number, height: number): Buffer {
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(width * 65536, 76);
  tkhd.writeUInt32BE(height * 65536, 80);
  return box('moov', box('trak', box('tkhd', tkhd)));
}

/** An MP4 of `bytes` (1280×720): ftyp, a large mdat, and the moov box at the end. */
export function mp4Parts(
  bytes: number,
  chunk = 64 * 1024,
): { size: number; stream: () => Readable } {
  const tail = moov(1280, 720);
  const mdatBody = bytes - ftyp.length - tail.length - 8;
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(mdatBody + 8, 0);
  mdatHeader.write('mdat', 4, 'latin1');
  const filler = Buffer.alloc(chunk, 7);
  return {
    size: bytes,
    stream: () =>
      Readable.from(
        (function* () {
          yield ftyp;
          yield mdatHeader;
          for (let left = mdatBody; left > 0; left -= chunk)
            yield left >= chunk ? filler : filler.subarray(0, left);
          yield tail;
        })(),
        { objectMode: false },
      ),
  };
}

/** Bytes of every file below a folder. */
export function bytesUnder(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

/**
 * The video as a client sends it, pausing halfway to look at the disk below `folder`: a
 * server that held the file before storing it would have written nothing there yet.
 */
export function pausedHalfway(
  video: { size: number; stream: () => Readable },
  folder: string,
): { body: Readable; storedAtHalf: () => number } {
  let storedAtHalf = -1;
  const body = Readable.from(
    (async function* () {
      let sent = 0;
      for await (const chunk of video.stream()) {
        yield chunk as Buffer;
        sent += (chunk as Buffer).length;
        if (storedAtHalf < 0 && sent >= video.size / 2) {
          await new Promise((resolve) => setTimeout(resolve, 300));
          storedAtHalf = bytesUnder(folder);
        }
      }
    })(),
  );
  return { body, storedAtHalf: () => storedAtHalf };
}

export const dataUri = (type: string, bytes: Buffer): string =>
  `data:${type};base64,${bytes.toString('base64')}`;
