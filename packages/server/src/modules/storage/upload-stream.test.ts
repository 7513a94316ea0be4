import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { STORAGE_MESSAGES, storageQuotaMessage } from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type TestApp,
  type TestOrganization,
  type TestUser,
} from '../../test/harness';

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

const ftyp = box('ftyp', Buffer.from('isom\0\0\0\0isommp42', 'latin1'));

function moov(width: number, height: number): Buffer {
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(width * 65536, 76);
  tkhd.writeUInt32BE(height * 65536, 80);
  return box('moov', box('trak', box('tkhd', tkhd)));
}

/** An MP4 of about `bytes`: ftyp, a large mdat, and the moov box at the end (as cameras write). */
function mp4Parts(bytes: number, chunk = 64 * 1024): { size: number; stream: () => Readable } {
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
function bytesUnder(folder: string): number {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0);
}

const dataUri = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe('streamed uploads', () => {
  const QUOTA = 300_000;
  let t: TestApp;
  let org: TestOrganization;
  let alice: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { STORAGE_QUOTA_BYTES_PER_ACCOUNT: String(QUOTA) } });
    org = await t.createOrganization();
    alice = await t.createUser(org);
  });
  afterAll(() => t.close());

  const streamVideo = (user: TestUser, payload: Readable | Buffer, query = 'name=clip.mp4') =>
    t.inject({
      method: 'POST',
      url: `/api/storage/videos/stream?source=activity&${query}`,
      headers: { ...user.headers, 'content-type': 'application/octet-stream' },
      payload,
    });

  it('streams a video to storage, with the dimensions of a moov box at the end', async () => {
    const video = mp4Parts(200_000, 10_000);
    const response = await streamVideo(await t.createUser(org), video.stream());
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      width: 1280,
      height: 720,
      size: video.size,
      contentType: 'video/mp4',
      name: 'clip.mp4',
      source: 'activity',
    });
    const stored = readFileSync(join(t.config.dataDir, data.url.replace(/^\//, '')));
    expect(stored.length).toBe(video.size);
    expect(stored.subarray(0, ftyp.length).equals(ftyp)).toBe(true);
  });

  it('refuses what is not a video before storing anything, and an empty body', async () => {
    const user = await t.createUser(org);
    const text = await streamVideo(user, Buffer.from('just some text, not a video at all'));
    expect(text.statusCode).toBe(400);
    const empty = await streamVideo(user, Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
  });

  it('stores a streamed file with the media type the query names', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/storage/files/stream?name=notes.pdf&contentType=application/pdf',
      headers: { ...alice.headers, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('%PDF-1.7 a small file'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'notes.pdf',
      contentType: 'application/pdf',
      size: 21,
    });
  });

  it('answers 413 naming the limit when a declared length is over the kind limit', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/storage/files/stream?name=big.bin',
      headers: {
        ...alice.headers,
        'content-type': 'application/octet-stream',
        'content-length': String(26 * 1024 * 1024),
      },
      payload: new PassThrough(),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(STORAGE_MESSAGES.fileTooLarge);
  });

  it('answers 413 naming the quota once an account would keep more than it, on every upload route', async () => {
    const user = await t.createUser(org);
    const first = await streamVideo(user, mp4Parts(200_000).stream());
    expect(first.statusCode).toBe(200);
    // A streamed upload without a length is cut off as it crosses the quota …
    const second = await streamVideo(user, mp4Parts(200_000).stream());
    expect(second.statusCode).toBe(413);
    expect(second.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: storageQuotaMessage(QUOTA),
    });
    expect(second.json().message).toContain('0.29 MB');
    // … and a data URI too.
    const json = await t.inject({
      method: 'POST',
      url: '/api/storage/files',
      headers: user.headers,
      payload: { dataUri: dataUri('text/plain', Buffer.alloc(150_000, 65)), name: 'a.txt' },
    });
    expect(json.statusCode).toBe(413);
    expect(json.json().message).toBe(storageQuotaMessage(QUOTA));
    // What stays under the quota still goes through.
    const small = await t.inject({
      method: 'POST',
      url: '/api/storage/files',
      headers: user.headers,
      payload: { dataUri: dataUri('text/plain', Buffer.alloc(50_000, 65)), name: 'a.txt' },
    });
    expect(small.statusCode).toBe(200);
  });

  it('answers 429 beyond three uploads at once per account, and takes them again after', async () => {
    const user = await t.createUser(org);
    const bodies = [new PassThrough(), new PassThrough(), new PassThrough()];
    const running = bodies.map((body) => {
      body.write(ftyp);
      return streamVideo(user, body);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const fourth = await streamVideo(user, mp4Parts(1_000).stream());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: STORAGE_MESSAGES.tooManyUploads,
    });
    // Another account is not held up by this one.
    expect((await streamVideo(alice, mp4Parts(1_000).stream())).statusCode).toBe(200);
    for (const body of bodies) body.end(Buffer.alloc(100, 1));
    expect((await Promise.all(running)).map((response) => response.statusCode)).toEqual([
      200, 200, 200,
    ]);
    expect((await streamVideo(user, mp4Parts(1_000).stream())).statusCode).toBe(200);
  });
});

describe('streamed upload memory', () => {
  let t: TestApp;
  let user: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser(await t.createOrganization());
  });
  afterAll(() => t.close());

  it(
    'writes a 40 MB video to storage while it arrives, not after',
    { timeout: 60_000 },
    async () => {
      const video = mp4Parts(40 * 1024 * 1024);
      const filesDir = join(t.config.dataDir, 'files');
      // Halfway through the body the client pauses and looks at the disk: a server that held
      // the file before storing it would have written nothing yet.
      let storedAtHalf = -1;
      const body = Readable.from(
        (async function* () {
          let sent = 0;
          for await (const chunk of video.stream()) {
            yield chunk as Buffer;
            sent += (chunk as Buffer).length;
            if (storedAtHalf < 0 && sent >= video.size / 2) {
              await new Promise((resolve) => setTimeout(resolve, 300));
              storedAtHalf = bytesUnder(filesDir);
            }
          }
        })(),
      );
      const response = await t.inject({
        method: 'POST',
        url: '/api/storage/videos/stream?source=content&name=big.mp4',
        headers: { ...user.headers, 'content-type': 'video/mp4' },
        payload: body,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ size: video.size, width: 1280, height: 720 });
      expect(storedAtHalf).toBeGreaterThan(video.size / 4);
    },
  );
});
